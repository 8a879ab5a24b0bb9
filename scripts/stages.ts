/**
 * The stage runner of `npm test` and `npm run test:quick`: stages one after another, or several at once (their output
 * held back and printed whole when each ends, so two logs never interleave), and at the end, passed or failed, a
 * table of each stage's time, so a slow stage is seen the day it slows.
 */
import { spawn } from 'node:child_process';

import { log, root } from './lib.ts';

export interface Stage {
  name: string;
  command: string;
  args: string[];
  /** An exit code that means the stage could not check anything (not a failure, shown as such in the table). */
  notCheckedExit?: number;
}

interface Timed {
  name: string;
  seconds: number;
  outcome: 'passed' | 'failed' | 'NOT CHECKED';
  /** Ran beside other stages: its time overlaps theirs. */
  together: boolean;
}

const started = Date.now();
const timed: Timed[] = [];

function exec(stage: Stage, captured: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(String(error))));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

async function timedRun(stage: Stage, together: boolean): Promise<boolean> {
  const start = Date.now();
  const { code, output } = await exec(stage, together);
  const seconds = (Date.now() - start) / 1000;
  const notChecked = stage.notCheckedExit !== undefined && code === stage.notCheckedExit;
  const outcome = code === 0 ? 'passed' : notChecked ? 'NOT CHECKED' : 'failed';
  timed.push({ name: stage.name, seconds, outcome, together });
  if (together) {
    log(`${stage.name}: ${outcome} in ${Math.round(seconds)} s`);
    if (output.trim()) console.log(output.trimEnd());
  }
  return code === 0 || notChecked;
}

/** Runs one stage with its output live; throws when it fails. */
export async function runStage(stage: Stage): Promise<void> {
  log(stage.name);
  if (!(await timedRun(stage, false))) throw new StageFailed([stage.name]);
}

/**
 * Runs lanes at once, a lane being one stage or stages one after another (a lane stops at its first failure); waits
 * for every lane, then throws if any stage failed.
 */
export async function runTogether(lanes: (Stage | Stage[])[]): Promise<void> {
  const sequences = lanes.map((lane) => (Array.isArray(lane) ? lane : [lane]));
  log(`${sequences.map((lane) => lane.map((stage) => stage.name).join(' -> ')).join(' | ')} (at once)`);
  const failed: string[] = [];
  await Promise.all(
    sequences.map(async (lane) => {
      for (const stage of lane) {
        if (await timedRun(stage, true)) continue;
        failed.push(stage.name);
        return;
      }
    }),
  );
  if (failed.length) throw new StageFailed(failed);
}

export class StageFailed extends Error {
  constructor(readonly stages: string[]) {
    super(`failed: ${stages.join(', ')}`);
  }
}

/** The table of stage times; `ok` says whether every stage passed. */
export function printStageTimes(ok: boolean) {
  const width = Math.max(...timed.map((t) => t.name.length), 5);
  const rows = timed.map(
    (t) =>
      `  ${t.name.padEnd(width)}  ${`${Math.round(t.seconds)} s`.padStart(6)}  ${t.outcome}${t.together ? ' (at once with others)' : ''}`,
  );
  const total = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n${'stage'.padEnd(width + 2)}  ${'time'.padStart(6)}\n${rows.join('\n')}\n` +
      `  ${'total'.padEnd(width)}  ${`${total} s`.padStart(6)}  ${ok ? 'all passed' : 'FAILED'} (${Math.floor(total / 60)} min ${total % 60} s)\n`,
  );
}

/** Runs a list of steps, then prints the table whatever happened, and sets the exit code. */
export async function runStages(steps: (() => Promise<void>)[]): Promise<void> {
  let ok = true;
  try {
    for (const step of steps) await step();
  } catch (error) {
    ok = false;
    console.error(error instanceof StageFailed ? `\n[rihla] ${error.message}` : error);
  } finally {
    printStageTimes(ok);
  }
  process.exitCode = ok ? 0 : 1;
}
