/**
 * `npm start`'s supervisor (issue #28): a child that exits is restarted after a back-off, and the others keep
 * running; its stop ends them all.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { waitFor } from '../test/wait.ts';
import { restartDelay, superviseChildren, type Supervisor } from './supervise.ts';

const backOff = { firstMs: 100, maxMs: 400, resetAfterMs: 1_000 };
const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });
let supervisor: Supervisor | undefined;
afterEach(async () => supervisor?.stop());

describe('restart back-off', () => {
  it('doubles from the first wait up to the cap, and starts over after a child stayed up', () => {
    expect(restartDelay(0, 10, backOff)).toBe(100);
    expect(restartDelay(100, 10, backOff)).toBe(200);
    expect(restartDelay(200, 10, backOff)).toBe(400);
    expect(restartDelay(400, 10, backOff)).toBe(400);
    expect(restartDelay(400, 1_000, backOff)).toBe(100);
  });
});

describe('supervise', () => {
  it('restarts a child that exits, with a logged back-off, and leaves the other one running', async () => {
    const lines: string[] = [];
    supervisor = superviseChildren(
      [
        { name: 'crashing', ...node('process.exit(3)') },
        { name: 'steady', ...node('setInterval(() => {}, 1000)') },
      ],
      // A loaded machine can take over a second to start a node child: the reset is tested above, not here.
      { log: (line) => lines.push(line), cwd: process.cwd(), backOff: { ...backOff, resetAfterMs: 60_000 } },
    );
    const steady = supervisor.child('steady')?.pid;
    await waitFor(() => Promise.resolve(lines.length >= 3), 5_000);
    expect(lines.slice(0, 3)).toEqual([
      'crashing exited (3); restarting it in 0.1 s',
      'crashing exited (3); restarting it in 0.2 s',
      'crashing exited (3); restarting it in 0.4 s',
    ]);
    expect(supervisor.child('steady')?.pid).toBe(steady);
    expect(supervisor.child('steady')?.exitCode).toBeNull();
  });

  it('stops every child and restarts none once stopped', async () => {
    const lines: string[] = [];
    supervisor = superviseChildren([{ name: 'steady', ...node('setInterval(() => {}, 1000)') }], {
      log: (line) => lines.push(line),
      cwd: process.cwd(),
      backOff,
    });
    const child = supervisor.child('steady')!;
    await supervisor.stop();
    expect(child.signalCode).toBe('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(supervisor.child('steady')).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('kills a child still running when the stop grace ends, rather than leaving it behind', async () => {
    // A worker whose Redis is gone can take many seconds to close: past the grace it must not outlive `npm start`.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rihla-supervise-'));
    const ready = path.join(dir, 'ready');
    const stubborn = `process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); require('fs').writeFileSync(${JSON.stringify(ready)}, '')`;
    supervisor = superviseChildren([{ name: 'stubborn', ...node(stubborn) }], {
      log: () => undefined,
      cwd: process.cwd(),
      backOff,
      stopGraceMs: 300,
    });
    const child = supervisor.child('stubborn')!;
    // Its SIGTERM handler must be in place before the stop, or the default action ends it at once.
    await waitFor(() => Promise.resolve(existsSync(ready)), 5_000);
    await supervisor.stop();
    await waitFor(() => Promise.resolve(child.exitCode !== null || child.signalCode !== null), 5_000);
    expect(child.signalCode).toBe('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
});
