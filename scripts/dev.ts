/** `npm run dev`: API and worker restart on change, Vite serves the web app with hot reload (proxying /api, /graphql). */
import { log, prepareDatabase, run, supervise } from './lib.ts';

await prepareDatabase();
// The web's typed documents and the persisted-documents manifest the API's metrics read (lib/metrics.ts).
await run('npm', ['run', 'codegen:web', '--silent']);
log('dev: API on http://localhost:4000, web app on http://localhost:5173');
supervise([
  { name: 'worker', command: 'tsx', args: ['watch', 'worker/src/main.ts'] },
  { name: 'api', command: 'tsx', args: ['watch', 'api/src/main.ts'] },
  { name: 'web', command: 'npm', args: ['run', 'dev', '-w', '@rihla/web'] },
]);
