/**
 * Catalogue load: `GET /api/packages` and the GraphQL `{ packages {...} }` query, against the floor and Rihla,
 * and the ceiling (the same bytes from memory, `ceiling`), interleaved (floor, Rihla, then Rihla, floor in the
 * next round, ...) so drift on a shared machine hits both.
 */
import { isDeepStrictEqual } from 'node:util';

import autocannon from 'autocannon';

import { GRAPHQL_QUERY, MEMORY_PATH } from './catalogue-shape.ts';

export type Target = 'rest' | 'graphql' | 'ceiling';
export type LoadFigures = { requests: number; seconds: number; rps: number; p50: number; p99: number; failed: number };

const GRAPHQL_BODY = JSON.stringify({ query: GRAPHQL_QUERY });

function request(target: Target): {
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
} {
  if (target === 'rest') return { path: '/api/packages', method: 'GET' };
  if (target === 'ceiling') return { path: MEMORY_PATH, method: 'GET' };
  return { path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: GRAPHQL_BODY };
}

/** One autocannon run: `connections` keep-alive clients for `seconds`. */
export async function load(base: string, target: Target, connections: number, seconds: number): Promise<LoadFigures> {
  const { path, ...options } = request(target);
  const result = await autocannon({ url: base + path, connections, duration: seconds, ...options });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
  };
}

/** Sums rounds: throughput over the whole time, the median of the rounds' p50 and the worst p99. */
export function combine(rounds: LoadFigures[]): LoadFigures {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b);
  return {
    requests,
    seconds,
    rps: requests / seconds,
    p50: p50s[Math.floor(p50s.length / 2)] ?? NaN,
    p99: Math.max(...rounds.map((r) => r.p99)),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
  };
}

async function fetchJson(base: string, target: Target): Promise<unknown> {
  const { path, ...init } = request(target);
  const response = await fetch(base + path, init);
  if (!response.ok) throw new Error(`${target} ${path} answered ${response.status}`);
  return response.json();
}

/** Whether the floor answers the same JSON as Rihla (so the ratio compares the same work); a note if not. */
export async function sameAnswers(floor: string, rihla: string, target: Target): Promise<string | null> {
  const [a, b] = await Promise.all([fetchJson(floor, target), fetchJson(rihla, target)]);
  if (isDeepStrictEqual(a, b)) return null;
  const size = (v: unknown) => JSON.stringify(v).length;
  return `${target}: the floor's JSON differs from Rihla's (${size(a)} vs ${size(b)} bytes); ratios compare unlike answers`;
}

/** Whether the ceiling sends the very bytes of Rihla's `GET /api/packages`; a note if not. */
export async function ceilingSendsRihlasBytes(floor: string, rihla: string): Promise<string | null> {
  const text = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  };
  const [ceiling, product] = await Promise.all([text(floor + MEMORY_PATH), text(`${rihla}/api/packages`)]);
  return ceiling === product
    ? null
    : `the ceiling's bytes differ from Rihla's GET /api/packages (${ceiling.length} vs ${product.length}); its ratio compares unlike answers`;
}
