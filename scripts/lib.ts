/** Shared steps of `npm start`, `npm run dev` and the bench: database ready, children supervised. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createPrismaClient, databaseUrl, ensureDatabase, migrateDatabase } from '@rihla/db';
import { parseKeyRing, resealFileKeys, resealTravellers, resolveTravellerKeys } from '@rihla/db/traveller-crypto';

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
 * their row or not on the current key and the travellers' file data keys not on it (SQL cannot: the key is outside
 * the database; docs/decisions/0015, 0064), loads
 * the demo catalogue into an empty one.
 */
export async function prepareDatabase(url = databaseUrl()): Promise<void> {
  const redacted = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  if (await ensureDatabase(url)) log(`created database ${redacted}`);
  await migrateDatabase(url);
  log('migrations applied');
  const db = createPrismaClient(url);
  try {
    const ring = parseKeyRing(resolveTravellerKeys().spec);
    const resealed = await resealTravellers(db, ring);
    if (resealed)
      log(`re-sealed ${resealed} passport number${resealed === 1 ? '' : 's'} (bound to their row, current key)`);
    const fileKeys = await resealFileKeys(db, ring);
    if (fileKeys)
      log(`re-sealed the data keys of ${fileKeys} traveller file${fileKeys === 1 ? '' : 's'} (current key)`);
    if (await seedIfEmpty(db)) {
      const emails = await seedOutbox(db);
      log(`seeded the demo catalogue and ${emails} emails of its story (admin Emails page)`);
    } else log('database already has data: seed skipped');
  } finally {
    await db.$disconnect();
  }
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
