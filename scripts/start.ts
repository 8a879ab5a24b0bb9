/** `npm start`: database ready (created, migrated, seeded once), web app built, API + worker running on one port. */
import { buildWebIfStale, log, prepareDatabase, supervise } from './lib.ts';

await prepareDatabase();
await buildWebIfStale();
log(`starting the API and the worker (http://localhost:${process.env.PORT || 4000})`);
supervise([
  { name: 'worker', command: 'tsx', args: ['worker/src/main.ts'] },
  { name: 'api', command: 'tsx', args: ['api/src/main.ts'] },
]);
