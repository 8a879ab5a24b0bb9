/**
 * CPU time spent by each party of a phase (API, worker, the database's backends, the bench itself), read from
 * /proc. On a shared machine wall-clock rates move with the neighbours' load; CPU per event moves much less, so
 * it is what shows whether a change made the payment path cheaper.
 */
import { readFileSync } from 'node:fs';

import type pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU of a process so far, in ms (0 once it is gone). */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may contain spaces): state is the 3rd, utime the 14th, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

type Sample = { processes: Map<string, number>; backends: Map<number, number> };

/** Samples the named processes and every PostgreSQL backend connected to the bench's database. */
export async function sampleCpu(processes: Record<string, number | undefined>, sql: pg.Pool): Promise<Sample> {
  const { rows } = await sql.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  return {
    processes: new Map(Object.entries(processes).map(([name, pid]) => [name, pid ? processCpuMs(pid) : 0])),
    backends: new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)])),
  };
}

/**
 * CPU ms per unit of work between two samples, per party; `PostgreSQL` sums the backends (one that connected
 * in between counts from zero). Reading another user's backend needs the same user as the server: on a machine
 * where /proc hides them, the figure is 0 and says so.
 */
export function cpuPerUnit(before: Sample, after: Sample, units: number): Record<string, number> {
  const per: Record<string, number> = {};
  for (const [name, ms] of after.processes) per[name] = (ms - (before.processes.get(name) ?? 0)) / units;
  let backends = 0;
  for (const [pid, ms] of after.backends) backends += ms - (before.backends.get(pid) ?? 0);
  per.PostgreSQL = backends / units;
  return per;
}
