import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { Role } from '@rihla/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import type { ResponseJson } from '../../test/response-json.ts';
import { anAgent, aStaffUser } from '../../test/support/factories.ts';
import { waitFor } from '../../test/wait.ts';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import type { AppDeps } from '../src/lib/context.ts';
import type { Queues } from '../src/lib/queues.ts';
import { checkRestContract, takeContractViolations } from './openapi-contract.ts';

export type TestApp = { app: FastifyInstance; deps: AppDeps };

// Every REST answer of a test app is checked against the OpenAPI document (openapi-contract.ts): drift fails the
// test that caused it.
function assertContractKept() {
  const violations = takeContractViolations();
  if (violations.length) throw new Error(`REST answers outside the OpenAPI document:\n${violations.join('\n')}`);
}
afterEach(assertContractKept);
afterAll(assertContractKept);

/** The environment's config with other per-minute rate limits (e.g. `{ auth: 1000 }` for a test that logs in a lot). */
export function configWithLimits(perMinute: Partial<Config['rateLimits']>, changes: Partial<Config> = {}): Config {
  const config = loadConfig();
  return { ...config, ...changes, rateLimits: { ...config.rateLimits, ...perMinute } };
}

/**
 * The real app on the throwaway test database (see test/global-setup.ts), with a clean slate. Each app counts
 * rate limits under its own Redis prefix, so one test file's requests never use up another's allowance.
 */
export async function startTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const config = overrides.config ?? loadConfig();
  const built = await buildApp(
    { ...overrides, config: { ...config, redisPrefix: `${config.redisPrefix}:${randomUUID()}` } },
    { instrument: checkRestContract },
  );
  await resetDatabase(built.deps.db);
  return built;
}

/** The test app and a staff member's session token, for a file that mostly calls staff endpoints. */
export async function startTestAppWithStaff(): Promise<{ t: TestApp; staff: string }> {
  const t = await startTestApp();
  return { t, staff: (await userWithToken(t, 'STAFF')).token };
}

/** The test app's queues with some calls replaced; closing them leaves the test app's own queues open. */
export function queuesWith({ deps }: TestApp, replaced: Partial<Queues>): Queues {
  return { ...deps.queues, close: () => Promise.resolve(), ...replaced };
}

export type Call = { status: number; body: ResponseJson; headers: Record<string, unknown> };

export async function rest(
  { app }: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; json?: unknown; payload?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.json !== undefined
      ? { payload: options.json as object }
      : options.payload
        ? { payload: options.payload }
        : {}),
  });
  const text = response.body;
  return { status: response.statusCode, body: text ? safeJson(text) : undefined, headers: response.headers };
}

/**
 * A request answered by its route. PDFs are rendered, and tests seed, on the app's own event loop, and on a loaded CI
 * machine one such stretch can hold it past the pressure guard's limit (lib/health.ts): the guard then sheds the
 * requests that follow with 503 SERVER_BUSY until its next sample. A shed request reaches no route and spends no
 * download budget, so it is sent again; every other answer, a 429 included, is returned as it came.
 */
export async function pastPressure<Answer extends { status: number } | { statusCode: number }>(
  send: () => Promise<Answer>,
): Promise<Answer> {
  return waitFor(async () => {
    const answer = await send();
    return ('status' in answer ? answer.status : answer.statusCode) === 503 ? null : answer;
  }, 30_000);
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function gql(
  { app }: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data: ResponseJson; errors?: { message: string; extensions: { code: string } }[] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    // A JSON answer, as Apollo's HttpLink asks: without an Accept header a subscription would stream (SSE) forever.
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  // A subscription asked for as JSON passed validation (a refusal is an error body) and gets 406 with a null body.
  return response.statusCode === 406 ? { data: null } : response.json();
}

/** The user with a session token, as signing in gives it. */
async function signedIn<U extends { id: number; role: Role; tokenVersion: number }>({ deps }: TestApp, user: U) {
  return { user, token: await startSession(deps.db, user, deps.config.jwtSecret, '1h') };
}

/** A user of the given role (a factory user, see test/support/factories.ts) with a valid session token. */
export async function userWithToken(t: TestApp, role: Role, email?: string) {
  return signedIn(t, await aStaffUser(t.deps.db, { role, ...(email ? { email } : {}) }));
}

/** An agent of the agency (a factory agent) with a valid session token. */
export async function agentWithToken(t: TestApp, agencyId: number) {
  return signedIn(t, await anAgent(t.deps.db, agencyId));
}

/** Who asks for a booking's own pages: staff, the customer who owns it (user row and token) and another customer. */
export async function bookingCallers(t: TestApp) {
  const staff = (await userWithToken(t, 'STAFF')).token;
  const owner = await userWithToken(t, 'USER');
  const stranger = (await userWithToken(t, 'USER')).token;
  return { staff, owner, stranger };
}

/** One token per role plus anonymous (undefined), for role-matrix tests. */
export async function everyone(t: TestApp) {
  return {
    anonymous: undefined,
    USER: (await userWithToken(t, 'USER')).token,
    STAFF: (await userWithToken(t, 'STAFF')).token,
    ADMIN: (await userWithToken(t, 'ADMIN')).token,
  };
}

export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Buffer; type: string },
) {
  const boundary = `----rihla${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An injected answer's body as text, decompressed as its Content-Encoding says (served pages come precompressed). */
export function decodedText(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

/** The built web app's page shell (index.html) with `root` in its root element, as the web-serving tests write it. */
export const webShell = (root = '') =>
  `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Rihla — Umrah and pilgrimage journeys planned with care: packages, bookings, consultations and preparation guides."
    />
    <title>Rihla</title>
  </head>
  <body><div id="root">${root}</div>${'<!-- padding -->'.repeat(100)}</body>
</html>`;
