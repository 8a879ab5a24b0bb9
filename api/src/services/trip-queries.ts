import { Prisma } from '@rihla/db';
import { CLASS_CAPACITY_SQL } from '@rihla/db/seat-ledger';

import type { Db } from '../lib/db.ts';
import { aliasPatterns } from './locations.service.ts';
import { weekdayBit } from './trip-times.ts';

export type ClassRow = { id: number; code: string; name: string; multiplier: string; translations: unknown };

/**
 * Everything a search needs besides the timetable, read in one round trip. `nearbyOrigins`/`nearbyDestinations` are
 * the places brought in only as the rest of a named place's city (JED brings in Jeddah's railway stations): a
 * departure from one of them implies a transfer across the city.
 */
export type SearchScope = {
  origins: number[];
  destinations: number[];
  nearbyOrigins: number[];
  nearbyDestinations: number[];
  enabledModes: string[];
  classes: ClassRow[];
};

/**
 * Resolves the typed origin and destination to location ids, and reads the enabled modes and the classes.
 * A term matches a location id, an IATA code, an exact name, a city or an alias ("Mecca", "مكة") case-insensitively.
 * An IATA code also brings in the rest of its airport's city, as travel sites treat a city code: JED -> MED by
 * train finds the Haramain from Jeddah's stations. Every branch is an index lookup (iata, id, lower(name),
 * lower(city), the alias trigram index).
 */
export async function loadSearchScope(db: Db, origin: string, destination: string): Promise<SearchScope> {
  const idOf = (term: string) => (/^\d{1,9}$/.test(term) ? Number(term) : null);
  const [scope] = await db.$queryRaw<SearchScope[]>`
    WITH term(role, text, id, alias) AS (
      VALUES ('origin', ${origin}::text, ${idOf(origin)}::int, ${aliasPatterns(origin).exact}::text),
             ('destination', ${destination}::text, ${idOf(destination)}::int, ${aliasPatterns(destination).exact}::text)
    ),
    matched AS (
      SELECT t.role, l.id, l.city, l.iata = upper(t.text) AS by_code
      FROM term t
      JOIN "Location" l
        ON l.iata = upper(t.text) OR l.id = t.id OR lower(l.name) = lower(t.text) OR lower(l.city) = lower(t.text)
        OR location_alias_text(l.aliases) LIKE t.alias
    ),
    nearby AS (
      SELECT m.role, l.id FROM matched m JOIN "Location" l ON lower(l.city) = lower(m.city) WHERE m.by_code AND m.city <> ''
      EXCEPT
      SELECT role, id FROM matched
    ),
    place AS (SELECT role, id FROM matched UNION SELECT role, id FROM nearby)
    SELECT
      COALESCE((SELECT array_agg(id) FROM place WHERE role = 'origin'), '{}') AS origins,
      COALESCE((SELECT array_agg(id) FROM place WHERE role = 'destination'), '{}') AS destinations,
      COALESCE((SELECT array_agg(id) FROM nearby WHERE role = 'origin'), '{}') AS "nearbyOrigins",
      COALESCE((SELECT array_agg(id) FROM nearby WHERE role = 'destination'), '{}') AS "nearbyDestinations",
      COALESCE((SELECT array_agg(code) FROM "TransportMode" WHERE enabled), '{}') AS "enabledModes",
      COALESCE((
        SELECT json_agg(json_build_object('id', id, 'code', code, 'name', name, 'multiplier', multiplier::text, 'translations', translations) ORDER BY multiplier, id)
        FROM "ServiceClass"
      ), '[]') AS classes`;
  return scope;
}

/** One direction of a search (or the single departure an option id names), on one origin-local date. */
export type Leg = { day: string } & ({ originIds: number[]; destinationIds: number[] } | { serviceId: number });

export type DepartureRow = {
  leg: number;
  day: string;
  serviceId: number;
  serviceNumber: string;
  departureMinutes: number;
  timezone: string;
  arrivalTimezone: string;
  durationMin: number;
  /** Seats left in each class (by class code) on this departure. */
  classSeats: Record<string, number>;
  baseFare: number;
  currency: string;
  modeId: number;
  modeCode: string;
  supplier: string;
  originId: number;
  destinationId: number;
  origin: string;
  destination: string;
  originCity: string;
  destinationCity: string;
  /** The places' names and cities in other languages (Location.translations), for the reader's language. */
  originTranslations: unknown;
  destinationTranslations: unknown;
  /** Its two places are in different countries: passengers give their passport data (trip-passengers.ts). */
  crossesBorder: boolean;
};

/**
 * Departures running on each leg's date: active services of enabled modes among `modeCodes` whose weekday mask
 * and validity window include the date, with at least `minSeats` seats left in one of their classes at least. One query for all
 * legs; each leg reads ScheduledService by (originId, destinationId, active) or by id, the ledger by its key.
 */
/** Joins each class `c` of service `s` to what its ledger row says is sold on `day`. */
const soldInClass = (day: string) => Prisma.sql`
  LEFT JOIN "SeatInventory" inv ON inv."serviceId" = s.id AND inv."departureDate" = ${day}::date AND inv."classId" = c.id`;

export async function findDepartures(
  db: Db,
  legs: Leg[],
  { modeCodes, minSeats }: { modeCodes: string[]; minSeats: number },
): Promise<DepartureRow[]> {
  const branches = legs.map((leg, n) => {
    const which =
      'serviceId' in leg
        ? Prisma.sql`s.id = ${leg.serviceId}`
        : Prisma.sql`s."originId" = ANY(${leg.originIds}::int[]) AND s."destinationId" = ANY(${leg.destinationIds}::int[])`;
    // Names are scalar subqueries rather than joins: the statement is planned on every call (no named prepared
    // statements through the adapter), and fewer joins cut planning time by more than half.
    return Prisma.sql`
      SELECT ${n}::int AS leg, ${leg.day}::text AS day, s.id AS "serviceId", s."serviceNumber", s."departureMinutes",
             s.timezone, COALESCE(ld.timezone, s.timezone) AS "arrivalTimezone", s."durationMin",
             (SELECT json_object_agg(c.code, ${CLASS_CAPACITY_SQL} - COALESCE(inv."seatsSold", 0))
              FROM "ServiceClass" c ${soldInClass(leg.day)}) AS "classSeats", s."baseFare", s.currency,
             s."modeId", m.code AS "modeCode", s."originId", s."destinationId",
             ld.name AS destination, ld.city AS "destinationCity", ld.translations AS "destinationTranslations",
             (SELECT translations FROM "Location" WHERE id = s."originId") AS "originTranslations",
             (SELECT name FROM "Operator" WHERE id = s."operatorId") AS supplier,
             (SELECT name FROM "Location" WHERE id = s."originId") AS origin,
             (SELECT city FROM "Location" WHERE id = s."originId") AS "originCity",
             (SELECT country FROM "Location" WHERE id = s."originId") <> ld.country AS "crossesBorder"
      FROM "ScheduledService" s
      JOIN "TransportMode" m ON m.id = s."modeId"
      JOIN "Location" ld ON ld.id = s."destinationId"
      WHERE ${which} AND s.active AND m.enabled AND m.code = ANY(${modeCodes}::text[])
        AND s.weekdays & ${weekdayBit(leg.day)}::int <> 0
        AND (s."validFrom" IS NULL OR s."validFrom" <= ${leg.day}::date)
        AND (s."validTo" IS NULL OR s."validTo" >= ${leg.day}::date)
        AND EXISTS (SELECT 1 FROM "ServiceClass" c ${soldInClass(leg.day)}
                    WHERE ${CLASS_CAPACITY_SQL} - COALESCE(inv."seatsSold", 0) >= ${minSeats}::int)`;
  });
  return db.$queryRaw<DepartureRow[]>`${Prisma.join(branches, ' UNION ALL ')}`;
}
