/**
 * The JS schema engine recipe of the Prisma CLI (docs/decisions/0001-prisma-js-engine.md), all in this one module:
 * prisma.config.ts spreads `jsSchemaEngine()` into its config and holds nothing engine-specific itself.
 *
 * The rest of the recipe lives where Prisma reads it: schema.prisma's `engineType = "client"` generator and its
 * datasource `url = env("DATABASE_URL")` (ignored, but without it the CLI downloads a native engine), and the
 * exact 6.19.3 pins in package.json. The runtime clients (api, worker, seed, tests: ./index.ts) use the stock
 * adapter and need nothing from here.
 *
 * Moving to Prisma 7 (docs/decisions/0027-supported-ground.md says what waits for it): replace the spread with
 * `datasource: { url: env('DATABASE_URL') }`, delete this module and the two schema.prisma lines above, and the
 * CLI runs on its own schema engine (which it downloads: the reason it waits).
 *
 * The driver adapter it gives the CLI (migrate/diff/pull) works around four bugs of @prisma/adapter-pg 6.19:
 *  1. catalog queries return "char"/name columns (and arrays) that the adapter refuses to deserialize;
 *  2. connectToShadowDb() ignores the shadow database name / loses the password / drops the DB too early;
 *  3. the CLI process lingers on idle pool connections (and on the engine's long timers);
 *  4. executeScript() splits scripts on every ";", which breaks $$-quoted function bodies.
 */
import { randomUUID } from 'node:crypto';

import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { parse } from 'pg-connection-string';

const TEXT = 25;
const TEXT_ARRAY = 1009;
/** "char" (18), name (19) and their arrays (1002, 1003) are read as text / text[]. */
const RELABEL = new Map<number, number>([
  [18, TEXT],
  [19, TEXT],
  [1002, TEXT_ARRAY],
  [1003, TEXT_ARRAY],
]);

type TypeSource = { getTypeParser: (oid: number, format?: 'text' | 'binary') => unknown };
type QueryResultLike = { fields?: { dataTypeID: number }[] };

function relabel<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as (QueryResultLike | undefined)[]) {
    for (const field of r?.fields ?? []) field.dataTypeID = RELABEL.get(field.dataTypeID) ?? field.dataTypeID;
  }
  return result;
}

/** A query config object (not a text, not a submittable such as a cursor), whose type parsers can be swapped. */
function isPlainQueryConfig(config: unknown): config is { types?: TypeSource } {
  return typeof config === 'object' && config !== null && typeof (config as { submit?: unknown }).submit !== 'function';
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

class CatalogSafeClient extends pg.Client {
  // pg's overloads are impractical to restate; this keeps every call form (promise, callback, submittable),
  // and `never` lets the one implementation stand for each overload's return type.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const run = super.query.bind(this) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
    if (isPlainQueryConfig(config)) {
      const base: TypeSource = config.types ?? pg.types;
      config = {
        ...config,
        types: {
          getTypeParser: (oid: number, format?: 'text' | 'binary') =>
            base.getTypeParser(RELABEL.get(oid) ?? oid, format),
        },
      };
    }
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    if (typeof callback === 'function') {
      const done = callback as (err: Error | null, res: unknown) => void;
      return run(config, values, (err: Error | null, res: unknown) => done(err, err ? res : relabel(res))) as never;
    }
    const out = run(config, values);
    return (isThenable(out) ? out.then(relabel) : out) as never;
  }
}

type Fields = { host: string; port: number; user: string; password?: string; database: string };

function fieldsOf(url: string): Fields {
  const c = parse(url);
  return {
    host: c.host ?? '127.0.0.1',
    port: Number(c.port ?? 5432),
    user: c.user ?? 'postgres',
    password: c.password ?? undefined,
    database: c.database ?? 'postgres',
  };
}

const poolConfig = (f: Fields) => ({ ...f, Client: CatalogSafeClient, allowExitOnIdle: true });

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;

/** Runs a migration script as one simple-protocol query, as psql would, instead of naive ";" splitting. */
function wholeScripts(adapter: Adapter, pool: pg.Pool): Adapter {
  adapter.executeScript = async (script: string) => {
    await pool.query(script);
  };
  return adapter;
}

class MigrationPg extends PrismaPg {
  private readonly pool: pg.Pool;

  constructor(private readonly fields: Fields) {
    const pool = new pg.Pool(poolConfig(fields));
    super(pool);
    this.pool = pool;
  }

  override async connect() {
    return wholeScripts(await super.connect(), this.pool);
  }

  override async connectToShadowDb() {
    const database = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '_')}`;
    const admin = new pg.Client(this.fields);
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();

    const pool = new pg.Pool(poolConfig({ ...this.fields, database }));
    const adapter = wholeScripts(await new PrismaPg(pool).connect(), pool);
    adapter.dispose = async () => {
      await pool.end();
      const dropper = new pg.Client(this.fields);
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await dropper.end();
    };
    return adapter;
  }
}

/** The JS engine leaves 10 s / 60 s timers behind; unref them so CLI commands exit when done (bug 3). */
function unrefLongTimers() {
  const setTimeoutOriginal = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = setTimeoutOriginal(fn, ms, ...args);
    if ((ms ?? 0) >= 5000) timer.unref();
    return timer;
  }) as typeof setTimeout;
}

/** The engine settings of the CLI's config for the database at `url`; call it once, from prisma.config.ts. */
export function jsSchemaEngine(url: string) {
  // The CLI refuses to run without DATABASE_URL (it would try to download a native engine).
  process.env.DATABASE_URL = url;
  unrefLongTimers();
  return {
    experimental: { adapter: true },
    engine: 'js',
    adapter: () => Promise.resolve(new MigrationPg(fieldsOf(url))),
  } as const;
}
