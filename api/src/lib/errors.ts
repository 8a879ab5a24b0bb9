import { englishMessageOf } from '@rihla/db/error-messages';
import type { ErrorParams, ErrorReason, ReasonArgs } from '@rihla/db/error-reasons';
import { GraphQLError } from 'graphql';

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/**
 * One error type for both faces of the API: GraphQL sees `extensions.code`, REST maps `status`
 * to the HTTP status and `{ error: message }`. `retryAfter` (seconds) becomes the Retry-After header on
 * both: REST's error handler sets it, Yoga copies `extensions.http.headers`.
 * Every error is thrown by its stable code in @rihla/db/error-reasons (`reason`, with `params` for a message with
 * numbers or names); the English message is formatted from the code, and all three travel so the client shows it
 * in the reader's language (GraphQL `extensions.reason`/`params`, REST `error`/`reason`/`params`).
 */
export class AppError extends GraphQLError {
  constructor(
    readonly status: Status,
    code: string,
    readonly reason: ErrorReason,
    readonly params?: ErrorParams,
    readonly retryAfter?: number,
  ) {
    const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined;
    super(englishMessageOf(reason, params), {
      extensions: { code, reason, ...(params && { params }), http: { status, ...(headers && { headers }) } },
    });
  }
}

/** A code and, when its English has placeholders, exactly their values (typed from the text). */
export type Coded<R extends ErrorReason> = [reason: R, ...params: ReasonArgs<R>];

/** An AppError whose values are checked against its text. */
export function appError<R extends ErrorReason>(status: Status, code: string, ...[reason, params]: Coded<R>) {
  return new AppError(status, code, reason, params as ErrorParams | undefined);
}

/** A code with its values checked, to hand on (writeOrExplain's answers). */
export type CodedReason = { reason: ErrorReason; params?: ErrorParams };
export function coded<R extends ErrorReason>(...[reason, params]: Coded<R>): CodedReason {
  const values = params as ErrorParams | undefined;
  return values ? { reason, params: values } : { reason };
}

/** An error with a default code (`notFound()`), or the code given. */
function orDefault(status: Status, code: string, fallback: ErrorReason, given: unknown[]): AppError {
  const [reason = fallback, params] = given as [ErrorReason?, ErrorParams?];
  return new AppError(status, code, reason, params);
}

/** The REST body of an error: the English `error` (unchanged for older clients), its code and values. */
export function errorBody({ message, reason, params }: AppError): {
  error: string;
  reason: ErrorReason;
  params?: ErrorParams;
} {
  return { error: message, reason, ...(params && { params }) };
}

/** The REST body of an error thrown nowhere (a 404 route, a 500): by its code. */
export function errorBodyOf(reason: ErrorReason): { error: string; reason: ErrorReason } {
  return { error: englishMessageOf(reason), reason };
}

export const badRequest = <R extends ErrorReason>(...coded: Coded<R>) => appError(400, 'BAD_USER_INPUT', ...coded);
export const unauthenticated = <R extends ErrorReason = 'UNAUTHENTICATED'>(...given: Coded<R> | []) =>
  orDefault(401, 'UNAUTHENTICATED', 'UNAUTHENTICATED', given);
export const forbidden = <R extends ErrorReason = 'FORBIDDEN'>(...given: Coded<R> | []) =>
  orDefault(403, 'FORBIDDEN', 'FORBIDDEN', given);
export const notFound = <R extends ErrorReason = 'NOT_FOUND'>(...given: Coded<R> | []) =>
  orDefault(404, 'NOT_FOUND', 'NOT_FOUND', given);
export const conflict = <R extends ErrorReason>(...coded: Coded<R>) => appError(409, 'CONFLICT', ...coded);
/** 410: what the request names existed and is over for good (an expired or withdrawn invitation link). */
export const gone = <R extends ErrorReason>(...coded: Coded<R>) => appError(410, 'GONE', ...coded);
/** 429 with Retry-After: the general "too many attempts", or a code of its own (with its values). */
export function tooManyRequests<R extends ErrorReason = 'RATE_LIMITED'>(
  retryAfterSeconds: number | undefined,
  ...given: Coded<R> | []
): AppError {
  const [reason = 'RATE_LIMITED', params] = given as [ErrorReason?, ErrorParams?];
  return new AppError(429, 'RATE_LIMITED', reason, params, retryAfterSeconds);
}

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
type WriteFailureReasons = Partial<Record<'missing' | 'duplicate' | 'referenced', ErrorReason | CodedReason>>;
const asCoded = (given: ErrorReason | CodedReason): CodedReason =>
  typeof given === 'string' ? { reason: given } : given;

/**
 * Runs a Prisma write and turns its expected failures into readable errors: a missing row into 404,
 * a duplicate key or a row still referenced elsewhere into 409.
 */
export async function writeOrExplain<T>(write: PromiseLike<T>, reasons: WriteFailureReasons): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const { missing, duplicate, referenced } = reasons;
    const answer = (status: Status, code: string, given: ErrorReason | CodedReason) => {
      const { reason, params } = asCoded(given);
      return new AppError(status, code, reason, params);
    };
    if (missing && isMissingRecord(error)) throw answer(404, 'NOT_FOUND', missing);
    if (duplicate && isUniqueViolation(error)) throw answer(409, 'CONFLICT', duplicate);
    if (referenced && isStillReferenced(error)) throw answer(409, 'CONFLICT', referenced);
    throw error;
  }
}

/** A row a caller needs, or a 404 saying which. */
export function foundOr404<T, R extends ErrorReason>(row: T | null, ...coded: Coded<R>): T {
  if (row === null) throw appError(404, 'NOT_FOUND', ...coded);
  return row;
}
