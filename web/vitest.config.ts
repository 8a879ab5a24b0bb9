import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Component tests in jsdom. Most files share their worker's modules (`isolate: false`): loading React, Apollo and the
 * app's modules once per worker instead of once per file takes the suite from ~3 minutes to ~1 on this 2-core
 * machine. Files that replace a module (`vi.mock`) or need the app's modules fresh run isolated, as their own
 * project: a module mocked in one file must not be the module another file renders.
 */
const ISOLATED = [
  // vi.mock of a module other files import for real.
  'src/components/RouteGuard.test.tsx',
  'src/pages/AuthPage.test.tsx',
  'src/pages/SetupPage.test.tsx',
  'src/pages/checkout/StripeCardForm.test.tsx',
  // Starts before the error table is loaded.
  'src/i18n/errors.test.ts',
];

const shared = {
  root: import.meta.dirname,
  plugins: [react()],
};
const sharedTest: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  // Absolute: the root vitest.config.ts (and knip) read these projects from the repository's root.
  setupFiles: [path.join(import.meta.dirname, 'src/test/setup.ts')],
  pool: 'threads',
  maxWorkers: 2,
  restoreMocks: true,
  // A form test that types and waits takes 1-3 s here alone and past 5 s (vitest's default) while the typecheck and
  // ESLint run beside it, as they do in `npm test`: a test that works must not fail on the clock.
  testTimeout: 15_000,
  // Globals a file stubs go back after it: files share a worker.
  unstubGlobals: true,
};

export const webProjects = [
  defineProject({
    ...shared,
    test: { ...sharedTest, name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
  }),
  defineProject({ ...shared, test: { ...sharedTest, name: 'web-isolated', include: ISOLATED } }),
];

// `npm test -w @rihla/web`: both.
export default defineConfig({ test: { projects: webProjects } });
