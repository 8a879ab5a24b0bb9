import { defineConfig } from 'vitest/config';

// Server tests share one throwaway PostgreSQL database and Redis prefix (see test/global-setup.ts),
// so they run one file at a time; web component tests run in jsdom in parallel.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['api/test/**/*.test.ts', 'worker/test/**/*.test.ts', 'prisma/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
    ],
  },
});
