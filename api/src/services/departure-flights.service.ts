import type { FlightDirection, Prisma } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { Db } from '../lib/db.ts';
import { foundOr404 } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';

/**
 * A departure's outbound and return flights (issue #33, decision 0060), what a group leader reads: flight number,
 * airports and the local times printed on the ticket. Times travel as `YYYY-MM-DDTHH:MM` without a zone and are
 * stored as such (a timestamp without time zone, read back as UTC only to format it): a departure from Jakarta
 * and an arrival in Jeddah each keep their own local clock, never converted.
 */

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const localTime = z
  .string({ error: 'FLIGHT_TIME_INVALID' })
  .trim()
  .regex(LOCAL_TIME, { error: 'FLIGHT_TIME_INVALID' })
  .transform((value, context) => {
    const date = new Date(`${value}:00Z`);
    // new Date rolls 2027-02-30 over to March: a date that does not print back the same is not a date.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 16) !== value) {
      context.addIssue({ code: 'custom', message: 'FLIGHT_TIME_INVALID' });
      return z.NEVER;
    }
    return date;
  });

const airport = z
  .string({ error: 'FLIGHT_AIRPORT_INVALID' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'FLIGHT_AIRPORT_INVALID' });

const flightInput = z.object({
  flightNumber: z
    .string({ error: 'FLIGHT_NUMBER_INVALID' })
    .trim()
    .toUpperCase()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(z.string().regex(/^[A-Z0-9]{2} ?[0-9]{1,5}[A-Z]?$/, { error: 'FLIGHT_NUMBER_INVALID' })),
  fromAirport: airport,
  departsAt: localTime,
  toAirport: airport,
  arrivesAt: localTime,
});

/** Both flights at once: a null one is removed (not known yet, or not by air). */
export const departureFlightsInput = z.object({
  outbound: flightInput.nullable(),
  return: flightInput.nullable(),
});

const flightSelect = {
  direction: true,
  flightNumber: true,
  fromAirport: true,
  departsAt: true,
  toAirport: true,
  arrivesAt: true,
} as const satisfies Prisma.DepartureFlightSelect;

type FlightRow = Prisma.DepartureFlightGetPayload<{ select: typeof flightSelect }>;

/** A flight as it travels: local times as `YYYY-MM-DDTHH:MM`. */
export type Flight = Omit<FlightRow, 'direction' | 'departsAt' | 'arrivesAt'> & {
  departsAt: string;
  arrivesAt: string;
};
export type DepartureFlights = { outbound: Flight | null; return: Flight | null };

const wallClock = (date: Date) => date.toISOString().slice(0, 16);

function shaped(rows: FlightRow[]): DepartureFlights {
  const of = (direction: FlightDirection): Flight | null => {
    const row = rows.find((flight) => flight.direction === direction);
    if (!row) return null;
    const { flightNumber, fromAirport, toAirport } = row;
    return {
      flightNumber,
      fromAirport,
      departsAt: wallClock(row.departsAt),
      toAirport,
      arrivesAt: wallClock(row.arrivesAt),
    };
  };
  return { outbound: of('OUTBOUND'), return: of('RETURN') };
}

/** The flights of departures, by departure id (the leader's page reads several). No permission check: callers do. */
export async function flightsOf(db: Db, departureIds: number[]): Promise<Map<number, DepartureFlights>> {
  const rows = await db.departureFlight.findMany({
    where: { departureId: { in: departureIds } },
    select: { ...flightSelect, departureId: true },
  });
  return new Map(
    departureIds.map((departure) => [departure, shaped(rows.filter((row) => row.departureId === departure))]),
  );
}

/** A departure's flights (staff). */
export async function departureFlights(ctx: ServiceContext, departureId: unknown): Promise<DepartureFlights> {
  requireStaff(ctx.viewer);
  const departure = parseInput(id, departureId);
  foundOr404(
    await ctx.db.departure.findUnique({ where: { id: departure }, select: { id: true } }),
    'DEPARTURE_NOT_FOUND',
  );
  return (await flightsOf(ctx.db, [departure])).get(departure)!;
}

/** Sets (or clears) both flights of a departure in one transaction; audited with what they were. */
export async function setDepartureFlights(
  ctx: ServiceContext,
  departureId: unknown,
  input: unknown,
): Promise<DepartureFlights> {
  const viewer = requireStaff(ctx.viewer);
  const departure = parseInput(id, departureId);
  const given = parseInput(departureFlightsInput, input);
  return ctx.db.$transaction(async (tx) => {
    foundOr404(
      await tx.departure.findUnique({ where: { id: departure }, select: { id: true } }),
      'DEPARTURE_NOT_FOUND',
    );
    const before = shaped(
      await tx.departureFlight.findMany({ where: { departureId: departure }, select: flightSelect }),
    );
    for (const [direction, flight] of [
      ['OUTBOUND', given.outbound],
      ['RETURN', given.return],
    ] as const) {
      const where = { departureId_direction: { departureId: departure, direction } };
      if (flight)
        await tx.departureFlight.upsert({
          where,
          create: { departureId: departure, direction, ...flight },
          update: flight,
        });
      else await tx.departureFlight.deleteMany({ where: { departureId: departure, direction } });
    }
    const after = shaped(
      await tx.departureFlight.findMany({ where: { departureId: departure }, select: flightSelect }),
    );
    await recordAudit(tx, viewer, {
      action: 'departure.flights',
      entityType: 'Departure',
      entityId: departure,
      summary: `Set the flights of departure ${departure}: ${[after.outbound, after.return].map((flight) => flight?.flightNumber ?? 'none').join(' out, ')} back`,
      before,
      after,
    });
    return after;
  });
}
