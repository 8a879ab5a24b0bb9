import type { Role } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireSignedIn, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, forbidden } from '../lib/errors.ts';
import { openPassport } from '../lib/traveller-crypto.ts';
import { id, parseInput, strictBoolean } from '../lib/validation.ts';
import { loadManifest, type Manifest, type ManifestEntry, type ManifestProblemKind } from './manifest-entries.ts';
import {
  type ExportRow,
  manifestColumns,
  manifestCsv,
  type ManifestFormat,
  type ManifestKind,
  manifestXlsx,
  PROBLEM_TEXT,
} from './manifest-files.ts';
import { dayOf } from './trip-times.ts';

/**
 * A departure's travellers' manifest for the airline (APIS) and the visa portal (issue #33 section 5, decision
 * 0061): the check lists what is missing per traveller before anything is exported; an export of an incomplete
 * manifest is refused (409, the problems in words) unless staff ask for it with its gaps marked. Passport numbers
 * are opened only while a file is built, and never reach the audit entry every export writes.
 */

/**
 * Who may read manifests: named here rather than "staff" in general, so a role added later (a group leader, who
 * must never see passport numbers) is refused until it is added on purpose.
 */
const MANIFEST_ROLES: readonly Role[] = ['ADMIN', 'STAFF'];

function requireManifestReader(viewer: Viewer | null): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!MANIFEST_ROLES.includes(signedIn.role)) throw forbidden();
  return signedIn;
}

const manifestCheckInput = z.object({ departureId: id });
export const manifestExportInput = z.object({
  departureId: id,
  /** Export although travellers have problems; the file gets a `missing` column saying what is wrong. */
  withGaps: strictBoolean().default(false),
});

export type ManifestProblem = {
  bookingId: number;
  bookingReference: string;
  position: number;
  /** As entered, null when the seat has no traveller yet. */
  travellerName: string | null;
  kind: ManifestProblemKind;
  /** The problem in English, with the dates that matter. */
  message: string;
};

export type ManifestCheck = {
  departureId: number;
  packageName: string;
  departDate: string;
  returnDate: string;
  passportValidUntil: string;
  /** Seats sold on the departure: one manifest line each. */
  travellers: number;
  /** Lines with nothing missing. */
  ready: number;
  complete: boolean;
  problems: ManifestProblem[];
};

function problemMessage(kind: ManifestProblemKind, entry: ManifestEntry, manifest: Manifest): string {
  const expiry = entry.traveller && dayOf(entry.traveller.passportExpiry);
  if (kind === 'PASSPORT_EXPIRED') return `Passport expired on ${expiry}`;
  if (kind === 'PASSPORT_EXPIRES_TOO_SOON')
    return `Passport expires on ${expiry}; it must be valid until ${manifest.passportValidUntil} (six months after the return)`;
  return PROBLEM_TEXT[kind];
}

function problemsOf(manifest: Manifest): ManifestProblem[] {
  return manifest.entries.flatMap((entry) =>
    entry.problems.map((kind) => ({
      bookingId: entry.booking.id,
      bookingReference: entry.booking.reference,
      position: entry.position,
      travellerName: entry.traveller?.fullName ?? null,
      kind,
      message: problemMessage(kind, entry, manifest),
    })),
  );
}

/** What stands between this departure and a clean manifest, per traveller (staff and admin). */
export async function manifestCheck(ctx: ServiceContext, input: unknown): Promise<ManifestCheck> {
  requireManifestReader(ctx.viewer);
  const { departureId } = parseInput(manifestCheckInput, input);
  const manifest = await loadManifest(ctx, departureId);
  const problems = problemsOf(manifest);
  const ready = manifest.entries.filter((e) => e.problems.length === 0).length;
  return {
    departureId: manifest.departureId,
    packageName: manifest.packageName,
    departDate: manifest.departDate,
    returnDate: manifest.returnDate,
    passportValidUntil: manifest.passportValidUntil,
    travellers: manifest.entries.length,
    ready,
    complete: problems.length === 0,
    problems,
  };
}

const LISTED_IN_REFUSAL = 5;

/** The refusal's list: the first problems in words, then how many more ("RH-7KQ2-M9 traveller 2: Gender missing"). */
function refusalList(problems: ManifestProblem[]): string {
  const listed = problems
    .slice(0, LISTED_IN_REFUSAL)
    .map((p) => `${p.bookingReference} traveller ${p.position}: ${p.message}`);
  const more = problems.length - listed.length;
  return [...listed, ...(more > 0 ? [`and ${more} more`] : [])].join('; ');
}

const KIND_LABEL = { APIS: 'APIS', VISA: 'visa portal' } as const satisfies Record<ManifestKind, string>;
const CONTENT_TYPE = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ManifestFormat, string>;

export type ManifestFile = { file: Buffer; fileName: string; contentType: string };

/**
 * The manifest file of `kind` as `format` (staff and admin). Refused with MANIFEST_INCOMPLETE while any traveller
 * has a problem, unless `withGaps`. Audited (who, when, which departure, kind and format, how many lines and gaps).
 */
export async function exportManifest(
  ctx: ServiceContext,
  input: unknown,
  kind: ManifestKind,
  format: ManifestFormat,
): Promise<ManifestFile> {
  const viewer = requireManifestReader(ctx.viewer);
  const { departureId, withGaps } = parseInput(manifestExportInput, input);
  const manifest = await loadManifest(ctx, departureId);
  const problems = problemsOf(manifest);
  if (problems.length > 0 && !withGaps)
    throw conflict('MANIFEST_INCOMPLETE', { count: problems.length, problems: refusalList(problems) });

  const rows: ExportRow[] = manifest.entries.map((entry) => ({
    ...entry,
    packageName: manifest.packageName,
    passportNumber: entry.traveller && openPassport(ctx.config, entry.traveller, entry.traveller.passportNumberEnc),
  }));
  const columns = manifestColumns(kind, withGaps);
  const file =
    format === 'CSV' ? manifestCsv(columns, rows) : await manifestXlsx(`${KIND_LABEL[kind]} manifest`, columns, rows);

  const gaps = manifest.entries.filter((e) => e.problems.length > 0).length;
  const what = `${KIND_LABEL[kind]} manifest (${format}) of ${manifest.packageName}, ${manifest.departDate}`;
  await recordAudit(ctx.db, viewer, {
    action: 'departure.manifest-export',
    entityType: 'Departure',
    entityId: departureId,
    summary: `Exported the ${what}: ${rows.length} travellers${gaps ? `, ${gaps} with gaps marked` : ''}`,
    after: { kind, format, travellers: rows.length, withGaps, gaps },
  });
  const fileName = `manifest-${kind.toLowerCase()}-${manifest.packageCode}-${manifest.departDate}.${format.toLowerCase()}`;
  return { file, fileName, contentType: CONTENT_TYPE[format] };
}
