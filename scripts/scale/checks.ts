/**
 * What must hold across processes besides payments: one login limit for the whole cluster, a checkout's live
 * push whatever API got the event, a staff edit seen by every API within a second, and each periodic job run
 * once per period by the pool of workers.
 */
import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import { load, type LoadFigures } from '../bench/catalogue.ts';
import { push } from '../bench/payments.ts';
import type { Api, Cluster } from './cluster.ts';
import type { Payments } from './payments.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Attempt = { status: number; ms: number };

/** A login attempt with a wrong password: its status (401 refused, 429 limited) and how long it took. */
async function failedLogin(base: string, forwardedFor: string): Promise<Attempt> {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'nobody@scale.example', password: 'not-the-password' }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export type LoginLimit = {
  limit: number;
  direct: number;
  directPassed: number;
  spoofed: number;
  spoofPassed: number;
  /** Median time of an attempt that reached the password check (argon2) and of one refused by the limit. */
  checkedMs: number;
  limitedMs: number;
};

/**
 * `limit` per client address per minute (AUTH_RATE_LIMIT) across the cluster: three times the limit sent to the
 * APIs in turn from one address pass `limit` times, not three times that. Then through nginx, each attempt
 * claiming a fresh X-Forwarded-For: with TRUST_PROXY=1 only nginx's own entry counts, so they too pass `limit` times.
 */
export async function loginLimit(cluster: Cluster, limit: number): Promise<LoginLimit> {
  const direct: Attempt[] = [];
  for (let i = 0; i < limit * cluster.apis.length; i++)
    direct.push(await failedLogin(cluster.apis[i % cluster.apis.length].url, '203.0.113.7'));
  const spoofed: Attempt[] = [];
  for (let i = 0; i < limit * 2; i++)
    spoofed.push(await failedLogin(cluster.nginx.url, `198.18.${i % 250}.${(i * 7) % 250}`));
  const all = [...direct, ...spoofed];
  const unexpected = all.filter((a) => a.status !== 401 && a.status !== 429).map((a) => a.status);
  if (unexpected.length) throw new Error(`login attempts answered ${[...new Set(unexpected)].join(', ')}`);
  const passed = (attempts: Attempt[]) => attempts.filter((a) => a.status === 401);
  return {
    limit,
    direct: direct.length,
    directPassed: passed(direct).length,
    spoofed: spoofed.length,
    spoofPassed: passed(spoofed).length,
    checkedMs: median(passed(all).map((a) => a.ms)),
    limitedMs: median(all.filter((a) => a.status === 429).map((a) => a.ms)),
  };
}

export type CatalogReads = { oneApi: LoadFigures; nginx: LoadFigures };

/**
 * The cached catalogue (GET /api/packages) under load, from one API and from nginx over all of them, `seconds`
 * each: what one API process serves, and whether the balancer adds any. Every answer must be a 200.
 */
export async function catalogReads(cluster: Cluster, seconds = 4): Promise<CatalogReads> {
  const oneApi = await load(cluster.apis[0].url, 'rest', 10, seconds);
  const nginx = await load(cluster.nginx.url, 'rest', 30, seconds);
  return { oneApi, nginx };
}

export type Push = { latencies: number[]; missed: number; reason?: string };

/** Subscribed on `subscriber`, the event sent to `receiver`: the PAID message must reach the checkout. */
export async function checkoutPush(payments: Payments, subscriber: Api, receiver: Api, count = 5): Promise<Push> {
  const bookings = await payments.bookings('push', count);
  const result = await push(subscriber.url, payments.webhookTo(receiver), bookings);
  return result.available
    ? { latencies: result.latencies, missed: result.missed }
    : { latencies: [], missed: count, reason: result.reason };
}

async function json<T>(response: Response): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body) as T;
}

type PackageList = { id: number; name: string }[] | { packages: { id: number; name: string }[] };
const packageNames = (list: PackageList) => (Array.isArray(list) ? list : list.packages);

/**
 * The first admin is registered through `editor`, which renames a package; every other API, its cached
 * catalogue warmed first, must answer the new name within a second. Answers each API's delay in ms.
 */
export async function staffEdit(cluster: Cluster, editor: Api): Promise<{ api: string; ms: number }[]> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' };
  const { token } = await json<{ token: string }>(
    await fetch(`${editor.url}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Scale Admin',
        email: 'admin@scale.example',
        password: randomBytes(18).toString('base64url'),
        role: 'ADMIN',
      }),
    }),
  );
  const readers = cluster.apis.filter((api) => api !== editor);
  const list = (api: Api) => fetch(`${api.url}/api/packages`).then((r) => json<PackageList>(r));
  // Twice each: the second answer comes from the API's cache.
  for (const api of readers) for (let i = 0; i < 2; i++) await list(api);
  const target = packageNames(await list(editor))[0];
  const name = `${target.name.slice(0, 60)} (${Date.now().toString(36)})`;
  await json(
    await fetch(`${editor.url}/api/packages/${target.id}`, {
      method: 'PATCH',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    }),
  );
  const edited = performance.now();
  return Promise.all(
    readers.map(async (api) => {
      for (;;) {
        const served = packageNames(await list(api)).find((p) => p.id === target.id)?.name;
        const ms = performance.now() - edited;
        if (served === name || ms > 5_000) return { api: api.name, ms: served === name ? ms : Infinity };
        await sleep(10);
      }
    }),
  );
}

export type SchedulerRuns = { queue: string; scheduler: string; everyMs: number; runs: number; slots: number };

/**
 * Every job scheduler of the install (found in Redis, so a new periodic job is checked without a change here)
 * and the runs its queue's event stream records as completed since `sinceMs`: one per slot, never a slot twice.
 * Reads BullMQ's keys: `<prefix>:<queue>:repeat` (the schedulers), `...:repeat:<id>` (its `every`) and
 * `<prefix>:<queue>:events` (a capped stream; the periodic queues see few events).
 */
export async function schedulerRuns(redisUrl: string, prefix: string, sinceMs: number): Promise<SchedulerRuns[]> {
  const redis = new Redis(redisUrl);
  try {
    const runs: SchedulerRuns[] = [];
    const repeatKeys = (await redis.keys(`${prefix}:*:repeat`)).sort();
    for (const key of repeatKeys) {
      const queue = key.slice(prefix.length + 1, -':repeat'.length);
      const events = await redis.xrange(`${prefix}:${queue}:events`, String(sinceMs), '+');
      const completed = events
        .map(([, fields]) => Object.fromEntries(fieldPairs(fields)) as Partial<Record<string, string>>)
        .filter((event) => event.event === 'completed');
      for (const scheduler of await redis.zrange(key, '0', '-1')) {
        const everyMs = Number(await redis.hget(`${key}:${scheduler}`, 'every'));
        const jobIds = completed.flatMap((e) => (e.jobId?.startsWith(`repeat:${scheduler}:`) ? [e.jobId] : []));
        runs.push({ queue, scheduler, everyMs, runs: jobIds.length, slots: new Set(jobIds).size });
      }
    }
    return runs;
  } finally {
    redis.disconnect();
  }
}

function* fieldPairs(fields: string[]): Generator<[string, string]> {
  for (let i = 0; i + 1 < fields.length; i += 2) yield [fields[i], fields[i + 1]];
}
