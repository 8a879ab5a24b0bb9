/**
 * `npm run audit`: the advisories npm knows for what the product ships (`npm audit --omit=dev`), held against
 * audit-allowlist.json (docs/decisions/0027-supported-ground.md). Fails on a high or critical advisory the list does
 * not allow, and on an allow-list entry past its expiry date (even one that no longer matches anything: it is
 * renewed with a new reason or removed). Exit 0: clean; 1: advisories or entries to act on; 2: the registry did not
 * answer, so nothing was checked.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWLIST_FILE = 'audit-allowlist.json';

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
const BLOCKING: ReadonlySet<Severity> = new Set(['high', 'critical']);

/** One advisory of `npm audit --json` (report version 2): an object in a vulnerable package's `via`. */
type Via = { source?: number; name: string; title?: string; url?: string; severity: Severity };
export type AuditReport = {
  vulnerabilities?: Record<string, { name: string; severity: Severity; via: (string | Via)[] }>;
  /** What npm prints instead of a report when the registry refused or failed the audit. */
  error?: { summary?: string; detail?: string; code?: string };
  message?: string;
  statusCode?: number;
};

/** An advisory someone decided to live with for a while: by its id (GHSA id or URL) and package, with a reason. */
export type AllowlistEntry = { id: string; package: string; reason: string; expires: string };

type Advisory = { id: string; url: string; package: string; title: string; severity: Severity };

export type AuditVerdict =
  { kind: 'unreachable'; lines: string[] } | { kind: 'checked'; lines: string[]; failures: string[] };

const ghsaOf = (url: string) => /GHSA-[\w-]+/i.exec(url)?.[0] ?? url;

/** Each advisory once (a package reached through several paths lists it once per path). */
function advisoriesOf(report: AuditReport): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      if (typeof via === 'string') continue; // vulnerable only through another package, listed on its own
      const url = via.url ?? `npm advisory ${via.source ?? '?'}`;
      const advisory = { id: ghsaOf(url), url, package: via.name, title: via.title ?? '', severity: via.severity };
      found.set(`${advisory.id} ${advisory.package}`, advisory);
    }
  }
  return [...found.values()].sort((a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id));
}

/** Problems of the list itself: an entry without its four fields cannot be judged or reviewed. */
function malformed(entries: AllowlistEntry[]): string[] {
  return entries.flatMap((entry, index) => {
    const missing = (['id', 'package', 'reason', 'expires'] as const).filter(
      (field) => typeof entry[field] !== 'string' || !entry[field].trim(),
    );
    if (missing.length) return [`${ALLOWLIST_FILE} entry ${index + 1}: missing ${missing.join(', ')}`];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.expires) || Number.isNaN(Date.parse(entry.expires))) {
      return [
        `${ALLOWLIST_FILE} entry ${index + 1} (${entry.id}): expires must be a date YYYY-MM-DD, not ${entry.expires}`,
      ];
    }
    return [];
  });
}

const matches = (entry: AllowlistEntry, advisory: Advisory) =>
  entry.package === advisory.package && (entry.id === advisory.id || entry.id === advisory.url);

/**
 * The verdict on one audit report. `today` is a UTC date (YYYY-MM-DD); an entry is good through its `expires` day.
 */
export function judgeAudit(report: AuditReport, allowlist: AllowlistEntry[], today: string): AuditVerdict {
  if (!report.vulnerabilities) {
    const said = report.message ?? report.error?.summary ?? report.error?.code ?? 'no report';
    return {
      kind: 'unreachable',
      lines: [
        `audit: the registry did not answer the audit (${said}): no advisory was checked.`,
        'audit: run it where the npm registry serves its advisories endpoint (/-/npm/v1/security/advisories/bulk).',
      ],
    };
  }
  const failures = malformed(allowlist);
  const entries = allowlist.filter((entry) => !malformed([entry]).length);
  const expired = (entry: AllowlistEntry) => entry.expires < today;
  const advisories = advisoriesOf(report);
  const lines: string[] = [];
  for (const advisory of advisories) {
    const entry = entries.find((candidate) => matches(candidate, advisory));
    const blocking = BLOCKING.has(advisory.severity);
    let note = '';
    if (entry && expired(entry)) note = `allow-list entry EXPIRED ${entry.expires} (${entry.reason})`;
    else if (entry) note = `allowed until ${entry.expires}: ${entry.reason}`;
    else if (blocking) note = 'NOT on the allow-list';
    lines.push(
      `  ${advisory.severity.padEnd(8)} ${advisory.package} ${advisory.id} ${advisory.title}${note ? ` -> ${note}` : ''}`,
    );
    if (blocking && (!entry || expired(entry))) {
      failures.push(`${advisory.severity} ${advisory.id} in ${advisory.package}: ${note} (${advisory.url})`);
    }
  }
  for (const entry of entries) {
    const used = advisories.some((advisory) => matches(entry, advisory));
    if (expired(entry) && !used) {
      failures.push(
        `${ALLOWLIST_FILE}: entry ${entry.id} (${entry.package}) expired ${entry.expires}: renew or remove it`,
      );
    } else if (!used) {
      lines.push(`  note: ${ALLOWLIST_FILE} entry ${entry.id} (${entry.package}) matches no advisory now: remove it`);
    }
  }
  const bySeverity = advisories.reduce<Record<string, number>>((counts, advisory) => {
    counts[advisory.severity] = (counts[advisory.severity] ?? 0) + 1;
    return counts;
  }, {});
  const summary = Object.entries(bySeverity)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  lines.unshift(`npm audit --omit=dev: ${advisories.length} advisories${summary ? ` (${summary})` : ''}`);
  return { kind: 'checked', lines, failures };
}

/** `npm audit` exits 1 when it finds anything; its JSON on stdout is the report either way. */
function runNpmAudit(): AuditReport {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(run.stdout) as AuditReport;
  } catch {
    const said = (run.error?.message ?? run.stderr).trim().split('\n').pop() ?? `exit ${run.status}`;
    return { message: said || `npm audit printed no report (exit ${run.status})` };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { advisories } = JSON.parse(readFileSync(path.join(root, ALLOWLIST_FILE), 'utf8')) as {
    advisories: AllowlistEntry[];
  };
  const verdict = judgeAudit(runNpmAudit(), advisories, new Date().toISOString().slice(0, 10));
  for (const line of verdict.lines) console.log(line);
  if (verdict.kind === 'unreachable') process.exit(2);
  for (const failure of verdict.failures) console.error(`audit: ${failure}`);
  if (verdict.failures.length) {
    console.error(`audit: failed (${verdict.failures.length}); see docs/decisions/0027-supported-ground.md`);
    process.exit(1);
  }
  console.log('audit: no high or critical advisory outside the allow-list');
}
