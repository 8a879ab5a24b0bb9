import { MANIFEST_PROBLEMS } from '../services/manifest-entries.ts';
import { type ManifestCheck, manifestCheck, type ManifestProblem } from '../services/manifests.service.ts';
import { builder, staffOnly } from './builder.ts';

/**
 * A departure's manifest check (issue #33 section 5, decision 0061). The files themselves are REST downloads
 * (GET /api/admin/departures/{id}/manifest/…): a GraphQL answer is no place for a spreadsheet.
 */

const ManifestProblemKindEnum = builder.enumType('ManifestProblemKind', {
  values: MANIFEST_PROBLEMS,
  description: 'What keeps a traveller off a clean manifest.',
});

const ManifestProblemType = builder.objectRef<ManifestProblem>('ManifestProblem').implement({
  description: 'One problem of one seat’s traveller.',
  fields: (t) => ({
    bookingId: t.exposeInt('bookingId'),
    bookingReference: t.exposeString('bookingReference'),
    position: t.exposeInt('position', { description: 'The traveller’s place in the booking (1 = the lead).' }),
    travellerName: t.exposeString('travellerName', { nullable: true, description: 'Null: no details entered yet.' }),
    kind: t.field({ type: ManifestProblemKindEnum, resolve: (p) => p.kind }),
    message: t.exposeString('message', { description: 'The problem in English, with the dates that matter.' }),
  }),
});

const ManifestCheckType = builder.objectRef<ManifestCheck>('ManifestCheck').implement({
  description: 'What stands between a departure and a clean manifest.',
  fields: (t) => ({
    departureId: t.exposeInt('departureId'),
    packageName: t.exposeString('packageName'),
    departDate: t.exposeString('departDate'),
    returnDate: t.exposeString('returnDate'),
    passportValidUntil: t.exposeString('passportValidUntil', {
      description: 'Passports must be valid until this day (six months after the return).',
    }),
    travellers: t.exposeInt('travellers', { description: 'Seats sold: one manifest line each.' }),
    ready: t.exposeInt('ready', { description: 'Lines with nothing missing.' }),
    complete: t.exposeBoolean('complete'),
    problems: t.field({ type: [ManifestProblemType], resolve: (c) => c.problems }),
  }),
});

builder.queryField('departureManifestCheck', (t) =>
  t.field({
    type: ManifestCheckType,
    ...staffOnly,
    description: 'The manifest check of a departure: per traveller, what is missing before an export (staff).',
    args: { departureId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => manifestCheck(ctx, args),
  }),
);
