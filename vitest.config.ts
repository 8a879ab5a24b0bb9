import { createRequire } from 'node:module';

import { defineConfig } from 'vitest/config';

import { webProjects } from './web/vitest.config.ts';

// Pothos and Yoga load graphql through Node (CommonJS build); our sources must get the same instance,
// or graphql refuses types "from another module or realm".
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// Server test files run in parallel, each worker on its own copy of the throwaway database and its own Redis prefix
// (test/global-setup.ts, test/worker-env.ts). Most of a server file's time is spent waiting (timers, sockets, the
// database), so more workers than cores pays: 3 on this 2-core machine. Web component tests run in jsdom in parallel.
const serverWorkers = Number(process.env.SERVER_TEST_WORKERS || 3);
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          include: [
            'api/test/**/*.test.ts',
            'worker/test/**/*.test.ts',
            'prisma/test/**/*.test.ts',
            // Checks of the repository's own tooling (npm run check:deploy).
            'scripts/**/*.test.ts',
          ],
          // Unit tests (no database, no Redis): the `unit` project below, in `npm run test:quick` too.
          exclude: ['**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/worker-env.ts'],
          maxWorkers: serverWorkers,
          // Projects with their own worker counts run as groups, one after another, in one `vitest run`.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'unit',
          include: ['{api,worker,prisma,scripts}/**/*.unit.test.ts'],
          environment: 'node',
          maxWorkers: 2, // as the web projects, with which it runs
        },
      },
      ...webProjects,
      {
        // The attack suite (`npm run test:security`): HTTP only, against the product started as `npm start`
        // starts it (test/security/global-setup.ts). One file at a time: the attacks share that one product.
        test: {
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/security/global-setup.ts'],
          setupFiles: ['test/security/support/log-check.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
