/**
 * The production build of the servers: one ESM bundle each for the API and the worker (esbuild, source maps),
 * run with `node --enable-source-maps`. The project's own TypeScript (api/src, worker/src, the `@rihla/db` and
 * `@rihla/worker` workspaces) and most packages are bundled; those in KEEP_EXTERNAL stay imports, resolved at run
 * time from the node_modules beside the bundle (native modules such as sharp and @node-rs/argon2, Prisma's
 * runtime). See docs/decisions/0010-compiled-build.md.
 *
 * Staleness: each bundle starts with a fingerprint of every source it may contain (path, size and mtime of each
 * file under the folders below). A bundle whose fingerprint differs from the tree's is rebuilt, so an edit, a
 * new or deleted file or a file moved in with an old mtime is never run stale. The fingerprint is taken before
 * esbuild reads the sources: a file edited during a build leaves a bundle that is stale at the next check.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { decode, encode } from '@jridgewell/sourcemap-codec';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Bundle = { name: 'api' | 'worker' | 'prepare-db'; entry: string; outfile: string };

/** The two long-running servers. */
export const servers: Bundle[] = [
  { name: 'api', entry: 'api/src/main.ts', outfile: 'api/dist/main.js' },
  { name: 'worker', entry: 'worker/src/main.ts', outfile: 'worker/dist/main.js' },
];
/** The servers and the database step the Docker image runs before them (scripts/prepare-db.ts). */
const bundles: Bundle[] = [
  ...servers,
  { name: 'prepare-db', entry: 'scripts/prepare-db.ts', outfile: 'scripts/dist/prepare-db.js' },
];

/**
 * V8 heap settings of the API process (the Dockerfile's CMD repeats them; docs/decisions/0010, Memory): 4 MiB
 * young-generation semi-spaces instead of 16 MiB, and a 256 MiB old generation, which also makes V8 grow it by its
 * smallest factor: garbage is collected before it piles up in resident memory. The live heap is ~35 MiB, ~45-55 MiB
 * under load.
 */
const API_HEAP_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'];

/** How `npm start`, the bench and the Docker image run a bundle. */
export const nodeArgs = (bundle: Bundle) => [
  ...(bundle.name === 'api' ? API_HEAP_FLAGS : []),
  '--enable-source-maps',
  bundle.outfile,
];

/**
 * The environment a bundle runs with, on top of the caller's (the Dockerfile sets the same). glibc gives every
 * thread that mallocs its own arena (up to 8 per core); the API's native threads (libuv pool, Prisma's engine,
 * argon2, sharp) each keep a partly used arena resident. With two, a side-by-side probe measured 142-147 MiB after
 * the catalogue load against 156-159 without (docs/decisions/0010, Memory); throughput did not move.
 */
export const nodeEnv = (bundle: Bundle): NodeJS.ProcessEnv => (bundle.name === 'api' ? { MALLOC_ARENA_MAX: '2' } : {});

/**
 * What the bundles are made of. The API bundles the worker's job definitions and all bundle `@rihla/db`
 * (prisma/, its generated client included), so one fingerprint covers them all. This file and the package
 * manifests (exports maps) and tsconfigs shape the output too, and the API bundles the web's operation list.
 */
const SOURCE_DIRS = ['api/src', 'worker/src', 'prisma'];
const SOURCE_FILES = [
  'scripts/bundle.ts',
  'scripts/lib.ts',
  'scripts/prepare-db.ts',
  'package.json',
  'tsconfig.base.json',
  'api/package.json',
  'api/tsconfig.json',
  'worker/package.json',
  'worker/tsconfig.json',
  'prisma/package.json',
  // The web app's operations, which the API's metrics label by name (made by codegen before every bundle).
  'web/src/gql/persisted-documents.json',
];
/** Under prisma/: not imported by any server (the seed's data, migrations, tests) or not source at all. */
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'test', 'data']);

const FINGERPRINT_PREFIX = '// rihla-sources: ';

function listFiles(dir: string, into: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, into);
    else into.push(full);
  }
}

/** A hash of the path, size and mtime of every source file of the bundles. */
export function sourceFingerprint(): string {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) listFiles(path.join(root, dir), files);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 32);
}

/** The fingerprint written at the top of a built bundle, or null when there is none. */
function builtFingerprint(outfile: string): string | null {
  const file = path.join(root, outfile);
  if (!existsSync(file)) return null;
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(FINGERPRINT_PREFIX.length + 64);
  const read = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const line = head.subarray(0, read).toString('utf8').split('\n')[0] ?? '';
  return line.startsWith(FINGERPRINT_PREFIX) ? line.slice(FINGERPRINT_PREFIX.length) : null;
}

/** Names of the bundles that are missing or were built from other sources than the tree holds now. */
export function staleBundles(fingerprint = sourceFingerprint()): string[] {
  return bundles
    .filter((b) => builtFingerprint(b.outfile) !== fingerprint || !existsSync(queryCompilerBeside(b)))
    .map((b) => b.name);
}

/**
 * `import.meta.url` keeps meaning the source file's own location (relative to the bundle, so it holds wherever
 * the tree is copied): the seed reads its data files beside it, prisma/tools.ts finds the Prisma CLI and
 * api/src/config.ts the repository root that way.
 */
function sourceLocations(outfile: string): esbuild.Plugin {
  const outdir = path.dirname(path.join(root, outfile));
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/**
 * Packages that stay imports from node_modules when a server is bundled; everything else (graphql, Pothos, Yoga,
 * Fastify, zod, bullmq, ioredis, ...) is bundled into the server's one file. Loading ~1,500 files through Node's
 * resolver, the CommonJS lexer and one compile each cost the API ~0.6 s of CPU at startup; one file compiles once.
 * Kept outside: native addons and what loads them (they find files beside themselves), Prisma's runtime (its WASM
 * engine), pino (its transports run files in worker threads), and what loads lazily on first use to keep memory
 * down (the Stripe SDK, bull-board with its static UI, file-type and sharp for uploads), and pdfkit (it reads its
 * built-in fonts' metric files beside itself). docs/decisions/0010.
 */
const KEEP_EXTERNAL = [
  '@prisma/*',
  'sharp',
  '@node-rs/*',
  'msgpackr-extract',
  'pino',
  'pino-*',
  'thread-stream',
  'stripe',
  '@bull-board/*',
  'file-type',
  'pdfkit',
  // The S3 SDK, imported only with STORAGE=s3 (docs/decisions/0021): a local-disk install never parses it.
  '@aws-sdk/*',
  // One node-postgres for the app and @prisma/adapter-pg (external above): the adapter takes a pool made by our
  // code only if it is `instanceof` its own pg.Pool; a bundled copy was taken for a config and the API crashed.
  'pg',
  // The tracing SDK, imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/0020); the bundles keep
  // @opentelemetry/api, which answers "no span" when it is off.
  '@opentelemetry/sdk-*',
  '@opentelemetry/exporter-*',
  '@opentelemetry/instrumentation-*',
  '@opentelemetry/resources',
  '@fastify/otel',
  'bullmq-otel',
];

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const keptExternal = (name: string) =>
  KEEP_EXTERNAL.some((kept) => (kept.endsWith('*') ? name.startsWith(kept.slice(0, -1)) : name === kept));

/**
 * The project's own workspaces (`@rihla/...`) are always bundled. For the servers most packages are too (above);
 * the database step keeps every package an import (it runs once, and the Prisma CLI it calls reads its own files).
 */
const externalPackages = (bundleVendors: boolean): esbuild.Plugin => ({
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rihla/')) return undefined;
      if (args.path.startsWith('node:') || !bundleVendors || keptExternal(packageName(args.path))) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
});

/**
 * Prisma's query compiler (WebAssembly, ~1.9 MiB) ships as a JavaScript module holding it in base64. The generated
 * client imports that module and decodes it once, but the module map keeps the module's source and its string
 * alive for the process's life: ~5 MiB of every server's heap (docs/decisions/0010, Memory). The bundles load the
 * decoded `.wasm`, written beside them at build time, instead. A Prisma upgrade that changes the generated loader
 * fails the build here rather than falling back unseen.
 */
const QUERY_COMPILER = 'query_compiler_bg.postgresql';
const GENERATED_CLASS = path.join('prisma', 'generated', 'client', 'internal', 'class.ts');
const WASM_LOADER = /getQueryCompilerWasmModule: async \(\) => \{[^]*?decodeBase64AsWasm\(wasm\)\s*\}/;

function queryCompilerFromFile(): esbuild.Plugin {
  return {
    name: 'query-compiler-from-file',
    setup(build) {
      build.onLoad({ filter: /[\\/]class\.ts$/ }, (args) => {
        if (path.relative(root, args.path) !== GENERATED_CLASS) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const loader = WASM_LOADER.exec(source)?.[0];
        if (!loader?.includes(`runtime/${QUERY_COMPILER}.wasm-base64.mjs`)) {
          throw new Error(`${GENERATED_CLASS}: Prisma's query compiler loader changed; see queryCompilerFromFile`);
        }
        const fromFile = `getQueryCompilerWasmModule: async () => {
    const { readFile } = await import('node:fs/promises')
    return new WebAssembly.Module(await readFile(new URL('./${QUERY_COMPILER}.wasm', import.meta.url)))
  }`;
        return { contents: source.replace(loader, fromFile), loader: 'ts' };
      });
    },
  };
}

/** Where a bundle's query compiler lives: beside it, where its rewritten loader reads it. */
const queryCompilerBeside = (bundle: Bundle) => path.join(root, path.dirname(bundle.outfile), `${QUERY_COMPILER}.wasm`);

/** The query compiler's bytes, decoded from the module Prisma's runtime ships. */
async function queryCompilerWasm(): Promise<Buffer> {
  const modulePath = path.join(
    root,
    'node_modules',
    '@prisma',
    'client',
    'runtime',
    `${QUERY_COMPILER}.wasm-base64.mjs`,
  );
  const { wasm } = (await import(pathToFileURL(modulePath).href)) as { wasm: string };
  return Buffer.from(wasm, 'base64');
}

// Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
const REQUIRE_SHIM =
  "import { createRequire as __rihlaCreateRequire } from 'node:module';\nconst require = __rihlaCreateRequire(import.meta.url);";

/**
 * Keeps in the source map only the mappings into the project's own sources. Stack traces still name api/src lines;
 * a map of every bundled package (~4 MiB) would be decoded by `--enable-source-maps` at the first stack trace
 * read and kept resident (~120 MiB measured).
 */
function ownSourcesOnly(mapJson: string): string {
  const map = JSON.parse(mapJson) as { sources: string[]; mappings: string };
  const vendor = map.sources.map((source) => source.includes('node_modules/'));
  const lines = decode(map.mappings).map((segments) =>
    segments.filter((segment) => segment.length === 1 || !vendor[segment[1]]),
  );
  return JSON.stringify({ ...map, mappings: encode(lines) });
}

/** Writes a file so that a reader (another `npm start`, a running server) sees the old one or the new one. */
function writeAtomically(file: string, contents: Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * esbuild's settings for one bundle. No `define` of process.env.NODE_ENV (esbuild adds none for the node platform):
 * a bundle reads NODE_ENV when it runs, so one build serves production and development alike and the shell that
 * built it leaves no trace in it (scripts/bundle.test.ts; docs/decisions/0029-build-modes.md).
 */
export function bundleOptions(bundle: Bundle, fingerprint: string): esbuild.BuildOptions & { write: false } {
  const bundleVendors = bundle.name !== 'prepare-db';
  return {
    absWorkingDir: root,
    entryPoints: [bundle.entry],
    outfile: bundle.outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    minifyWhitespace: bundleVendors,
    minifySyntax: bundleVendors,
    // The fingerprint stays the first line (builtFingerprint reads it).
    banner: { js: `${FINGERPRINT_PREFIX}${fingerprint}${bundleVendors ? `\n${REQUIRE_SHIM}` : ''}` },
    // queryCompilerFromFile first: it rewrites the one file it loads, sourceLocations the others.
    plugins: [queryCompilerFromFile(), externalPackages(bundleVendors), sourceLocations(bundle.outfile)],
    write: false,
    logLevel: 'warning',
  };
}

/** Builds every bundle (a few seconds, mostly the source maps); returns how long it took. */
export async function bundleServers(): Promise<number> {
  const started = performance.now();
  const fingerprint = sourceFingerprint();
  const wasm = await queryCompilerWasm();
  for (const bundle of bundles) {
    const bundleVendors = bundle.name !== 'prepare-db';
    const result = await esbuild.build(bundleOptions(bundle, fingerprint));
    mkdirSync(path.join(root, path.dirname(bundle.outfile)), { recursive: true });
    writeAtomically(queryCompilerBeside(bundle), wasm);
    // The map and the query compiler first: the bundle (which carries the fingerprint) lands last.
    const ordered = [...result.outputFiles].sort(
      (a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')),
    );
    for (const output of ordered) {
      const isMap = output.path.endsWith('.map');
      writeAtomically(output.path, isMap && bundleVendors ? Buffer.from(ownSourcesOnly(output.text)) : output.contents);
    }
  }
  return performance.now() - started;
}

/** Rebuilds the bundles when any of their sources changed since they were built. */
export async function bundleServersIfStale(log: (message: string) => void): Promise<void> {
  const stale = staleBundles();
  if (!stale.length) {
    log('server bundles are up to date');
    return;
  }
  const ms = await bundleServers();
  log(`built the server bundles (${stale.join(', ')} changed) in ${Math.round(ms)} ms`);
}
