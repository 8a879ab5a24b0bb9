/**
 * `npm run test:quick`, the inner loop (under 3 minutes on this 2-core machine): web types, then at once the
 * typecheck, ESLint, and the unit and web component tests. No database, no browser; `npm test` runs everything.
 */
import { runStage, runStages, runTogether } from './stages.ts';

await runStages([
  () => runStage({ name: 'codegen (web types)', command: 'npm', args: ['run', 'codegen:web', '--silent'] }),
  () =>
    runTogether([
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
      { name: 'ESLint', command: 'npm', args: ['run', 'lint', '--silent'] },
      {
        name: 'unit and web component tests',
        command: 'npx',
        args: ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-isolated'],
      },
    ]),
]);
