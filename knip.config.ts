import type { KnipConfig } from 'knip';

// `npm test` runs knip: unused files, dependencies and exports fail the build.
const config: KnipConfig = {
  // A constant exported for nothing but its own file is still dead surface: only in-file use is forgiven
  // for types, which document a function's signature.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // Entry files the plugins find by themselves (package.json scripts, Vite's index.html, Prisma's config)
  // are not repeated here; only the test files that no runner config names are.
  workspaces: {
    '.': {
      // scripts/bench/floor.ts: built and started by the bench (scripts/bench/processes.ts), not imported.
      entry: ['scripts/*.ts', 'scripts/bench/floor.ts', 'scripts/film/render.ts', 'e2e/**/*.ts', 'test/**/*.ts'],
      project: ['*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'test/**/*.ts'],
      // scripts/i18n.ts runs the formatjs CLI from node_modules/.bin; promtool is Debian's (check:alerts).
      ignoreDependencies: ['@formatjs/cli'],
      ignoreBinaries: ['promtool'],
    },
    prisma: {
      entry: ['test/**/*.ts'],
      project: ['**/*.ts', '*.prisma', '!generated/**'],
      // Named as a generator in schema.prisma (`prisma-pothos-types` is @pothos/plugin-prisma's generator).
      ignoreDependencies: ['@pothos/plugin-prisma', 'prisma-pothos-types'],
    },
    api: {
      // The bundle's entry (scripts/bundle.ts builds api/dist/main.js from it).
      entry: ['src/main.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // Its files are served from the installed package (createRequire().resolve in src/rest/openapi/mount.ts).
      ignoreDependencies: ['swagger-ui-dist'],
    },
    worker: {
      // The bundle's entry (scripts/bundle.ts builds worker/dist/main.js from it).
      entry: ['src/main.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    web: {
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', '!src/gql/**'],
      // Referenced by url() in src/styles/base.css (Inter's latin face) and src/i18n/arabic.css (the Arabic faces),
      // which knip does not read.
      ignoreDependencies: ['@fontsource-variable/inter', '@fontsource/amiri', '@fontsource-variable/noto-sans-arabic'],
    },
  },
};

export default config;
