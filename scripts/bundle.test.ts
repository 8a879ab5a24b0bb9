/**
 * The server bundles read NODE_ENV when they run: the shell that built them leaves no mode in them
 * (scripts/bundle.ts bundleOptions; docs/decisions/0029-build-modes.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as esbuild from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { bundleOptions } from './bundle.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rihla-bundle-mode-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a bundle built under NODE_ENV=development runs in the mode of the process that runs it', async () => {
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, "console.log(process.env.NODE_ENV === 'production' ? 'production' : 'other');\n");
  const outfile = path.join(dir, 'main.js');
  const shell = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    const result = await esbuild.build(bundleOptions({ name: 'api', entry, outfile }, 'test'));
    for (const output of result.outputFiles) writeFileSync(output.path, output.contents);
  } finally {
    process.env.NODE_ENV = shell;
  }
  const run = (NODE_ENV: string) =>
    execFileSync(process.execPath, [outfile], { env: { ...process.env, NODE_ENV }, encoding: 'utf8' }).trim();
  expect(run('production')).toBe('production');
  expect(run('development')).toBe('other');
});
