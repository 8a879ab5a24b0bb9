import { type ErrorParams, type ErrorReason, reasonOf } from '@rihla/db/error-reasons';
import { GraphQLError } from 'graphql';

/**
 * One error type for both faces of the API: GraphQL sees `extensions.code`, REST maps `status`
 * to the HTTP status and `{ error: message }`. `retryAfter` (seconds) becomes the Retry-After header on
 * both: REST's error handler sets it, Yoga copies `extensions.http.headers`.
 * A message a visitor can meet has a stable code in @rihla/db/error-reasons, found here by its English text:
 * `reason` (and `params`, the values of a message with numbers or names) travel beside the English so the client
 * shows it in the reader's language (GraphQL `extensions.reason`/`params`, REST `reason`/`params`).
 */
export class AppError extends GraphQLError {
  readonly reason?: ErrorReason;
  readonly params?: ErrorParams;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined;
    const known = reasonOf(message);
    super(message, {
      extensions: {
        code,
        ...(known && { reason: known.reason }),
        ...(known?.params && { params: known.params }),
        http: { status, ...(headers && { headers }) },
      },
    });
    this.reason = known?.reason;
    this.params = known?.params;
  }
}

/** The REST body of an error: the English `error` (unchanged for older clients), its code and values when known. */
export function errorBody(error: string): { error: string; reason?: ErrorReason; params?: ErrorParams } {
  const known = reasonOf(error);
  return { error, ...(known && { reason: known.reason }), ...(known?.params && { params: known.params }) };
}

export const badRequest = (message: string) => new AppError(400, 'BAD_USER_INPUT', message);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (
  message = 'Too many attempts. Please wait a minute and try again.',
  retryAfterSeconds?: number,
) => new AppError(429, 'RATE_LIMITED', message, retryAfterSeconds);

/** Prisma's unique-constraint failure. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}

/** Prisma's "record to update/delete not found". */
function isMissingRecord(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2025';
}

/** Prisma's foreign-key failure: the row is still referenced elsewhere. */
function isStillReferenced(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2003';
}

/** What to answer when a Prisma write fails for one of the expected reasons; others propagate unchanged. */
type WriteFailureMessages = { missing?: string; duplicate?: string; referenced?: string };

/**
 * Runs a Prisma write and turns its expected failures into readable errors: a missing row into 404,
 * a duplicate key or a row still referenced elsewhere into 409.
 */
export async function writeOrExplain<T>(write: PromiseLike<T>, messages: WriteFailureMessages): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (messages.missing && isMissingRecord(error)) throw notFound(messages.missing);
    if (messages.duplicate && isUniqueViolation(error)) throw conflict(messages.duplicate);
    if (messages.referenced && isStillReferenced(error)) throw conflict(messages.referenced);
    throw error;
  }
}

/** A row a caller needs, or a 404 saying which. */
export function foundOr404<T>(row: T | null, message: string): T {
  if (row === null) throw notFound(message);
  return row;
}
