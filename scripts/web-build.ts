/**
 * The web app's build (GraphQL codegen, then Vite) in an explicit mode: `npm run build` and `npm run build:web`
 * make the production build whatever NODE_ENV the shell has; `npm start` makes the build of its own mode
 * (api/src/lib/web-build-mode.ts: development under NODE_ENV=development) and reuses it while its sources are
 * unchanged. docs/decisions/0029-build-modes.md.
 *
 * Vite takes React's build (and its own production switches) from the NODE_ENV of the process that runs it, not
 * from `--mode`: a shell's NODE_ENV=development made `vite build` ship React's development build. So the mode is
 * given to Vite both ways, and web/vite.config.ts refuses a build whose NODE_ENV and mode disagree.
 *
 * Staleness: like the server bundles (scripts/bundle.ts), a fingerprint of the mode and of every source the build
 * reads (path, size and mtime), taken before the build and written beside its folder once the build is complete
 * (`web/dist.fingerprint`; not inside the folder, whose every file the API serves).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { WEB_DIST_FOLDERS, type WebBuildMode } from '../api/src/lib/web-build-mode.ts';
import { root, run } from './lib.ts';

/** The web app's sources, and what shapes the build itself. */
const SOURCE_DIRS = ['web/src', 'web/public'];
const SOURCE_FILES = [
  'api/schema.graphql',
  'codegen.ts',
  'web/index.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/web-build.ts',
  // The one server file the browser bundles (its header says why).
  'prisma/currencies.ts',
];
/** Written by the codegen from the schema and web/src, both already in the fingerprint. */
const GENERATED = path.join('web', 'src', 'gql');

/** Where the build of a mode goes (the API serves the one of its own mode unless WEB_DIST says otherwise). */
export const webDist = (mode: WebBuildMode, base = path.join(root, 'web')) => path.join(base, WEB_DIST_FOLDERS[mode]);
const fingerprintFile = (dist: string) => `${dist}.fingerprint`;

function listFiles(dir: string, into: string[]) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (path.relative(root, full) === GENERATED) continue;
    if (entry.isDirectory()) listFiles(full, into);
    else into.push(full);
  }
}

/** A hash of the mode and of the path, size and mtime of every source of the web app. */
export function webFingerprint(mode: WebBuildMode): string {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) listFiles(path.join(root, dir), files);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  const hash = createHash('sha256').update(`mode ${mode}\n`);
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 32);
}

/** Whether `dist` holds a complete build of the current sources in the mode `fingerprint` was taken for. */
function isCurrent(dist: string, fingerprint: string): boolean {
  const file = fingerprintFile(dist);
  return (
    existsSync(path.join(dist, 'index.html')) && existsSync(file) && readFileSync(file, 'utf8').trim() === fingerprint
  );
}

/** The command that builds the web app in `mode` into `dist`, and the environment it runs with. */
export function viteBuild(
  mode: WebBuildMode,
  dist: string,
): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  return {
    command: 'npm',
    args: ['run', '-w', '@rihla/web', 'build', '--silent', '--', '--mode', mode, '--outDir', dist],
    env: { NODE_ENV: mode },
  };
}

/** Codegen, then Vite in `mode` into `dist`. */
async function codegenAndVite(mode: WebBuildMode, dist: string): Promise<void> {
  await run('npm', ['run', 'codegen:web', '--silent']);
  const vite = viteBuild(mode, dist);
  await run(vite.command, vite.args, vite.env);
}

type BuildOptions = {
  /** The folder the mode folders are made in (tests); web/ otherwise. */
  base?: string;
  /** What builds (tests); codegen and Vite otherwise. */
  build?: (mode: WebBuildMode, dist: string) => Promise<void>;
};

/** Builds the web app in `mode` into its folder; the fingerprint is written once the build is complete. */
export async function buildWeb(mode: WebBuildMode, { base, build = codegenAndVite }: BuildOptions = {}): Promise<void> {
  const dist = webDist(mode, base);
  const fingerprint = webFingerprint(mode);
  // A build stopped halfway must not pass for a complete one.
  rmSync(fingerprintFile(dist), { force: true });
  await build(mode, dist);
  writeFileSync(fingerprintFile(dist), `${fingerprint}\n`);
}

/**
 * Builds the web app in `mode` unless its folder already holds a build of the current sources in that mode; says
 * which it did.
 */
export async function buildWebIfStale(
  mode: WebBuildMode,
  log: (message: string) => void,
  options: BuildOptions = {},
): Promise<'built' | 'up to date'> {
  const dist = webDist(mode, options.base);
  const name = `${mode} build, ${path.relative(root, dist)}`;
  if (isCurrent(dist, webFingerprint(mode))) {
    log(`web app (${name}) is up to date`);
    return 'up to date';
  }
  log(`building the web app (${name})…`);
  await buildWeb(mode, options);
  return 'built';
}
