import { AppError, badRequest, conflict, notFound } from './errors.ts';

/**
 * What a client may be told about an error that is not an AppError. Services translate the database errors
 * they expect; this is the net under them, so a constraint nobody anticipated still answers a clear 4xx and
 * never the database's own text (table names, `invalid input syntax`, Prisma's call site).
 */
const PRISMA_CLIENT_ERRORS: Partial<Record<string, () => AppError>> = {
  P2000: () => badRequest('A value is too long.'),
  P2002: () => conflict('This already exists.'),
  P2003: () => conflict('This is still in use elsewhere.'),
  P2006: () => badRequest('A value is not valid.'),
  P2007: () => badRequest('A value is not valid.'),
  P2020: () => badRequest('A number is out of range.'),
  P2025: () => notFound(),
};

/** Fastify's and @fastify/multipart's own client errors, worded for people; the rest get a generic text. */
const HTTP_CLIENT_ERRORS: Partial<Record<string, () => AppError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest('Malformed JSON body.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest('The JSON body is empty.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large (at most 100 KB).'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest('The Content-Length header does not match the body.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON (application/json) or a multipart form.'),
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'Images must be 5 MB or smaller.'),
  FST_FILES_LIMIT: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'Send one image at a time.'),
  FST_PARTS_LIMIT: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.'),
  FST_FIELDS_LIMIT: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.'),
  FST_PROTO_VIOLATION: () => badRequest('The form has a field name that is not allowed.'),
};

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
};

type CodedError = { code?: unknown; statusCode?: unknown; name?: unknown };

/** The AppError to show for `error`, or null when it is a fault of ours (a 500 with a generic message). */
export function publicError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return null;
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
    return new AppError(status, 'BAD_REQUEST', GENERIC_BY_STATUS[statusCode] ?? 'Bad request.');
  }
  return null;
}
