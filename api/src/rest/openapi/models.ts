import { $Enums, SECRET_COLUMNS } from '@rihla/db';
import { getDatamodel } from '@rihla/db/pothos-types';
import { z } from 'zod';

import { once, timestamp } from './operation.ts';

/**
 * Database rows as the API sends them (JSON of a Prisma row: dates as ISO text), built from the Prisma datamodel
 * itself, so a column added to a model shows in the document (and the contract test) without a second list to keep.
 * Relations are added by the caller where a service includes them.
 */

type ModelName = 'Booking' | 'Package' | 'User' | 'Departure' | 'RoomPrice' | 'Review' | 'TripBooking';
type FieldName = string;

const json = z.unknown().meta({ description: 'JSON as stored.' });

function scalar(type: string, kind: string): z.ZodType {
  if (kind === 'enum') return z.enum(Object.values($Enums[type as keyof typeof $Enums]) as [string, ...string[]]);
  switch (type) {
    case 'Int':
      return z.number().int();
    case 'String':
      return z.string();
    case 'Boolean':
      return z.boolean();
    case 'DateTime':
      return timestamp;
    // Prisma's Decimal serializes as its decimal text.
    case 'Decimal':
      return z.string().meta({ format: 'decimal' });
    default:
      return json;
  }
}

let datamodel: ReturnType<typeof getDatamodel>['datamodel'] | undefined;

/**
 * The row of `model` without `omit` (columns a service leaves out), as a zod object. The secret columns the client
 * never answers (SECRET_COLUMNS, prisma/index.ts: token and password hashes) are never in it.
 */
export function modelRow(model: ModelName | (string & {}), omit: readonly FieldName[] = []) {
  datamodel ??= getDatamodel().datamodel;
  if (!(model in datamodel.models)) throw new Error(`No model ${model}`);
  const { fields } = datamodel.models[model];
  const secrets: Partial<Record<string, object>> = SECRET_COLUMNS;
  const secret = secrets[model[0].toLowerCase() + model.slice(1)] ?? {};
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.kind === 'object' || omit.includes(field.name) || field.name in secret) continue;
    let schema = scalar(field.type, field.kind);
    if (field.isList) schema = z.array(schema);
    shape[field.name] = field.isRequired ? schema : schema.nullable();
  }
  return z.object(shape);
}

/** Rows several areas answer, made once on first use. */
export const rows = once(() => {
  const translations = z
    .record(z.string(), z.record(z.string(), z.unknown()))
    .meta({ description: 'Texts per language (`ar`, `id`): the fields given in that language.' });
  /** A package row as stored (staff views and relations): every column, its translations included. */
  const PackageRow = modelRow('Package').extend({ translations }).meta({ id: 'PackageRow' });
  /** A package booking row as stored. */
  const BookingRow = modelRow('Booking').meta({ id: 'BookingRow' });
  const BookingWithPackage = BookingRow.extend({ package: PackageRow.nullable() }).meta({ id: 'BookingWithPackage' });
  /** What anyone is shown of a user (services/users.service.ts publicUserSelect). */
  const PublicUser = modelRow('User')
    .pick({ id: true, name: true, email: true, role: true, avatar: true, deactivatedAt: true, createdAt: true })
    .meta({ id: 'User' });
  const StaffReview = modelRow('Review').extend({ package: PackageRow, user: PublicUser }).meta({ id: 'StaffReview' });
  /**
   * A trip booking as anyone is shown it: every column but the access token's hash and the client key. Its
   * component is `TripBooking` (docs/decisions/0037-trip-booking-names.md).
   */
  const TripBooking = modelRow('TripBooking', ['seatsHeld', 'locale'])
    .extend({
      transport: modelRow('TransportMode').nullable(),
      serviceClass: modelRow('ServiceClass').nullable(),
    })
    .meta({ id: 'TripBooking' });
  return { translations, PackageRow, BookingRow, BookingWithPackage, PublicUser, StaffReview, TripBooking };
});
