/**
 * `npm start`: database ready (created, migrated, seeded once), web app and server bundles rebuilt when their
 * sources changed, then the compiled API and worker (`node --enable-source-maps <bundle>`) on one port.
 * The web app is built in the mode the API serves (api/src/lib/web-build-mode.ts): React's development build
 * under NODE_ENV=development (web/dist-dev), the production build otherwise (web/dist).
 */
import { webBuildMode } from '../api/src/lib/web-build-mode.ts';
import { bundleServersIfStale, nodeArgs, nodeEnv, servers } from './bundle.ts';
import { log, prepareDatabase, supervise } from './lib.ts';
import { buildWebIfStale } from './web-build.ts';

await prepareDatabase();
await buildWebIfStale(webBuildMode(), log);
await bundleServersIfStale(log);
log(`starting the API and the worker (http://localhost:${process.env.PORT || 4000})`);
supervise(
  servers.map((bundle) => ({
    name: bundle.name,
    command: process.execPath,
    args: nodeArgs(bundle),
    env: nodeEnv(bundle),
  })),
);
