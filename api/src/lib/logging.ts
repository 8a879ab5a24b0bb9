import { hostname } from 'node:os';

import { traceLogFields } from '@rihla/worker/tracing';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type Bindings, type ChildLoggerOptions, type Logger, symbols as pinoSymbols } from 'pino';

/**
 * Secrets that may travel in a request: bearer tokens, cookies, booking tokens, webhook signatures, and
 * passwords or client secrets in a body someone logs. pino replaces them before the line is written.
 */
const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["x-booking-token"]', '["stripe-signature"]'];
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'clientSecret',
  'jwtSecret',
  'travellerDataKeys',
  'passportNumber',
];

const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers.${h}`, `headers.${h}`, `res.headers.${h}`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `body.${f}`, `*.body.${f}`]),
  // A travellers list (PUT /api/bookings/:id/travellers, saveTravellers) nests the numbers one level down.
  ...['travellers[*].passportNumber', '*.travellers[*].passportNumber', '*.*.travellers[*].passportNumber'],
];

/**
 * Query strings carry secrets too (`/api/payments/status?clientSecret=...`): the request line keeps the
 * parameter names for debugging and drops every value.
 */
function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=~`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Where a request's logger keeps its request id (requestChildLogger); the mixin puts it on each of its lines. */
const REQUEST_ID = Symbol('rihla.reqId');

/**
 * Fastify's `logger` option: level, redaction, a request serializer that never prints query values, the request id
 * on every line a request's logger writes, and while tracing runs the active span's `trace_id`/`span_id`.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  const traceIds = traceLogFields().mixin;
  return {
    level,
    // A fresh object each line: pino merges the line's own fields into it.
    mixin: (_line: object, _level: number, logger: Logger) => {
      const reqId = (logger as unknown as Record<symbol, string | undefined>)[REQUEST_ID];
      return reqId === undefined ? { ...traceIds?.() } : { reqId, ...traceIds?.() };
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestFields },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's `childLoggerFactory`: the logger of one request, whose lines carry `reqId` where Fastify's binding put
 * it. Fastify binds `{ reqId }` on a child made for every request, and pino passes a child's bindings through the
 * redactor when it makes it: with the paths above that start with a wildcard, ~9 µs per request whether or not
 * the request logs anything (docs/decisions/0030-one-request.md). The id is kept on the child instead, and the mixin
 * writes it on each line, where it goes through the redactor like any field.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const { reqId, ...others } = bindings;
  if (typeof reqId !== 'string' || Object.keys(others).length) return logger.child(bindings, options);
  const child = logger.child({}, options);
  Object.defineProperty(child, REQUEST_ID, { value: reqId });
  return child;
}

/** Whether a request's logger writes info lines (a route may log at warn only). Fastify's loggers are pino's. */
const infoEnabled = (logger: FastifyBaseLogger) => (logger as Logger).isLevelEnabled('info');

/**
 * What a line says of a request: method, the URL without query values, host, client address. pino's `req`
 * serializer, also called for any `{ req }` someone logs by hand, so nothing is assumed about its shape.
 */
function requestFields(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? withoutQueryValues(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify's two request lines ('incoming request', 'request completed'), as pino writes them with the options
 * above (same fields, same order; api/test/request-lines.test.ts holds them to pino's own output), but put together
 * here and handed to the app logger's stream. Their fields are requestFields', the status code, the response time
 * and reqId alone, so the redaction has nothing to find in them; through pino they cost ~25 µs a line, most of it
 * the redactor (its paths that start with a wildcard run it over every field), then ~5 µs of pino's generic
 * serialization: together ~45 % of a cached catalogue read's CPU (docs/decisions/0030-one-request.md). Every other
 * line, whatever someone logs by hand and a request that errored, goes through pino and its redaction. Routes that
 * log at warn (the webhook, the health and metrics routes) still write no request line.
 */
export class RequestLines extends LogController {
  #stream: { write(line: string): void } | undefined;
  #info = 0;
  /** pino's default `base`, which loggerOptions keeps. */
  readonly #base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  readonly #traceIds = traceLogFields().mixin;

  /** Call once the app's logger exists (Fastify takes the controller before it makes its logger). */
  writeTo(logger: FastifyBaseLogger) {
    const stream = (logger as unknown as Record<symbol, { write(line: string): void } | undefined>)[
      pinoSymbols.streamSym
    ];
    if (!stream) return; // not pino: Fastify writes its own lines
    this.#stream = stream;
    this.#info = (logger as Logger).levels.values.info;
  }

  /** One line: level, time and base as pino starts it, then the mixin's trace ids, then `fields`, then msg. */
  #write(fields: string, msg: string) {
    let traced = '';
    for (const [name, value] of Object.entries(this.#traceIds?.() ?? {}))
      traced += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
    this.#stream!.write(`{"level":${this.#info},"time":${Date.now()}${this.#base}${traced}${fields},"msg":"${msg}"}\n`);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!this.#stream) return super.incomingRequest(request, reply);
    if (this.isLogDisabled(request) || !infoEnabled(request.log)) return;
    this.#write(
      `,"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(requestFields(request))}`,
      'incoming request',
    );
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || !this.#stream) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request) || !infoEnabled(reply.log)) return;
    this.#write(
      `,"reqId":${JSON.stringify(request.id)},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}`,
      'request completed',
    );
  }
}
