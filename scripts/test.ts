/**
 * `npm test`: every test. Typecheck and static checks (ESLint, Prettier, knip, i18n), the alert rules, the Kubernetes
 * manifests, then unit + integration
 * (vitest: server tests on a throwaway database created and migrated by test/global-setup.ts, web component
 * tests in jsdom), then the attack suite against the product started as `npm start` starts it
 * (test/security), then the scale proof (3 APIs behind nginx, 2 workers, PgBouncer: scripts/scale.ts), then the
 * restarts proof (a private PostgreSQL and Redis restarted under the product: scripts/restarts.ts), then the
 * end-to-end browser suite when it exists. Never touches the `npm start` database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { log, root, run } from './lib.ts';

const started = Date.now();
// Web types come from the committed schema.graphql (a server test fails if that file is stale).
log('codegen (api/schema.graphql -> web types)');
await run('npm', ['run', 'codegen:web', '--silent']);
log('typecheck');
await run('npm', ['run', 'typecheck', '--silent']);
log('static checks (ESLint, Prettier, knip)');
await run('npm', ['run', 'check', '--silent']);
log('alert rules (promtool: ops/alerts.yml and its tests)');
await run('npm', ['run', 'check:alerts', '--silent']);
log('Kubernetes manifests (deploy/: schemas and rules, offline)');
await run('npm', ['run', 'check:deploy', '--silent']);
log('unit and integration tests');
await run('npx', ['vitest', 'run', '--project', 'server', '--project', 'web']);
// The API and worker suites again, through PgBouncer in transaction pooling mode: session state the product
// must not hold fails here (docs/decisions/0022-database-at-scale.md).
log('server tests through PgBouncer (npm run test:pgbouncer)');
await run('npm', ['run', 'test:pgbouncer', '--silent']);
// Alone, after the rest: it starts the whole product and times some refusals, which a busy machine would blur.
log('attack suite (npm run test:security)');
await run('npx', ['vitest', 'run', '--project', 'security']);
// Alone too: it kills processes mid-burst and times their recovery (about 3 minutes).
log('scale proof (npm run test:scale)');
await run('npm', ['run', 'test:scale', '--silent']);
// Alone too: it stops and starts its own PostgreSQL and Redis under the running product (about 2 minutes).
log('dependency restarts (npm run test:restarts)');
await run('npm', ['run', 'test:restarts', '--silent']);
if (existsSync(path.join(root, 'playwright.config.ts'))) {
  log('end-to-end tests');
  await run('npx', ['playwright', 'test']);
}
log(`all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
