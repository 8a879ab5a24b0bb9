import http from 'node:http';

import type { ResponseJson } from '../../response-json.ts';
import { recordSecret, recordSecretsIn } from './secrets.ts';

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string; body: ResponseJson; ms: number };

export type RequestOptions = {
  json?: unknown;
  /** A body sent as is (broken JSON, for instance), with content-type application/json unless headers say otherwise. */
  raw?: string | Buffer;
  /** Session JWT, sent as `Authorization: Bearer`. */
  token?: string;
  bookingToken?: string;
  headers?: Record<string, string>;
};

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * An HTTP client that connects from one loopback source address. Every attacker, victim and customer of the
 * suite gets its own 127.0.0.x address, so the product's per-IP limits (which the suite also attacks) see
 * them as different clients, exactly as they would see different machines, without trusting any header.
 */
export function client(baseUrl: string, sourceAddress: string) {
  const url = new URL(baseUrl);

  function request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) {
      headers.authorization = `Bearer ${options.token}`;
      recordSecret(options.token, 'a bearer token');
    }
    if (options.bookingToken) {
      headers['x-booking-token'] = options.bookingToken;
      recordSecret(options.bookingToken, 'a booking access token');
    }
    let payload: string | Buffer | undefined;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      recordSecretsIn(options.json);
    } else if (options.raw !== undefined) payload = options.raw;
    if (payload !== undefined) headers['content-type'] ??= 'application/json';

    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers,
          localAddress: sourceAddress,
          timeout: REQUEST_TIMEOUT_MS,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const body = parseJson(text);
            recordSecretsIn(body);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, ms: performance.now() - started });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} got no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    address: sourceAddress,
    request,
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, json: unknown, options?: RequestOptions) => request('POST', path, { ...options, json }),
    patch: (path: string, json: unknown, options?: RequestOptions) => request('PATCH', path, { ...options, json }),
    graphql: (query: string, variables: Record<string, unknown> = {}, options?: RequestOptions) =>
      request('POST', '/graphql', { ...options, json: { query, variables } }),
  };
}

export type Client = ReturnType<typeof client>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
