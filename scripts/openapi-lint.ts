/**
 * `npm run lint:openapi`: builds the whole (staff) OpenAPI document of the REST facade from the routes as the app
 * registers them (api/src/rest/index.ts), without a database or a listening server, and lints it with Redocly's
 * recommended rules (redocly.yaml). Fails on any error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Fastify from 'fastify';

import type { AppDeps } from '../api/src/lib/context.ts';
import { restRoutes } from '../api/src/rest/index.ts';
import { buildDocument } from '../api/src/rest/openapi/document.ts';
import { collectDocumentedRoutes } from '../api/src/rest/openapi/mount.ts';
import { root } from './lib.ts';

const app = Fastify();
const routes = collectDocumentedRoutes(app);
// Registering reads no dependency: the routes use them per request, and none is served here.
await app.register((api) => restRoutes(api, {} as AppDeps), { prefix: '/api' });
await app.ready();
const document = await buildDocument(routes);
await app.close();

const dir = mkdtempSync(path.join(tmpdir(), 'rihla-openapi-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
const lint = spawnSync(
  'npx',
  ['redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=stylish'],
  {
    cwd: root,
    stdio: 'inherit',
    // Offline: no telemetry, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
