import { traceLogFields } from '@rihla/worker/tracing';
import type { FastifyRequest } from 'fastify';

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

/**
 * Fastify's `logger` option: level, redaction, a request serializer that never prints query values, and while
 * tracing runs the active span's `trace_id`/`span_id` on every line.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...traceLogFields(),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Also called for any `{ req }` someone logs by hand, so nothing is assumed about its shape.
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? withoutQueryValues(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
