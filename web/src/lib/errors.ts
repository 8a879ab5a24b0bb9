import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Thrown by the REST helper; `status` is 0 for network failures. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's stable code for the message (`reason` in the body), which the client translates. */
    readonly reason?: string,
    /** The values of a message with numbers or names in it (`params` in the body). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error/message text of an API error body, if any. */
function messageFromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message, errors } = body as { error?: unknown; message?: unknown; errors?: { message?: unknown }[] };
  for (const candidate of [error, message, errors?.[0]?.message]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function networkErrorMessage(detail: string): string {
  return `Network error contacting API: ${detail}`;
}

/** The API could not be reached (fetch rejected): the client's own text, with its code and values. */
export function networkFailure(error: unknown): ApiError {
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError(networkErrorMessage(detail), 0, 'NETWORK_ERROR', { detail });
}

/** An error answer: the server's text, code and values, or 'Request failed: {status}' when it sent no text. */
export function failedRequest(body: unknown, status: number): ApiError {
  const message = messageFromBody(body);
  if (!message) return new ApiError(`Request failed: ${status}`, status, 'REQUEST_FAILED', { status });
  const { reason, params } = (body ?? {}) as { reason?: unknown; params?: unknown };
  return new ApiError(message, status, typeof reason === 'string' ? reason : undefined, paramsOf(params));
}

/**
 * The text to show for a failed call (product-rules.md#errors): the server's own message when it rejected the request,
 * 'Request failed: {status}' for an HTTP failure without one, 'Network error contacting API: …' when the API
 * could not be reached.
 * `rejected` is used when the server answered with an error that carries no text, `failed` for anything else
 * without text.
 */
export function errorMessage(error: unknown, rejected: string, failed: string = rejected): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((e) => e.message.trim())?.message ?? rejected;
  }
  if (ServerError.is(error)) {
    return messageFromBody(parseJson(error.bodyText)) ?? `Request failed: ${error.statusCode}`;
  }
  if (ServerParseError.is(error)) return `Request failed: ${error.statusCode}`;
  if (error instanceof ApiError) return error.message || failed;
  // fetch rejects with a TypeError when the server cannot be reached
  if (error instanceof TypeError) return networkErrorMessage(error.message);
  if (error instanceof Error && error.message) return error.message;
  return failed;
}

/** True when the API said the caller is not (or no longer) authenticated. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (ServerError.is(error)) return error.statusCode === 401;
  return error instanceof ApiError && error.status === 401;
}

/** The stable code the API gives beside its English message (REST `reason`, GraphQL `extensions.reason`). */
export function errorReason(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const reason = error.errors.find((e) => typeof e.extensions?.reason === 'string')?.extensions?.reason;
    return typeof reason === 'string' ? reason : undefined;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return codedFailure(error).reason;
  if (error instanceof ApiError) return error.reason;
  return error instanceof TypeError ? 'NETWORK_ERROR' : undefined;
}

type Params = Record<string, string | number>;

function paramsOf(value: unknown): Params | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Apollo's HTTP failure as the REST helper reads one (failedRequest): the body's code, or REQUEST_FAILED. */
function codedFailure(error: ServerError | ServerParseError): ApiError {
  return failedRequest(ServerError.is(error) ? parseJson(error.bodyText) : undefined, error.statusCode);
}

/** The values of the API's message (REST `params`, GraphQL `extensions.params`), for its translation. */
export function errorParams(error: unknown): Params | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    return paramsOf(error.errors.find((e) => typeof e.extensions?.reason === 'string')?.extensions?.params);
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return codedFailure(error).params;
  if (error instanceof ApiError) return error.params;
  return error instanceof TypeError ? { detail: error.message } : undefined;
}
