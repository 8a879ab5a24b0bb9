import type { ErrorReason } from '@rihla/db/error-reasons';

import { AppError, badRequest, conflict, notFound } from './errors.ts';

/**
 * What a client may be told about an error that is not an AppError. Services translate the database errors
 * they expect; this is the net under them, so a constraint nobody anticipated still answers a clear 4xx and
 * never the database's own text (table names, `invalid input syntax`, Prisma's call site).
 */
const PRISMA_CLIENT_ERRORS: Partial<Record<string, () => AppError>> = {
  P2000: () => badRequest('VALUE_TOO_LONG'),
  P2002: () => conflict('ALREADY_EXISTS'),
  P2003: () => conflict('STILL_IN_USE'),
  P2006: () => badRequest('VALUE_INVALID'),
  P2007: () => badRequest('VALUE_INVALID'),
  P2020: () => badRequest('NUMBER_OUT_OF_RANGE'),
  P2025: () => notFound(),
};

/** Fastify's and @fastify/multipart's own client errors, worded for people; the rest get a generic text. */
const HTTP_CLIENT_ERRORS: Partial<Record<string, () => AppError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest('JSON_MALFORMED'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest('JSON_EMPTY'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'BODY_TOO_LARGE_100KB'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest('CONTENT_LENGTH_MISMATCH'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'MEDIA_TYPE_UNSUPPORTED'),
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'IMAGE_TOO_LARGE'),
  FST_FILES_LIMIT: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'ONE_IMAGE_AT_A_TIME'),
  FST_PARTS_LIMIT: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'FORM_TOO_MANY_FIELDS'),
  FST_FIELDS_LIMIT: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'FORM_TOO_MANY_FIELDS'),
  FST_PROTO_VIOLATION: () => badRequest('FORM_FIELD_NAME_NOT_ALLOWED'),
};

const GENERIC_BY_STATUS: Partial<Record<number, ErrorReason>> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'BODY_TOO_LARGE',
  415: 'CONTENT_TYPE_UNSUPPORTED',
};

type CodedError = { code?: unknown; statusCode?: unknown; name?: unknown; message?: unknown; meta?: unknown };

// A client retries after this many seconds: a PostgreSQL restart takes a few, a failover some more.
const UNAVAILABLE_RETRY_AFTER_S = 5;
/** SQLSTATE 57P01-57P03 (the server shutting down or starting up) and class 08 (connection exceptions). */
const SERVER_GOING_OR_COMING = /^(57P0[123]|08\d{3})$/;
const SOCKET_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** How Prisma's pg adapter names a database it could not reach or lost (DriverAdapterError kinds). */
const ADAPTER_UNREACHABLE = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** node-postgres' own words for a lost or unobtainable connection, which carry no code. */
const LOST_CONNECTION = /Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * Whether `error` says PostgreSQL could not be reached or went away mid-request (a restart, a failover): the request
 * may well succeed in a few seconds, so it is answered 503 with Retry-After, never 500, and never a 200 for a write
 * that did not happen. Seen through node-postgres directly (the payment path) or through Prisma's adapter.
 */
function isDatabaseUnavailable({ code, message, meta }: CodedError): boolean {
  if (typeof code === 'string' && (SERVER_GOING_OR_COMING.test(code) || SOCKET_FAILURES.has(code))) return true;
  if (code === 'P1001' || code === 'P1017') return true;
  const cause = (meta as { driverAdapterError?: { cause?: { kind?: string; code?: string } } } | undefined)
    ?.driverAdapterError?.cause;
  if (cause?.kind && ADAPTER_UNREACHABLE.has(cause.kind)) return true;
  if (cause?.kind === 'postgres' && SERVER_GOING_OR_COMING.test(cause.code ?? '')) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/** The AppError to show for `error`, or null when it is a fault of ours (a 500 with a generic message). */
export function publicError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return null;
  if (isDatabaseUnavailable(error))
    return new AppError(503, 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', undefined, UNAVAILABLE_RETRY_AFTER_S);
  const { code, statusCode, name } = error as CodedError;
  if (typeof code === 'string') {
    const known = String(name).startsWith('PrismaClient') ? PRISMA_CLIENT_ERRORS[code] : undefined;
    if (known) return known();
    const http = HTTP_CLIENT_ERRORS[code];
    if (http) return http();
  }
  // Body-parser failures (e.g. JSON with a __proto__ key) carry a status but wording meant for developers.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const status = statusCode as AppError['status'];
    return new AppError(status, 'BAD_REQUEST', GENERIC_BY_STATUS[statusCode] ?? 'BAD_REQUEST');
  }
  return null;
}
