import { randomUUID } from 'node:crypto';

import type { PrismaClient } from '@rihla/db';

import { aBooking, aStaffUser, daysFromToday } from '../../test/support/factories.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import type { TestApp } from './helpers.ts';

/**
 * Agencies and their invoices written straight with Prisma, as the agent booking flow (invoice-issue.ts, another
 * part of issue #34) will write them: bookings of source AGENT at the agency's net price, one line each.
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

type LineSpec = { amount: number; publicAmount?: number; quantity?: number; userId?: number };

/**
 * An invoice of `lines` (one PENDING agent booking each, no deposit asked), issued `issuedDaysAgo` days ago and due
 * `dueInDays` from today (negative: overdue).
 */
export async function anInvoice(
  db: PrismaClient,
  agency: { id: number; currency: string },
  { lines, issuedDaysAgo = 3, dueInDays = 11 }: { lines: LineSpec[]; issuedDaysAgo?: number; dueInDays?: number },
) {
  const bookings = await Promise.all(
    lines.map(async (line) => {
      const { accessToken: _unused, ...booking } = await aBooking(db, {
        source: 'AGENT',
        agencyId: agency.id,
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
          return {
            bookingId: bookings[n].id,
            description: `Umrah Classic, ${quantity} pilgrim(s)`,
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
