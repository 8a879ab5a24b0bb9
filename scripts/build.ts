/** `npm run build`: the web app (GraphQL codegen + Vite into web/dist) and the API and worker bundles (dist/). */
import { bundleServers } from './bundle.ts';
import { log, run } from './lib.ts';

log('building the web app…');
await run('npm', ['run', 'build:web', '--silent']);
const ms = await bundleServers();
log(`built api/dist/main.js, worker/dist/main.js and scripts/dist/prepare-db.js in ${Math.round(ms)} ms`);
