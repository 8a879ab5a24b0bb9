/**
 * A private PostgreSQL cluster and a private Redis for `npm run test:restarts`, each on 127.0.0.1 and a free port
 * of its own, so the proof can stop and start them under a running product without touching the shared servers.
 * PostgreSQL is Debian's (initdb + pg_ctl, run as the postgres user when started as root: it refuses root);
 * Redis keeps nothing on disk (`--save "" --appendonly no`), so a restart comes back empty, as after a crash or
 * a failover to a replica that had not caught up.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '../throwaway.ts';

const run = promisify(execFile);
const REDIS_SERVER = '/usr/bin/redis-server';
const REDIS_CLI = '/usr/bin/redis-cli';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function postgresBin(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => `/usr/lib/postgresql/${v}/bin/${name}`).find((file) => existsSync(file));
  if (!found) throw new Error(`no ${name} under /usr/lib/postgresql/*/bin`);
  return found;
}

export type PrivatePostgres = {
  /** The server without a database: `postgresql://postgres@127.0.0.1:<port>`. */
  serverUrl: string;
  /** pg_ctl stop -m immediate: every backend killed at once, no shutdown checkpoint (as a crash). */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startPrivatePostgres(dir: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const data = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');
  mkdirSync(data, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const folder of [dir, data]) chownSync(folder, postgresUid(), postgresUid('gid'));
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  await as(postgresBin('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // fsync off: the proof restarts the server, it does not lose the machine; the socket stays in the run's folder.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => as(postgresBin('pg_ctl'), ['-D', data, ...args]);
  const start = () => pgCtl('start', '-w', '-t', '30', '-l', logFile, '-o', options).then(() => undefined);
  await start();
  return {
    serverUrl: `postgresql://postgres@127.0.0.1:${port}`,
    stopImmediately: () => pgCtl('stop', '-m', 'immediate', '-w').then(() => undefined),
    start,
    stop: () => pgCtl('stop', '-m', 'fast', '-w').then(() => undefined),
  };
}

function postgresUid(field: 'uid' | 'gid' = 'uid'): number {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user to run PostgreSQL as (it refuses to run as root)');
  const [, , uid, gid] = line.split(':');
  return Number(field === 'uid' ? uid : gid);
}

export type PrivateRedis = {
  url: string;
  /** SIGKILL, then a new empty server on the same port: what a crash without persistence leaves. */
  restartEmpty(): Promise<void>;
  stop(): Promise<void>;
};

export async function startPrivateRedis(dir: string): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    for (let tries = 0; tries < 100; tries++) {
      const answered = await run(REDIS_CLI, ['-p', String(port), 'ping']).then(
        ({ stdout }) => stdout.trim() === 'PONG',
        () => false,
      );
      if (answered) return;
      await sleep(50);
    }
    throw new Error(`redis-server on port ${port} does not answer`);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restartEmpty() {
      await kill();
      await start();
    },
    stop: kill,
  };
}
