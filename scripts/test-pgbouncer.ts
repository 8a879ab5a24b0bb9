/**
 * `npm run test:pgbouncer`: the server files that use what transaction pooling can break (test/pooling-suite.ts),
 * run again through a PgBouncer in transaction pooling mode (test/global-setup.ts starts it for TEST_PGBOUNCER=1).
 * `npm run test:pgbouncer -- --all`: every server file through it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { POOLING_SUITE } from '../test/pooling-suite.ts';
import { root, run } from './lib.ts';

const all = process.argv.includes('--all');
const files = Object.keys(POOLING_SUITE);
const missing = files.filter((file) => !existsSync(path.join(root, file)));
if (missing.length) throw new Error(`test/pooling-suite.ts names files that do not exist: ${missing.join(', ')}`);

process.env.TEST_PGBOUNCER = '1';
await run('npx', ['vitest', 'run', '--project', 'server', ...(all ? ['api/test', 'worker/test'] : files)]);
