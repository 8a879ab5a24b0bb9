import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

import type { CatalogDatabases, CatalogReader } from './db.ts';

/** The public catalogue, in parts a staff write invalidates as a whole. */
export type CatalogArea = 'packages' | 'training' | 'transportModes' | 'serviceClasses' | 'siteSettings';
const AREAS: readonly CatalogArea[] = ['packages', 'training', 'transportModes', 'serviceClasses', 'siteSettings'];

/** The encodings a catalogue answer is sent in besides itself. */
export type ContentCoding = 'br' | 'gzip';

/**
 * One cached read: the value for GraphQL and services, its JSON body and strong ETag for REST, and the body's
 * compressed copies. The body is kept as UTF-8 bytes, encoded once: sent as a string, every answer was measured
 * (Buffer.byteLength) and encoded again, which costs most for text outside Latin-1 (Arabic), which V8 holds two bytes
 * a character. A compressed copy is made the first time a reader asks for it and kept with the entry: compressed
 * per request, a browser's read of the packages cost ~1 ms of CPU instead of ~0.1 (docs/decisions/0030-one-request.md).
 */
export type CatalogEntry<T> = { value: T; body: Buffer; etag: string; encoded(coding: ContentCoding): Buffer };

/** Once per entry and coding: Brotli at quality 6 (~0.4 ms for the packages, within 1 % of quality 9's size). */
const ENCODERS: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

export type CatalogCache = {
  /**
   * The cached entry of `key`, which depends on `areas` (a write to any of them drops it), loaded with `load` (once,
   * however many ask at the same time) when absent. A loaded value `keep` refuses is answered but not stored.
   */
  read<T>(
    areas: CatalogArea | readonly CatalogArea[],
    key: string,
    load: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<CatalogEntry<T>>;
  /** Drops `area` in this process at once and tells every other API process (Redis pub/sub) to drop theirs. */
  invalidate(area: CatalogArea): Promise<void>;
  /**
   * The database the loaders read: the replica when there is one, except for a while after any catalogue write
   * (the replica may not have it yet, and what a load reads is kept until the next write).
   */
  readonly db: CatalogReader;
  close(): Promise<void>;
};

export type CatalogCacheOptions = {
  /** Omit for a process-local cache (a single process, or tests of the cache itself). */
  redisUrl?: string;
  /** The install's Redis prefix: processes of one install share the channel `<prefix>:catalog`. */
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** What `db` answers (lib/db.ts); omit for a cache whose loaders read no database (tests of the cache itself). */
  databases?: CatalogDatabases;
};

/** Entries per process; the whole public catalogue is a few dozen. */
const MAX_ENTRIES = 500;
/**
 * Backstop only: invalidations arrive by pub/sub within milliseconds. If one was lost (a publish while Redis was
 * unreachable from the writer only), no entry outlives this.
 */
const TTL_MS = 5 * 60_000;
const CONNECT_TIMEOUT_MS = 1_000;
const LOG_EVERY_MS = 30_000;
/**
 * How long after a catalogue write (here or in another process) the loaders read the primary: far above a healthy
 * streaming replica's lag (milliseconds), so a load never keeps rows older than the write that dropped them.
 */
const PRIMARY_AFTER_WRITE_MS = 10_000;

/** A value with its JSON body, strong ETag and compressed copies (made when first asked for), as the cache keeps it. */
export function entryOf<T>(value: T): CatalogEntry<T> {
  const body = Buffer.from(JSON.stringify(value));
  const copies: Partial<Record<ContentCoding, Buffer>> = {};
  return {
    value,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: (coding) => (copies[coding] ??= ENCODERS[coding](body)),
  };
}

/**
 * The catalogue cache: an in-process LRU per API process, kept coherent across processes by Redis pub/sub.
 * While this process is not subscribed (Redis down, reconnecting) it cannot hear other processes' writes, so
 * it reads the database every time rather than risk serving a stale catalogue; on (re)subscribing it starts
 * from empty. A write that races a load never leaves the older rows behind: each area has a generation, and
 * a load started before an invalidation is not stored.
 */
export async function createCatalogCache(options: CatalogCacheOptions): Promise<CatalogCache> {
  type Stored = { areas: readonly CatalogArea[]; entry: Promise<CatalogEntry<unknown>> };
  const entries = new LRUCache<string, Stored>({ max: MAX_ENTRIES, ttl: TTL_MS });
  const loading = new Map<string, Stored>();
  const generation = new Map<CatalogArea, number>(AREAS.map((area) => [area, 0]));
  const generationsOf = (areas: readonly CatalogArea[]) => areas.map((area) => generation.get(area)).join(',');
  const channel = `${options.keyPrefix}:catalog`;

  const dropLocal = (area: CatalogArea) => {
    generation.set(area, (generation.get(area) ?? 0) + 1);
    for (const [key, stored] of [...entries.entries()]) if (stored.areas.includes(area)) entries.delete(key);
    for (const [key, stored] of [...loading.entries()]) if (stored.areas.includes(area)) loading.delete(key);
  };
  const dropAll = () => AREAS.forEach(dropLocal);
  let lastWrite = -Infinity;
  const written = (area: CatalogArea) => {
    lastWrite = Date.now();
    dropLocal(area);
  };

  let subscribed = !options.redisUrl;
  const connections = options.redisUrl ? await connect(options.redisUrl) : null;

  async function connect(url: string) {
    const settings = { enableOfflineQueue: false, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 };
    const publisher = new Redis(url, settings);
    const subscriber = new Redis(url, { ...settings, enableOfflineQueue: true });
    let lastLogged = -Infinity;
    const warn = (err: unknown) => {
      if (Date.now() - lastLogged < LOG_EVERY_MS) return;
      lastLogged = Date.now();
      options.log.warn({ err }, 'catalogue cache: Redis unreachable, reading the database (repeats muted for 30 s)');
    };
    publisher.on('error', warn);
    subscriber.on('error', warn);
    subscriber.on('close', () => {
      subscribed = false;
    });
    subscriber.on('message', (_channel: string, area: string) => {
      if ((AREAS as readonly string[]).includes(area)) written(area as CatalogArea);
    });
    // ioredis re-subscribes after a reconnect; whatever was published meanwhile is lost, so start empty.
    let firstSubscription: () => void = () => undefined;
    const subscribedOnce = new Promise<void>((resolve) => (firstSubscription = resolve));
    subscriber.on('ready', () => {
      subscriber
        .subscribe(channel)
        .then(() => {
          dropAll();
          subscribed = true;
          firstSubscription();
        })
        .catch(warn);
    });
    // At most the connect timeout, so the first requests are already cached; without Redis the app starts anyway.
    await Promise.race([subscribedOnce, new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref())]);
    return { publisher, subscriber, warn };
  }

  return {
    get db(): CatalogReader {
      const { primary, replica } = options.databases ?? {};
      if (!primary) throw new Error('This catalogue cache was made without databases.');
      return replica && Date.now() - lastWrite > PRIMARY_AFTER_WRITE_MS ? replica : primary;
    },
    read<T>(
      area: CatalogArea | readonly CatalogArea[],
      key: string,
      load: () => Promise<T>,
      keep: (value: T) => boolean = () => true,
    ): Promise<CatalogEntry<T>> {
      if (!subscribed) return load().then(entryOf);
      const areas = typeof area === 'string' ? [area] : area;
      const fullKey = `${areas.join('+')}:${key}`;
      const cached = entries.get(fullKey) ?? loading.get(fullKey);
      if (cached) return cached.entry as Promise<CatalogEntry<T>>;
      const started = generationsOf(areas);
      const stored: Stored = {
        areas,
        entry: load()
          .then((value) => {
            const entry = entryOf(value);
            if (keep(value) && subscribed && generationsOf(areas) === started) entries.set(fullKey, stored);
            return entry;
          })
          .finally(() => {
            if (loading.get(fullKey) === stored) loading.delete(fullKey);
          }),
      };
      loading.set(fullKey, stored);
      return stored.entry as Promise<CatalogEntry<T>>;
    },
    async invalidate(area) {
      written(area);
      if (!connections) return;
      await connections.publisher.publish(channel, area).catch(connections.warn);
    },
    async close() {
      await options.databases?.close();
      if (!connections) return;
      await Promise.all(
        [connections.publisher, connections.subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())),
      );
    },
  };
}
