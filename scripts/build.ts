/**
 * `npm run build`: everything for production, whatever NODE_ENV the shell has: the web app's production build
 * (GraphQL codegen + Vite into web/dist) and the API, worker and database-step bundles (dist/).
 * `npm run build:web` (`tsx scripts/build.ts web`): the web app only.
 */
import { bundleServers } from './bundle.ts';
import { log } from './lib.ts';
import { buildWeb } from './web-build.ts';

const webOnly = process.argv[2] === 'web';
log('building the web app (production build, web/dist)…');
await buildWeb('production');
if (!webOnly) {
  const ms = await bundleServers();
  log(`built api/dist/main.js, worker/dist/main.js and scripts/dist/prepare-db.js in ${Math.round(ms)} ms`);
}
