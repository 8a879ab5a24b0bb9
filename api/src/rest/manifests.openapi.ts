import { z } from 'zod';

import { MANIFEST_PROBLEMS } from '../services/manifest-entries.ts';
import { manifestExportInput } from '../services/manifests.service.ts';
import { type Operation, operations } from './openapi/operation.ts';

const APIS_COLUMNS =
  'surname, given_names, gender (M/F), date_of_birth, nationality, passport_number, issuing_country, passport_expiry';
const VISA_COLUMNS = `${APIS_COLUMNS}, relation_to_lead, lead_traveller, booking_reference, package`;
const FILE_NOTE =
  'Names upper case, split into surname and given names by the rule of decision 0061; countries as ISO 3166-1 alpha-2 codes; days YYYY-MM-DD. Refused with 409 MANIFEST_INCOMPLETE (the problems in words) while any traveller has a problem, unless `withGaps=true`, which adds a last column `missing`. Every export is audited (never the passport numbers); sent with `Cache-Control: no-store`.';

/** A departure's manifest (issue #33 section 5, decision 0061): staff and admin only. */
export const manifestOperations = operations(() => {
  const ManifestProblem = z
    .object({
      bookingId: z.number().int(),
      bookingReference: z.string(),
      position: z.number().int().min(1),
      travellerName: z.string().nullable(),
      kind: z.enum(MANIFEST_PROBLEMS),
      message: z.string(),
    })
    .meta({ id: 'ManifestProblem', description: 'One problem of one seat’s traveller.' });

  const ManifestCheck = z
    .object({
      departureId: z.number().int(),
      packageName: z.string(),
      departDate: z.string(),
      returnDate: z.string(),
      passportValidUntil: z.string().meta({ description: 'Six months after the return.' }),
      travellers: z.number().int().meta({ description: 'Seats sold: one manifest line each.' }),
      ready: z.number().int(),
      complete: z.boolean(),
      problems: z.array(ManifestProblem),
    })
    .meta({ id: 'ManifestCheck' });

  const file = (operationId: string, summary: string, columns: string, download: Operation['download']) =>
    ({
      operationId,
      summary,
      description: `Columns: ${columns}. ${FILE_NOTE}`,
      tag: 'manifests',
      access: 'staff',
      query: manifestExportInput.omit({ departureId: true }),
      download,
      errors: [404, 409],
    }) satisfies Operation;

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return {
    departureManifestCheck: {
      operationId: 'getDepartureManifestCheck',
      summary: 'What each traveller of a departure is missing before its manifest is exported (staff)',
      tag: 'manifests',
      access: 'staff',
      response: ManifestCheck,
      errors: [404],
    },
    apisManifestCsv: file('exportApisManifestCsv', 'The airline APIS manifest as CSV', APIS_COLUMNS, 'text/csv'),
    apisManifestXlsx: file('exportApisManifestXlsx', 'The airline APIS manifest as XLSX', APIS_COLUMNS, XLSX),
    visaManifestCsv: file('exportVisaManifestCsv', 'The visa portal manifest as CSV', VISA_COLUMNS, 'text/csv'),
    visaManifestXlsx: file('exportVisaManifestXlsx', 'The visa portal manifest as XLSX', VISA_COLUMNS, XLSX),
  } satisfies Record<string, Operation>;
});
