import { randomUUID } from 'node:crypto';

import type { PrismaClient, RoomType } from '@rihla/db';

import { aBooking, aDeparture, aPackage, aStaffUser, DAY_MS, daysFromToday } from '../../test/support/factories.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import type { TestApp } from './helpers.ts';

/**
 * Agencies and their invoices written straight with Prisma, as the agent booking flow (agency-booking-create.ts)
 * writes them: bookings of source AGENT on one departure, a room each, at the agency's net price, one line each.
 */

const tag = () => randomUUID().slice(0, 8);

export async function anInvoicingAgency(db: PrismaClient, overrides: { name?: string; currency?: string } = {}) {
  const name = overrides.name ?? `Masjid Travel Desk ${tag()}`;
  return db.agency.create({
    data: {
      name,
      country: 'GB',
      currency: overrides.currency ?? 'USD',
      contactName: 'Hafsa Begum',
      contactEmail: `desk.${tag()}@example.com`,
      creditLimit: 10_000_000,
      paymentTermsDays: 14,
    },
  });
}

/** An AGENT of the agency with a session token. */
export async function anAgentOf({ deps }: TestApp, agencyId: number) {
  const user = await aStaffUser(deps.db, { role: 'AGENT', agencyId });
  const token = await startSession(deps.db, user, deps.config.jwtSecret, '1h');
  return { user, token };
}

type LineSpec = { amount: number; publicAmount?: number; quantity?: number; userId?: number; roomType?: RoomType };

/**
 * An invoice of `lines` (one PENDING agent booking each, a QUAD room unless said, no deposit asked) on a departure
 * of `packageName` on `departDate` (60 days ahead unless given), issued `issuedDaysAgo` days ago and due
 * `dueInDays` from today (negative: overdue).
 */
export async function anInvoice(
  db: PrismaClient,
  agency: { id: number; currency: string },
  {
    lines,
    issuedDaysAgo = 3,
    dueInDays = 11,
    packageName = 'Umrah Classic',
    departDate = daysFromToday(60),
  }: { lines: LineSpec[]; issuedDaysAgo?: number; dueInDays?: number; packageName?: string; departDate?: Date },
) {
  const pkg = await aPackage(db, { name: packageName, currency: agency.currency });
  const returnDate = new Date(departDate.getTime() + 10 * DAY_MS);
  const departure = await aDeparture(db, { packageId: pkg.id, departDate, returnDate });
  const bookings = await Promise.all(
    lines.map(async (line) => {
      const { accessToken: _unused, ...booking } = await aBooking(db, {
        source: 'AGENT',
        agencyId: agency.id,
        packageId: pkg.id,
        departureId: departure.id,
        roomType: line.roomType ?? 'QUAD',
        amount: line.amount,
        publicAmount: line.publicAmount ?? line.amount,
        currency: agency.currency,
        travellerCount: line.quantity ?? 1,
        userId: line.userId ?? null,
        accessTokenHash: null,
        accessExpiresAt: null,
      });
      return booking;
    }),
  );
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice = await db.invoice.create({
    data: {
      number: `RIH-${new Date().getUTCFullYear()}-${tag()}`,
      agencyId: agency.id,
      currency: agency.currency,
      total,
      issuedOn: daysFromToday(-issuedDaysAgo),
      dueOn: daysFromToday(dueInDays),
      lines: {
        create: lines.map((line, n) => {
          const quantity = line.quantity ?? 1;
          const dates = `${departDate.toISOString().slice(0, 10)} – ${returnDate.toISOString().slice(0, 10)}`;
          return {
            bookingId: bookings[n].id,
            // The English record, as agency-booking-create.ts words it.
            description: `${packageName} ${dates}, ${line.roomType ?? 'QUAD'} x${quantity}`,
            quantity,
            unitAmount: line.amount / quantity,
            amount: line.amount,
            publicAmount: line.publicAmount ?? line.amount,
          };
        }),
      },
    },
  });
  return { invoice, bookings };
}
