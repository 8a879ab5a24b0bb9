/** Shared steps of `npm start`, `npm run dev` and the bench: database ready, web built, children supervised. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createPrismaClient, databaseUrl, ensureDatabase, migrateDatabase } from '@rihla/db';
import { parseKeyRing, resealTravellers, resolveTravellerKeys } from '@rihla/db/traveller-crypto';

import { seedIfEmpty } from '../prisma/seed/catalogue.ts';
import { seedOutbox } from './seed-outbox.ts';
import { type ChildSpec, superviseChildren } from './supervise.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export function log(message: string) {
  console.log(`[rihla] ${message}`);
}

/**
 * Creates the database if missing, applies committed migrations, re-seals the passport numbers not yet bound to
 * their row or not on the current key (SQL cannot: the key is outside the database; docs/decisions/0015), loads
 * the demo catalogue into an empty one.
 */
export async function prepareDatabase(url = databaseUrl()): Promise<void> {
  const redacted = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  if (await ensureDatabase(url)) log(`created database ${redacted}`);
  await migrateDatabase(url);
  log('migrations applied');
  const db = createPrismaClient(url);
  try {
    const resealed = await resealTravellers(db, parseKeyRing(resolveTravellerKeys().spec));
    if (resealed)
      log(`re-sealed ${resealed} passport number${resealed === 1 ? '' : 's'} (bound to their row, current key)`);
    if (await seedIfEmpty(db)) {
      const emails = await seedOutbox(db);
      log(`seeded the demo catalogue and ${emails} emails of its story (admin Emails page)`);
    } else log('database already has data: seed skipped');
  } finally {
    await db.$disconnect();
  }
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app (codegen + vite) unless web/dist is newer than every source it comes from. */
export async function buildWebIfStale(): Promise<void> {
  const built = path.join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'web', 'src')),
    newestMtime(path.join(root, 'web', 'public')),
    statSync(path.join(root, 'api', 'schema.graphql')).mtimeMs,
    // What shapes the build itself: the page shell, Vite's config (precompression, preloads), the dependencies.
    ...['index.html', 'vite.config.ts', 'package.json'].map((file) => statSync(path.join(root, 'web', file)).mtimeMs),
    // The one server file the browser bundles (see its header).
    statSync(path.join(root, 'prisma', 'currencies.ts')).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs > sources) {
    log('web app is up to date');
    return;
  }
  log('building the web app…');
  await run('npm', ['run', 'build:web']);
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Runs long-lived children (api, worker, vite) together, restarting one that exits after a back-off
 * (./supervise.ts); SIGINT/SIGTERM stop them all, then this process.
 */
export function supervise(children: ChildSpec[]) {
  const supervisor = superviseChildren(children, {
    log,
    cwd: root,
    resolveCommand: (command) => (command === 'tsx' ? bin('tsx') : command),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void supervisor.stop().then(() => process.exit(0)));
}
