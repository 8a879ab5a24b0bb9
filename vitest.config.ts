import { createRequire } from 'node:module';

import { defineConfig } from 'vitest/config';

// Pothos and Yoga load graphql through Node (CommonJS build); our sources must get the same instance,
// or graphql refuses types "from another module or realm".
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// Server tests share one throwaway PostgreSQL database and Redis prefix (see test/global-setup.ts),
// so they run one file at a time; web component tests run in jsdom in parallel.
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
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
