import { GraphQLError } from 'graphql';

/**
 * One error type for both faces of the API: GraphQL sees `extensions.code`, REST maps `status`
 * to the HTTP status and `{ error: message }`. `retryAfter` (seconds) becomes the Retry-After header on
 * both: REST's error handler sets it, Yoga copies `extensions.http.headers`.
 */
export class AppError extends GraphQLError {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined;
    super(message, { extensions: { code, http: { status, ...(headers && { headers }) } } });
  }
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

/** Prisma's unique-constraint failure, turned into a 409 with a readable message. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}

/** Prisma's "record to update/delete not found". */
export function isMissingRecord(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2025';
}

/** Prisma's foreign-key failure: the row is still referenced elsewhere. */
export function isStillReferenced(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2003';
}
