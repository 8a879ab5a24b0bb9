/** The summary of `npm run test:scale`: one Markdown row per check, with its figure and whether it held. */
import os from 'node:os';

import type { CatalogReads, LoginLimit, Push, SchedulerRuns } from './checks.ts';
import type { PaymentRun } from './payments.ts';
import type { Usage } from './usage.ts';

export type Check = { check: string; figure: string; holds: boolean };

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export function paymentChecks(run: PaymentRun, killed?: string): Check[] {
  const spread = [...run.perTarget].map(([name, n]) => `${name} ${n}`).join(', ');
  const delivered = `${run.events} events + ${run.duplicates} duplicates`;
  const rows: Check[] = [
    {
      check: killed ? `${delivered}, ${killed} SIGKILLed a third in` : `${delivered} across nginx and 3 APIs`,
      figure:
        `${(run.events / run.paidSeconds).toFixed(0)} events/s reach PAID (acked in ${s(run.ackSeconds)}, ` +
        `ack p50 ${percentile(run.acks, 50).toFixed(0)} ms / p99 ${percentile(run.acks, 99).toFixed(0)} ms; ${spread}; ` +
        `${run.retries} deliveries retried)`,
      holds: true,
    },
    {
      check: '  every booking PAID exactly once: lost / doubled / payments missing / paid twice',
      figure: `${run.lost} / ${run.doubled} / ${run.unpaid} / ${run.paidTwice}`,
      holds: run.lost === 0 && run.doubled === 0 && run.unpaid === 0 && run.paidTwice === 0,
    },
  ];
  if (run.killToPaidSeconds !== undefined)
    rows.push({
      check: '  time to drain (last ack -> last PAID; kill -> last PAID)',
      figure: `${s(run.drainSeconds)}; ${s(run.killToPaidSeconds)} (stalled jobs resume after 12-17 s)`,
      holds: run.lost === 0,
    });
  return rows;
}

/** Figures for docs/capacity.md, not a check: what the deliveries of the first payment run cost. */
export function usageCheck(usage: Usage, deliveries: number): Check {
  return {
    check: '  cost of that run (PostgreSQL: this database; Redis: the whole server)',
    figure:
      `${(usage.transactions / deliveries).toFixed(1)} PostgreSQL transactions and ` +
      `${(usage.redisCommands / deliveries).toFixed(0)} Redis commands per delivery; ` +
      `${(usage.redisCommands / usage.seconds).toFixed(0)} Redis commands/s; ` +
      `at most ${usage.maxServerConnections} PostgreSQL connections (PgBouncer's)`,
    holds: true,
  };
}

export function catalogCheck(reads: CatalogReads): Check {
  const figure = (f: CatalogReads['oneApi']) =>
    `${f.rps.toFixed(0)} req/s (p50 ${f.p50} ms, p99 ${f.p99} ms${f.failed ? `, ${f.failed} failed` : ''})`;
  return {
    check: 'GET /api/packages (cached): one API, 10 connections; nginx over 3 APIs, 30 connections',
    figure: `${figure(reads.oneApi)}; ${figure(reads.nginx)}`,
    holds: reads.oneApi.failed === 0 && reads.nginx.failed === 0,
  };
}

export function loginCheck(limit: LoginLimit): Check {
  return {
    check: `login limit (AUTH_RATE_LIMIT=${limit.limit}/min) across the APIs; through nginx with forged X-Forwarded-For`,
    figure:
      `${limit.directPassed} of ${limit.direct} attempts over 3 APIs reached the password check; ` +
      `${limit.spoofPassed} of ${limit.spoofed} forged through nginx (checked in ${limit.checkedMs.toFixed(0)} ms, ` +
      `limited in ${limit.limitedMs.toFixed(0)} ms: median)`,
    holds: limit.directPassed === limit.limit && limit.spoofPassed === limit.limit,
  };
}

export function pushCheck(result: Push): Check {
  return {
    check: 'checkout subscribed on api-A, event received by api-B: PAID pushed',
    figure: result.reason
      ? `not available: ${result.reason}`
      : `${result.latencies.length} of ${result.latencies.length + result.missed} pushed, ` +
        `webhook 200 -> PAID p50 ${percentile(result.latencies, 50).toFixed(0)} ms, max ${Math.max(...result.latencies).toFixed(0)} ms`,
    holds: !result.reason && result.missed === 0,
  };
}

export function editCheck(delays: { api: string; ms: number }[]): Check {
  return {
    check: 'staff edit through api-A served by the other APIs (limit 1 s)',
    figure: delays.map((d) => `${d.api} ${Number.isFinite(d.ms) ? `${d.ms.toFixed(0)} ms` : 'never (5 s)'}`).join(', '),
    holds: delays.every((d) => d.ms < 1000),
  };
}

/**
 * Stats refresh, hold sweep, payment-event sweep, outbox sweep (decision 0018), documents retention and reminders
 * (0063, 0064), overdue invoice reminders and seat-allocation release (0065): a periodic job gone back to a timer is
 * missing.
 */
const EXPECTED_SCHEDULERS = 8;

/**
 * One run per slot: no slot twice, no more slots than the window holds (plus the one a scheduler's upsert starts
 * with), and at least one (the window holds a whole period of each, scale.ts waits for it); a run per worker would
 * double them.
 */
export function schedulerChecks(runs: SchedulerRuns[], windowMs: number): Check[] {
  const found: Check = {
    check: `job schedulers in Redis (${EXPECTED_SCHEDULERS} expected: decisions 0018, 0063, 0064, 0065)`,
    figure: runs.map((r) => r.scheduler).join(', ') || 'none',
    holds: runs.length >= EXPECTED_SCHEDULERS,
  };
  const perScheduler = runs.map((r) => {
    const periods = Math.floor(windowMs / r.everyMs);
    return {
      check: `periodic ${r.queue}/${r.scheduler} (every ${r.everyMs / 1000} s), 2 workers`,
      figure: `${r.runs} runs in ${s(windowMs / 1000)} (${r.slots} distinct slots; ${periods} whole periods)`,
      holds: r.runs === r.slots && r.runs <= periods + 1 && r.runs >= Math.max(1, periods - 1),
    };
  });
  return [found, ...perScheduler];
}

export function table(checks: Check[], started: number, database: string): string {
  const cpus = os.cpus();
  return [
    `## npm run test:scale: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus.length} cores ` +
      `(${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, Node ${process.version}, ${database}`,
    '',
    '| check | figure | holds |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.check} | ${c.figure} | ${c.holds ? 'yes' : '**NO**'} |`),
    '',
    `(${Math.round((Date.now() - started) / 1000)} s in all)`,
  ].join('\n');
}
