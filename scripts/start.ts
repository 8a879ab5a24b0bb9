/**
 * `npm start`: database ready (created, migrated, seeded once), web app and server bundles rebuilt when their
 * sources changed, then the compiled API and worker (`node --enable-source-maps <bundle>`) on one port.
 */
import { bundleServersIfStale, nodeArgs, nodeEnv, servers } from './bundle.ts';
import { buildWebIfStale, log, prepareDatabase, supervise } from './lib.ts';

await prepareDatabase();
await buildWebIfStale();
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
