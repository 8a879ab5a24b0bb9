/**
 * Starts Debian's PgBouncer (`/usr/sbin/pgbouncer`) in transaction pooling mode in front of a PostgreSQL server,
 * for harnesses that must prove the product works behind it (the API suite through PgBouncer, `npm run test:scale`).
 * Its config lives in a temp dir of its own, it listens on 127.0.0.1 and a free port only (no unix socket), and
 * clients are let in without a password (auth_type trust, like the local server): PgBouncer logs in to the server
 * with the server URL's own credentials.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { freePort } from './throwaway.ts';

const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncerOptions {
  /** The PostgreSQL server behind it, without a database: `postgresql://postgres@127.0.0.1:5432`. */
  serverUrl: string;
  /** The server's databases it lets clients into (each under its own name). */
  databases: string[];
  /** Where it listens; a free port if not given. */
  port?: number;
  /** Server connections per database and user (PgBouncer's default_pool_size); 20 if not given. */
  poolSize?: number;
}

export interface PgBouncer {
  /** A connection URL for one of `databases` through PgBouncer. */
  url(database: string): string;
  stop(): Promise<void>;
}

/** A value in PgBouncer's libpq-style [databases] lines, quoted as its parser expects. */
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** A userlist.txt string. */
const doubleQuoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** PgBouncer 1.18 reads a [databases] key as a bare word: names are held to what needs no quoting. */
function bareName(name: string) {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`startPgBouncer: unsupported database name ${name}`);
  return name;
}

/** The server URL's parts PgBouncer logs in with. */
function serverLogin(serverUrl: string) {
  const url = new URL(serverUrl);
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port || '5432',
    user: decodeURIComponent(url.username) || 'postgres',
    password: decodeURIComponent(url.password),
  };
}

function configText(options: Required<PgBouncerOptions>, dir: string) {
  const server = serverLogin(options.serverUrl);
  const login = [
    `host=${quoted(server.host)}`,
    `port=${server.port}`,
    `user=${quoted(server.user)}`,
    ...(server.password ? [`password=${quoted(server.password)}`] : []),
  ].join(' ');
  const databases = options.databases.map((name) => `${bareName(name)} = dbname=${name} ${login}`);
  return [
    '[databases]',
    ...databases,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${options.port}`,
    // An empty value turns the unix socket off: nothing is left in /tmp and parallel runs do not collide.
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize}`,
    'max_client_conn = 1000',
    // Clients queued longer than this get an error instead of hanging a test run.
    'query_wait_timeout = 30',
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
}

/** PgBouncer refuses to run as root (CI runs as root): it then drops to `nobody`, which must read its files. */
const runAs = () => (process.getuid?.() === 0 ? ['-u', 'nobody'] : []);

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${output()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`pgbouncer does not answer: ${String(error)}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    // SIGTERM is PgBouncer's immediate shutdown (SIGINT would wait for every client to leave).
    child.kill('SIGTERM');
  });
}

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  if (!options.databases.length) throw new Error('startPgBouncer: no databases');
  const settings = { poolSize: 20, ...options, port: options.port ?? (await freePort()) };
  const dir = await mkdtemp(path.join(tmpdir(), 'rihla-pgbouncer-'));
  // Readable by the user it drops to when started as root. Clients need no password (trust); the server's, if its
  // URL has one, is in pgbouncer.ini for this run only (test servers trust local connections and have none).
  await chmod(dir, 0o755);
  const { user } = serverLogin(options.serverUrl);
  await writeFile(path.join(dir, 'userlist.txt'), `${doubleQuoted(user)} ""\n`, { mode: 0o644 });
  const config = path.join(dir, 'pgbouncer.ini');
  await writeFile(config, configText(settings, dir), { mode: 0o644 });

  const child = spawn(PGBOUNCER, [...runAs(), config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  // pgbouncer=true: no prepared statements across transactions, which transaction pooling does not keep (prisma/sql.ts).
  const url = (database: string) =>
    `postgresql://${encodeURIComponent(user)}@127.0.0.1:${settings.port}/${encodeURIComponent(database)}?pgbouncer=true`;
  try {
    await waitUntilAnswering(url(options.databases[0]), child, () => log);
  } catch (error) {
    await stopped(child);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      await stopped(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
