import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rihla-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rihla</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ config: { ...loadConfig(), webDist: dist } });
});
afterAll(async () => t.app.close());

describe('serving the web app', () => {
  it('serves the SPA for page paths and real files as themselves', async () => {
    for (const url of ['/', '/packages/3', '/admin/users', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('pages carry the strict CSP: no inline scripts, no framing, no plugins', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/packages/3' });
    const policy = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a file added after start (a rebuild) is served; a missing file is a 404, not the SPA', async () => {
    writeFileSync(path.join(dist, 'assets', 'rebuilt.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/rebuilt.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/old-hash.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ error: 'Not found.' });
  });
});
