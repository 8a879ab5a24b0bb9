import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end: the real product started as `npm start` starts it (scripts/start.ts: migrate, seed, build the web
 * app and the server bundles when stale, then the compiled API + worker) on a fresh database and queue prefix per
 * run, driven in Debian's Chromium.
 */
process.env.E2E_RUN ??= `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const run = process.env.E2E_RUN;
const port = Number(process.env.E2E_PORT || 4300);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
export const e2eDatabaseUrl = `postgresql://postgres@127.0.0.1:5432/rihla_e2e_${run}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Spec files run two at a time against the one started product (the tests of a file in order). Each spec makes
  // the data it needs; only the first admin comes from the setup journey, which runs first (the `setup` project).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0, // a retry would hide a journey that fails on data another one left
  // Generous for the slowest CI machine seen (2.5 times this one, the attack and scale proofs running beside): a
  // journey that works never fails on the clock, and one that is broken still fails, only later.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', use: desktop, testMatch: /01-setup/ },
    {
      name: 'desktop',
      use: desktop,
      testIgnore: /mobile|01-setup|09-phone-network/,
      dependencies: ['setup'],
    },
    {
      name: 'mobile-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /mobile/,
      dependencies: ['setup'],
    },
    {
      // The languages spec (e2e/20-languages.spec.ts) on a common phone: Arabic right-to-left at 390 px.
      name: 'mobile-390',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /20-languages/,
      dependencies: ['setup'],
    },
    {
      // Measured alone, after every other journey: a journey running beside it would slow the load it times.
      name: 'phone-network',
      use: desktop,
      testMatch: /09-phone-network/,
      dependencies: ['desktop', 'mobile-360', 'mobile-390'],
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/api/auth/setup-required`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATABASE_URL: e2eDatabaseUrl,
      QUEUE_PREFIX: `rihla-e2e-${run}`,
      PORT: String(port),
      UPLOAD_DIR: `/tmp/rihla-e2e-uploads-${run}`,
      AUTH_RATE_LIMIT: '1000',
      // Every spec books from 127.0.0.1 and many leave trips and departures unpaid: the cap on one client's open
      // seat holds is proven by api/test/package-holds.test.ts and the attack suite, not by the journeys.
      MAX_OPEN_HOLDS: '100',
      // The journeys' admin and staff sign in with a password only (adminToken posts /api/auth/login). The product
      // runs here without NODE_ENV=production, where two-factor is optional already; said outright so it stays so.
      // The required mode is proven by api/test/two-factor.test.ts and test/security/two-factor.test.ts.
      STAFF_TWO_FACTOR: 'optional',
      LOG_LEVEL: 'warn',
    },
  },
});
