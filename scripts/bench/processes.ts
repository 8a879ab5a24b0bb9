/** The bench's processes: the compiled API and worker (as `npm start` runs them) and the floor server. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import * as esbuild from 'esbuild';

import { nodeArgs, nodeEnv, servers } from '../bundle.ts';
import { root } from '../lib.ts';

export type Running = { name: string; child: ChildProcess; logFile: string; startupMs: number };

/** Resident memory of a process now (VmRSS), in MiB. */
export function rssMiB(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// BENCH_NODE_ARGS: extra node flags for the API and the worker, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
// (node refuses --cpu-prof in NODE_OPTIONS). Profiles are written when the bench stops them.
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Spawns `node <args>` with its output in `logFile`, and measures until `ready()` holds (spawn -> ready). */
async function startNode(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<Running> {
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', out, out] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${tail(logFile)}`);
    if (await ready()) return { name, child, logFile, startupMs: performance.now() - started };
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${name} not ready after ${timeoutMs / 1000} s:\n${tail(logFile)}`);
    }
    await sleep(5);
  }
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

const answers = (url: string) => () =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    async (r) => {
      await r.arrayBuffer();
      return r.ok;
    },
    () => false,
  );

/** The API bundle; ready when GET /api/auth/setup-required answers 200. */
export function startApi(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<Running> {
  const api = servers.find((b) => b.name === 'api')!;
  return startNode(
    'api',
    [...extraNodeArgs, ...nodeArgs(api)],
    { ...env, ...nodeEnv(api), PORT: String(port) },
    logFile,
    answers(apiUrl(port, '/api/auth/setup-required')),
  );
}

/** The worker bundle; ready when this start logs "worker ready" (its queues are listening). */
export function startWorker(env: NodeJS.ProcessEnv, logFile: string): Promise<Running> {
  const worker = servers.find((b) => b.name === 'worker')!;
  // The log is appended to by every start: only what this one wrote counts.
  const from = existsSync(logFile) ? statSync(logFile).size : 0;
  const ready = () => Promise.resolve(readFileSync(logFile).subarray(from).toString().includes('"msg":"worker ready"'));
  return startNode('worker', [...extraNodeArgs, ...nodeArgs(worker)], env, logFile, ready);
}

/** The floor server (scripts/bench/floor.ts), bundled like the API so both run as plain `node`. */
export async function startFloor(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<Running> {
  const outfile = path.join(root, 'node_modules', '.cache', 'rihla-bench', 'floor.js');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['scripts/bench/floor.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
  return startNode('floor', [outfile], { ...env, PORT: String(port) }, logFile, answers(apiUrl(port, '/api/packages')));
}

const apiUrl = (port: number, pathname: string) => `http://127.0.0.1:${port}${pathname}`;

/** SIGTERM, then SIGKILL after 10 s. */
export async function stop(running: Running | undefined): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
