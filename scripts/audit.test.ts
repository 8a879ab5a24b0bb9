import { describe, expect, it } from 'vitest';

import { type AllowlistEntry, type AuditReport, judgeAudit } from './audit.ts';

const CROSS_SPAWN = 'https://github.com/advisories/GHSA-3xgq-45jj-v275';

/** `npm audit --omit=dev --json` (report version 2) as npm 11 prints it: a high advisory reached through two paths. */
const report: AuditReport = {
  vulnerabilities: {
    'cross-spawn': {
      name: 'cross-spawn',
      severity: 'high',
      via: [
        {
          source: 1104663,
          name: 'cross-spawn',
          title: 'Regular Expression Denial of Service (ReDoS) in cross-spawn',
          url: CROSS_SPAWN,
          severity: 'high',
        },
      ],
    },
    // Vulnerable only through cross-spawn: npm lists it, with the package name instead of an advisory.
    execa: { name: 'execa', severity: 'high', via: ['cross-spawn'] },
    nanoid: {
      name: 'nanoid',
      severity: 'moderate',
      via: [
        {
          source: 1101163,
          name: 'nanoid',
          title: 'Predictable results in nanoid generation when given non-integer values',
          url: 'https://github.com/advisories/GHSA-mwcw-c2x4-8c55',
          severity: 'moderate',
        },
      ],
    },
  },
};

const TODAY = '2026-11-28';
const entry = (expires: string): AllowlistEntry => ({
  id: 'GHSA-3xgq-45jj-v275',
  package: 'cross-spawn',
  reason: 'only the build runs it, on our own arguments',
  expires,
});

const judged = (allowlist: AllowlistEntry[], audit = report) => {
  const verdict = judgeAudit(audit, allowlist, TODAY);
  if (verdict.kind !== 'checked') throw new Error(verdict.lines.join('\n'));
  return verdict;
};

describe('npm run audit: the allow-list', () => {
  it('fails on a high advisory the list does not allow, and lists every advisory once', () => {
    const { lines, failures } = judged([]);
    expect(failures).toEqual([`high GHSA-3xgq-45jj-v275 in cross-spawn: NOT on the allow-list (${CROSS_SPAWN})`]);
    expect(lines[0]).toBe('npm audit --omit=dev: 2 advisories (1 high, 1 moderate)');
    expect(lines.filter((line) => line.includes('GHSA-3xgq-45jj-v275'))).toHaveLength(1);
  });

  it('passes a high advisory allowed until today, saying why; moderate ones are listed, never failed', () => {
    const { lines, failures } = judged([entry(TODAY)]);
    expect(failures).toEqual([]);
    expect(lines).toContain(
      '  high     cross-spawn GHSA-3xgq-45jj-v275 Regular Expression Denial of Service (ReDoS) in cross-spawn' +
        ' -> allowed until 2026-11-28: only the build runs it, on our own arguments',
    );
    expect(lines.some((line) => line.startsWith('  moderate nanoid GHSA-mwcw-c2x4-8c55'))).toBe(true);
  });

  it('matches an entry written with the advisory URL too', () => {
    expect(judged([{ ...entry('2027-01-31'), id: CROSS_SPAWN }]).failures).toEqual([]);
  });

  it('fails when the entry allowing a high advisory has expired', () => {
    expect(judged([entry('2026-11-27')]).failures).toEqual([
      `high GHSA-3xgq-45jj-v275 in cross-spawn: allow-list entry EXPIRED 2026-11-27 (only the build runs it, on our own arguments) (${CROSS_SPAWN})`,
    ]);
  });

  it('fails on an expired entry that no longer matches anything, and notes a current one that matches nothing', () => {
    const clean: AuditReport = { vulnerabilities: {} };
    expect(judged([entry('2026-01-01')], clean).failures).toEqual([
      'audit-allowlist.json: entry GHSA-3xgq-45jj-v275 (cross-spawn) expired 2026-01-01: renew or remove it',
    ]);
    const current = judged([entry('2027-01-01')], clean);
    expect(current.failures).toEqual([]);
    expect(current.lines).toContain(
      '  note: audit-allowlist.json entry GHSA-3xgq-45jj-v275 (cross-spawn) matches no advisory now: remove it',
    );
  });

  it('refuses an entry without a reason or a real date', () => {
    const { failures } = judged([
      { ...entry('2027-01-31'), reason: ' ' },
      { ...entry('2027-01-31'), expires: 'next month' },
    ]);
    expect(failures).toContain('audit-allowlist.json entry 1: missing reason');
    expect(failures).toContain(
      'audit-allowlist.json entry 2 (GHSA-3xgq-45jj-v275): expires must be a date YYYY-MM-DD, not next month',
    );
    expect(failures).toContain(`high GHSA-3xgq-45jj-v275 in cross-spawn: NOT on the allow-list (${CROSS_SPAWN})`);
  });

  it('says so when the registry does not answer, instead of reporting a clean audit', () => {
    // What npm 11 prints when the registry refuses the bulk advisory request (these machines' registry does).
    const refused: AuditReport = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(judgeAudit(refused, [], TODAY)).toEqual({
      kind: 'unreachable',
      lines: [
        'audit: the registry did not answer the audit (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk): no advisory was checked.',
        'audit: run it where the npm registry serves its advisories endpoint (/-/npm/v1/security/advisories/bulk).',
      ],
    });
  });
});
