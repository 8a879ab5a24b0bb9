import { randomUUID } from 'node:crypto';

import type { BookingStatus, PrismaClient } from '@rihla/db';

import { aDeparture, aPackage, aStaffUser } from '../../test/support/factories.ts';

/**
 * Agencies' rows for the statement and aged receivables tests, made directly with Prisma in the shapes decision
 * 0065 describes (agent bookings at net price with their public price, invoices numbered RIH-<year>-<seq> with one
 * line per booking, payments by bank transfer or card), so these tests do not wait on the booking and transfer
 * services.
 */

const unique = () => randomUUID().slice(0, 8);

export async function anAgency(db: PrismaClient, overrides: { name?: string; currency?: string } = {}) {
  return db.agency.create({
    data: {
      name: overrides.name ?? `Al Noor Travel ${unique()}`,
      country: 'GB',
      currency: overrides.currency ?? 'USD',
      contactName: 'Hamza Yusuf',
      contactEmail: `desk.${unique()}@example.com`,
      creditLimit: 10_000_000,
      paymentTermsDays: 14,
    },
  });
}

/** An AGENT user of the agency. */
export const anAgent = (db: PrismaClient, agencyId: number) => aStaffUser(db, { role: 'AGENT', agencyId });

type AgentBookingOptions = {
  agencyId: number;
  currency?: string;
  packageId?: number;
  departureId?: number;
  /** Net per pilgrim, and public per pilgrim. */
  net: number;
  publicPrice: number;
  pilgrims?: number;
  status?: BookingStatus;
  createdAt: Date;
  cancelledAt?: Date | null;
};

/** A booking an agent made (source AGENT) on a dated package. */
export async function anAgentBooking(db: PrismaClient, options: AgentBookingOptions) {
  const currency = options.currency ?? 'USD';
  const packageId = options.packageId ?? (await aPackage(db, { currency, name: 'Umrah Classic' })).id;
  const departureId = options.departureId ?? (await aDeparture(db, { packageId })).id;
  const pilgrims = options.pilgrims ?? 1;
  return db.booking.create({
    data: {
      name: 'Pilgrim Lead',
      email: `pilgrim.${unique()}@example.com`,
      source: 'AGENT',
      agencyId: options.agencyId,
      packageId,
      departureId,
      roomType: 'DOUBLE',
      travellerCount: pilgrims,
      amount: options.net * pilgrims,
      publicAmount: options.publicPrice * pilgrims,
      currency,
      status: options.status ?? 'PENDING',
      createdAt: options.createdAt,
      cancelledAt: options.cancelledAt ?? null,
    },
  });
}

let invoiceSeq = 0;

/** An invoice of the given bookings (one line each, at their net amounts), issued on `issuedOn` (YYYY-MM-DD). */
export async function anInvoice(
  db: PrismaClient,
  {
    agencyId,
    bookings,
    issuedOn,
    dueOn,
    currency = 'USD',
  }: {
    agencyId: number;
    bookings: { id: number; amount: number | null; publicAmount: number | null; travellerCount: number }[];
    issuedOn: string;
    dueOn: string;
    currency?: string;
  },
) {
  invoiceSeq += 1;
  const year = issuedOn.slice(0, 4);
  const total = bookings.reduce((sum, b) => sum + (b.amount ?? 0), 0);
  return db.invoice.create({
    data: {
      // Unique across parallel test files: a real number is drawn from InvoiceSequence, without gaps.
      number: `RIH-${year}-${unique().slice(0, 5)}${invoiceSeq}`,
      agencyId,
      currency,
      total,
      issuedOn: new Date(`${issuedOn}T00:00:00Z`),
      dueOn: new Date(`${dueOn}T00:00:00Z`),
      lines: {
        create: bookings.map((b) => ({
          bookingId: b.id,
          description: 'Umrah Classic, double room',
          quantity: b.travellerCount,
          unitAmount: (b.amount ?? 0) / b.travellerCount,
          amount: b.amount ?? 0,
          publicAmount: b.publicAmount ?? 0,
        })),
      },
    },
  });
}

/** Money received on a booking: by bank transfer against its invoice (with `transfer`), or by card. */
export async function aPayment(
  db: PrismaClient,
  {
    bookingId,
    amount,
    receivedAt,
    currency = 'USD',
    transfer,
  }: {
    bookingId: number;
    amount: number;
    receivedAt: Date;
    currency?: string;
    transfer?: { invoiceId: number; agencyId: number; reference: string };
  },
) {
  const bankTransfer = transfer
    ? await db.bankTransfer.create({
        data: {
          invoiceId: transfer.invoiceId,
          agencyId: transfer.agencyId,
          amount,
          currency,
          reference: transfer.reference,
          receivedOn: new Date(`${receivedAt.toISOString().slice(0, 10)}T00:00:00Z`),
          appliedAmount: amount,
        },
      })
    : null;
  return db.payment.create({
    data: {
      bookingId,
      intentId: `${transfer ? 'bank' : 'pi'}_${unique()}`,
      purpose: 'FULL',
      amount,
      currency,
      provider: transfer ? 'bank' : 'DEMO',
      receivedAt,
      bankTransferId: bankTransfer?.id ?? null,
    },
  });
}
