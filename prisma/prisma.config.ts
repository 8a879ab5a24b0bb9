import { defineConfig } from 'prisma/config';

import { databaseUrl } from './database-url.ts';
import { createMigrationAdapter } from './migrate-adapter.ts';

// Prisma skips .env when a config file exists.
try {
  process.loadEnvFile('../.env');
} catch {
  // no .env: defaults apply
}
// The CLI refuses to run without DATABASE_URL (it would try to download a native engine).
process.env.DATABASE_URL = databaseUrl();

// The JS schema engine leaves 10 s / 60 s timers behind; unref them so CLI commands exit when done.
const setTimeoutOriginal = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const timer = setTimeoutOriginal(fn, ms, ...args);
  if ((ms ?? 0) >= 5000) timer.unref();
  return timer;
}) as typeof setTimeout;

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'schema.prisma',
  adapter: () => Promise.resolve(createMigrationAdapter(databaseUrl())),
});
