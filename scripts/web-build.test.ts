/**
 * The web app's build modes (scripts/web-build.ts, api/src/lib/web-build-mode.ts): `npm start` builds in the mode
 * of its NODE_ENV, production stays production whatever the shell says, each mode has its own cached folder.
 * Vite runs for real once per mode (a few seconds each); the cache logic runs on stand-in builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../api/src/config.ts';
import { type WebBuildMode, webBuildMode } from '../api/src/lib/web-build-mode.ts';
import { root } from './lib.ts';
import { buildWebIfStale, viteBuild, webFingerprint } from './web-build.ts';

describe('which build a process makes and serves', () => {
  it('is the development build under NODE_ENV=development only', () => {
    expect(webBuildMode({ NODE_ENV: 'development' })).toBe('development');
    for (const NODE_ENV of [undefined, 'production', 'test', 'staging']) {
      expect(webBuildMode({ NODE_ENV }), String(NODE_ENV)).toBe('production');
    }
  });

  it('the API serves the folder of its own mode, or WEB_DIST', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(48),
      DEMO_PAYMENTS: '1',
      TRAVELLER_DATA_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
    };
    expect(loadConfig(production).webDist).toBe(path.join(root, 'web', 'dist'));
    expect(loadConfig({}).webDist).toBe(path.join(root, 'web', 'dist'));
    expect(loadConfig({ NODE_ENV: 'development' }).webDist).toBe(path.join(root, 'web', 'dist-dev'));
    expect(loadConfig({ NODE_ENV: 'development', WEB_DIST: '/srv/web' }).webDist).toBe('/srv/web');
  });
});

/** A string of react-dom's development build only (its production build has no such check). */
const REACT_DOM_DEVELOPMENT = 'Expected static flag was missing';

describe('a real build from a shell with NODE_ENV=development', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'rihla-web-modes-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  // The Vite step of buildWeb as lib.ts `run` starts it: the caller's environment, then the mode's (the codegen's
  // output is already there: npm test runs it first).
  const built = (mode: WebBuildMode) => {
    const dist = path.join(out, mode);
    const vite = viteBuild(mode, dist);
    const result = spawnSync(vite.command, vite.args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', ...vite.env },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const assets = path.join(dist, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
  };

  it("is still production: no trace of React's development build", () => {
    expect(built('production')).not.toContain(REACT_DOM_DEVELOPMENT);
  }, 120_000);

  it("in development mode ships React's development build", () => {
    expect(built('development')).toContain(REACT_DOM_DEVELOPMENT);
  }, 120_000);
});

describe('the build fingerprint', () => {
  it('differs by mode and is stable while the sources are', () => {
    expect(webFingerprint('development')).not.toBe(webFingerprint('production'));
    expect(webFingerprint('production')).toBe(webFingerprint('production'));
  });
});

describe('buildWebIfStale: one cached build per mode', () => {
  let base: string;
  let builds: WebBuildMode[];
  const quiet = () => undefined;
  // A stand-in for codegen + Vite: a complete build is a folder with its index.html.
  const build = async (mode: WebBuildMode, dist: string) => {
    builds.push(mode);
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), `<!-- ${mode} -->`);
  };
  const ifStale = (mode: WebBuildMode) => buildWebIfStale(mode, quiet, { base, build });

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'rihla-web-build-'));
    builds = [];
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('builds each mode into its own folder once, and switching back reuses the other', async () => {
    expect(await ifStale('development')).toBe('built');
    expect(await ifStale('development')).toBe('up to date');
    expect(await ifStale('production')).toBe('built');
    expect(await ifStale('development')).toBe('up to date');
    expect(await ifStale('production')).toBe('up to date');
    expect(builds).toEqual(['development', 'production']);
    expect(readFileSync(path.join(base, 'dist', 'index.html'), 'utf8')).toBe('<!-- production -->');
    expect(readFileSync(path.join(base, 'dist-dev', 'index.html'), 'utf8')).toBe('<!-- development -->');
  });

  it('rebuilds a folder built from other sources or in the other mode, or left incomplete', async () => {
    await ifStale('production');
    writeFileSync(path.join(base, 'dist.fingerprint'), `${webFingerprint('development')}\n`);
    expect(await ifStale('production')).toBe('built');
    writeFileSync(path.join(base, 'dist.fingerprint'), 'an older tree\n');
    expect(await ifStale('production')).toBe('built');
    rmSync(path.join(base, 'dist', 'index.html'));
    expect(await ifStale('production')).toBe('built');
    expect(builds).toEqual(['production', 'production', 'production', 'production']);
  });

  it('a build that fails leaves no fingerprint, so the next start builds again', async () => {
    await ifStale('production');
    const failing = () => Promise.reject(new Error('vite failed'));
    writeFileSync(path.join(base, 'dist.fingerprint'), 'an older tree\n');
    await expect(buildWebIfStale('production', quiet, { base, build: failing })).rejects.toThrow('vite failed');
    expect(existsSync(path.join(base, 'dist.fingerprint'))).toBe(false);
    expect(await ifStale('production')).toBe('built');
  });
});

describe('web/vite.config.ts', () => {
  it('refuses a build whose NODE_ENV disagrees with its mode, before building anything', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'rihla-web-refused-'));
    try {
      const vite = path.join(root, 'node_modules', '.bin', 'vite');
      for (const [mode, NODE_ENV] of [
        ['production', 'development'],
        ['development', 'production'],
      ]) {
        const result = spawnSync(vite, ['build', '--mode', mode, '--outDir', outDir], {
          cwd: path.join(root, 'web'),
          env: { ...process.env, NODE_ENV },
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(result.status, result.stdout).not.toBe(0);
        expect(result.stderr).toContain(`vite build in mode "${mode}" under NODE_ENV=${NODE_ENV}`);
        expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
