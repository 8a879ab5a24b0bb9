import type { KnipConfig } from 'knip';

// `npm test` runs knip twice (`npm run knip`): the default mode for unused files, dependencies and exports, then
// `--production`, which reads only the files marked with `!` (what ships) and so also fails on an export that only
// tests use. Test files and dev tooling carry no `!`.
const production = process.argv.includes('--production');

/**
 * Exports the shipped code does not use, kept on purpose as test seams (each one is used by its tests, which the
 * default mode checks). Only `--production` reads this list; a file whose exports are all used needs no line here.
 */
const testSeams: Record<string, ['exports']> = {
  // Job handlers the worker tests run without BullMQ, and the queue settings they assert.
  'worker/src/{balance-reminders,holds,sweeper,workers,emails/sender}.ts': ['exports'],
  // The documents jobs' pure parts (issue #33): the retention cut-off day and audit action, the reminder windows.
  'worker/src/{document-retention,documents-reminders}.ts': ['exports'],
  // The overdue invoice reminders' steps (issue #34), unit-tested on their own.
  'worker/src/invoice-reminders.ts': ['exports'],
  // Pure helpers and limits unit-tested on their own (config parsing, health probe parts, money, CSV cells,
  // the localized index page, the contract's path list, GraphQL Armor limits).
  'api/src/{config,graphql}.ts': ['exports'],
  'api/src/lib/{health,money,web-assets}.ts': ['exports'],
  'api/src/rest/openapi/mount.ts': ['exports'],
  'api/src/services/admin-bookings-csv.ts': ['exports'],
  // An agency's net price rules (issue #34): the rounding and the terms' precedence, unit-tested on their own.
  'api/src/services/agency-pricing.ts': ['exports'],
  // The answers' exact texts, which the tests compare with what the API says; the home figures' defaults the
  // site-settings test holds equal to the schema's; the web message each page text repeats (page-heads test).
  'api/src/services/{auth,newsletter,site-settings}.service.ts': ['exports'],
  'api/src/lib/page-texts.ts': ['exports'],
  // The seed's season rule, run over four years of seed days by prisma/test/seed-seasons.unit.test.ts.
  'prisma/seed/departures.ts': ['exports'],
  // GraphQL documents are exported for MockedProvider (a mock matches by document), and the few constants and
  // helpers the component tests drive (storage keys, debounce and poll times, Apollo links, formatters).
  'web/src/**/*.{ts,tsx}': ['exports'],
  // Not a test seam: scripts/lib.ts (the image's database step) seeds with it, and the root workspace's scripts
  // are dev tooling to knip's production mode, which does not follow them.
  'prisma/seed/catalogue.ts': ['exports'],
};

const config: KnipConfig = {
  ...(production && { ignoreIssues: testSeams }),
  // `npm start` runs tsx (scripts/start.ts), a root devDependency: the image runs the bundles, never tsx.
  ...(production && { ignoreBinaries: ['tsx'] }),
  // A constant exported for nothing but its own file is still dead surface: only in-file use is forgiven
  // for types, which document a function's signature.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // Entry files the plugins find by themselves (package.json scripts, Vite's index.html, Prisma's config)
  // are not repeated here; only the test files that no runner config names are.
  workspaces: {
    '.': {
      // scripts/bench/floor.ts: built and started by the bench (scripts/bench/processes.ts), not imported.
      // scripts/prepare-db.ts ships (built into scripts/dist, the image's database step: migrations and seed).
      entry: [
        'scripts/prepare-db.ts!',
        'scripts/*.ts',
        'scripts/bench/floor.ts',
        'scripts/film/render.ts',
        'e2e/**/*.ts',
        'test/**/*.ts',
      ],
      project: ['*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'test/**/*.ts'],
      // scripts/i18n.ts runs the formatjs CLI from node_modules/.bin; promtool is Debian's (check:alerts).
      ignoreDependencies: ['@formatjs/cli'],
      // pdftotext is Debian's poppler-utils: the receipt tests read PDFs with it (test/pdf-text.ts).
      ignoreBinaries: ['promtool', 'pdftotext'],
    },
    prisma: {
      // The package's exports (found by knip) ship, and so does migrate-adapter.ts: prisma.config.ts imports it
      // for `prisma migrate deploy` at release, but knip's Prisma plugin reads that config without following its
      // imports. The seed's own entry (seed/index.ts, `npm run db:seed`) is a dev tool.
      entry: ['migrate-adapter.ts!', 'test/**/*.ts'],
      project: ['**/*.ts!', '*.prisma', '!generated/**', '!test/**!', '!seed/index.ts!'],
      // Named as a generator in schema.prisma (`prisma-pothos-types` is @pothos/plugin-prisma's generator).
      ignoreDependencies: ['@pothos/plugin-prisma', 'prisma-pothos-types'],
    },
    api: {
      // The bundle's entry (scripts/bundle.ts builds api/dist/main.js from it).
      // src/schema/print.ts prints api/schema.graphql for codegen (`npm run codegen`, found by knip): a dev tool.
      entry: ['src/main.ts!', 'test/**/*.ts'],
      project: ['src/**/*.ts!', '!src/schema/print{,ed}.ts!', 'test/**/*.ts'],
      // Its files are served from the installed package (createRequire().resolve in src/rest/openapi/mount.ts).
      ignoreDependencies: ['swagger-ui-dist'],
    },
    worker: {
      // The bundle's entry (scripts/bundle.ts builds worker/dist/main.js from it).
      entry: ['src/main.ts!', 'test/**/*.ts'],
      project: ['src/**/*.ts!', 'test/**/*.ts'],
      // Its Arabic font files are read from the installed package (createRequire().resolve in
      // src/receipts/pdf-text-writer.ts).
      ignoreDependencies: ['@fontsource/amiri'],
    },
    web: {
      // src/prerender/homeFirstScreen.tsx is rendered by vite.config.ts at build time, into the shipped HTML.
      entry: ['src/prerender/homeFirstScreen.tsx!', 'src/**/*.test.{ts,tsx}'],
      // Test helpers (src/test, src/admin/test, fixtures) and scripts/i18n.ts's catalogue check do not ship.
      project: [
        'src/**/*.{ts,tsx}!',
        '!src/gql/**',
        '!src/**/*.test.{ts,tsx}!',
        '!src/{test,admin/test}/**!',
        '!src/**/fixtures.{ts,tsx}!',
        '!src/i18n/catalogue-check.ts!',
      ],
      // Referenced by url() in src/styles/base.css (Inter's latin face) and src/i18n/arabic.css (the Arabic faces),
      // which knip does not read.
      ignoreDependencies: ['@fontsource-variable/inter', '@fontsource/amiri', '@fontsource-variable/noto-sans-arabic'],
    },
  },
};

export default config;
