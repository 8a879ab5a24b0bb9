import ExcelJS from 'exceljs';

import { csvCell } from './admin-bookings-csv.ts';
import type { ManifestEntry, ManifestProblemKind } from './manifest-entries.ts';
import { splitPassportName } from './manifest-names.ts';
import { dayOf } from './trip-times.ts';

/**
 * A departure's manifest as the files staff upload (decision 0061): the airline's APIS list and the visa portal's,
 * as CSV or XLSX, from rows whose passport numbers were opened for this file only. Values are as the passport's
 * machine-readable zone writes them: names upper case (split by splitPassportName), gender M/F, countries as their
 * ISO 3166-1 alpha-2 codes, days YYYY-MM-DD.
 */

export const MANIFEST_KINDS = ['APIS', 'VISA'] as const;
export type ManifestKind = (typeof MANIFEST_KINDS)[number];
export const MANIFEST_FORMATS = ['CSV', 'XLSX'] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];

/** One seat's entry with its passport number opened (null when no traveller is entered). */
export type ExportRow = ManifestEntry & { passportNumber: string | null; packageName: string };

/** The English of each problem, as the check lists it and an export with gaps writes it. */
export const PROBLEM_TEXT = {
  TRAVELLER_MISSING: 'No traveller details',
  NAME_NOT_LATIN: 'Name not in Latin letters as on the passport',
  GENDER_MISSING: 'Gender missing',
  ISSUING_COUNTRY_MISSING: 'Passport issuing country missing',
  PASSPORT_EXPIRED: 'Passport expired',
  PASSPORT_EXPIRES_TOO_SOON: 'Passport expires less than six months after the return',
} as const satisfies Record<ManifestProblemKind, string>;

type Column = { header: string; width: number; value: (row: ExportRow) => string };

const travellerValue =
  (read: (t: NonNullable<ExportRow['traveller']>) => string | null | undefined) =>
  (row: ExportRow): string =>
    row.traveller ? (read(row.traveller) ?? '') : '';

const GENDER_LETTER = { FEMALE: 'F', MALE: 'M' } as const;

const APIS_COLUMNS: Column[] = [
  { header: 'surname', width: 22, value: travellerValue((t) => splitPassportName(t.fullName).surname) },
  { header: 'given_names', width: 26, value: travellerValue((t) => splitPassportName(t.fullName).givenNames) },
  { header: 'gender', width: 8, value: travellerValue((t) => t.gender && GENDER_LETTER[t.gender]) },
  { header: 'date_of_birth', width: 13, value: travellerValue((t) => dayOf(t.dateOfBirth)) },
  { header: 'nationality', width: 11, value: travellerValue((t) => t.nationality) },
  { header: 'passport_number', width: 16, value: (row) => row.passportNumber ?? '' },
  { header: 'issuing_country', width: 15, value: travellerValue((t) => t.passportIssuingCountry) },
  { header: 'passport_expiry', width: 15, value: travellerValue((t) => dayOf(t.passportExpiry)) },
];

/**
 * The visa portal adds who each traveller travels with: their relation to the booking's lead traveller and the
 * lead's name (a woman's mahram is usually that relative, but the product does not know it, so staff confirm it on
 * the portal), and the booking and package the visa is for.
 */
const VISA_COLUMNS: Column[] = [
  ...APIS_COLUMNS,
  { header: 'relation_to_lead', width: 16, value: travellerValue((t) => t.relation) },
  {
    header: 'lead_traveller',
    width: 28,
    value: (row) => (row.lead && row.position !== 1 ? row.lead.fullName.toUpperCase() : ''),
  },
  { header: 'booking_reference', width: 17, value: (row) => row.booking.reference },
  { header: 'package', width: 30, value: (row) => row.packageName },
];

/** With gaps: what is missing, in words, with the booking and seat so staff can find it. */
const GAPS_COLUMN: Column = {
  header: 'missing',
  width: 50,
  value: (row) =>
    row.problems.length === 0
      ? ''
      : `${row.problems.map((p) => PROBLEM_TEXT[p]).join('; ')} (booking ${row.booking.reference}, traveller ${row.position})`,
};

export function manifestColumns(kind: ManifestKind, withGaps: boolean): Column[] {
  const columns = kind === 'APIS' ? APIS_COLUMNS : VISA_COLUMNS;
  return withGaps ? [...columns, GAPS_COLUMN] : columns;
}

/** The CSV: a header row, then one line per seat, CRLF line ends, cells quoted and formula-safe as the bookings CSV. */
export function manifestCsv(columns: Column[], rows: ExportRow[]): Buffer {
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  const text = [line(columns.map((c) => c.header)), ...rows.map((row) => line(columns.map((c) => c.value(row))))];
  return Buffer.from(text.join(''), 'utf8');
}

/**
 * The XLSX: one sheet, the header row bold and frozen, every cell text (a passport number like 0012345 keeps its
 * zeros, a date is not turned into the reader's local format), rows with a gap filled in pale gold.
 */
export async function manifestXlsx(title: string, columns: Column[], rows: ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rihla';
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c) => c.value(row)));
    if (row.problems.length > 0) added.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6E7B0' } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
