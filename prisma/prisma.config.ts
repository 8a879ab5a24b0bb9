import { defineConfig } from 'prisma/config';

import { databaseUrl } from './database-url.ts';
import { jsSchemaEngine } from './migrate-adapter.ts';

// Prisma skips .env when a config file exists.
try {
  process.loadEnvFile('../.env');
} catch {
  // no .env: defaults apply
}

export default defineConfig({
  schema: 'schema.prisma',
  ...jsSchemaEngine(databaseUrl()),
});
