import { randomUUID } from 'node:crypto';

import { hash } from '@node-rs/argon2';
import type { Agency, Booking, BookingStatus, Prisma, PrismaClient, Role } from '@rihla/db';
import { newAccessToken } from '@rihla/worker/emails';

/**
 * The rows tests start from, one factory per model. Every call makes its own unique values (codes, emails,
 * intent ids), the defaults make a valid row, and any column can be overridden (Prisma's unchecked create input).
 * Tests state only what their assertion depends on.
 */

export const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' `n` days from today (UTC). */
export const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
/** Midnight UTC `n` days from today, as a departure date is stored. */
export const daysFromToday = (n: number) => new Date(`${inDays(n)}T00:00:00Z`);

/** The password every factory-made user signs in with. */
export const PASSWORD = 'correct-horse';
let passwordHash: Promise<string> | undefined;
// One argon2 hash per test process: each costs ~50 ms and 19 MiB, and every factory user shares the password.
const hashedPassword = () => (passwordHash ??= hash(PASSWORD));

let made = 0;
/** A value no other factory call in this run has (a counter, plus a random part for parallel workers). */
const unique = () => `${(made += 1)}${randomUUID().slice(0, 6)}`;

export async function aPackage(db: PrismaClient, overrides: Partial<Prisma.PackageUncheckedCreateInput> = {}) {
  return db.package.create({
    data: { code: `PKG-${unique()}`, name: 'Umrah Classic', price: 100_000, currency: 'USD', ...overrides },
  });
}

/** A departure `departIn` days ahead (back 10 days later) with 20 seats, of a new package unless one is given. */
export async function aDeparture(
  db: PrismaClient,
  { departIn = 60, ...overrides }: Partial<Prisma.DepartureUncheckedCreateInput> & { departIn?: number } = {},
) {
  return db.departure.create({
    data: {
      packageId: overrides.packageId ?? (await aPackage(db)).id,
      departDate: daysFromToday(departIn),
      returnDate: daysFromToday(departIn + 10),
      seats: 20,
      ...overrides,
    },
  });
}

type BookingOptions = Partial<Prisma.BookingUncheckedCreateInput> & {
  status?: BookingStatus;
  /**
   * The payments received, as the payment path records them (a PaymentIntent and a Payment row each): one amount
   * is a FULL payment, two are a DEPOSIT then the BALANCE. `true`: one FULL payment of the booking's amount.
   * The booking's amount defaults to their sum.
   */
  paid?: boolean | number[];
};

/**
 * A package booking (of a new USD 1,000.00 package unless `packageId` is given; `packageId: null` for none) by
 * Amina Rahman, with the access token its customer was shown (`accessToken`; only its hash is stored).
 */
export async function aBooking(db: PrismaClient, { paid = false, ...overrides }: BookingOptions = {}) {
  const payments = paid === true ? [overrides.amount ?? 100_000] : paid || [];
  // null is a value here (an unpriced booking, no package): only a missing field takes the default.
  const amount =
    overrides.amount !== undefined ? overrides.amount : payments.reduce((sum, part) => sum + part, 0) || 100_000;
  const currency = overrides.currency !== undefined ? overrides.currency : 'USD';
  const packageId =
    overrides.packageId !== undefined ? overrides.packageId : (await aPackage(db, { currency: currency ?? 'USD' })).id;
  const access = newAccessToken();
  const booking = await db.booking.create({
    data: {
      name: 'Amina Rahman',
      email: `amina.${unique()}@example.com`,
      accessTokenHash: access.hash,
      accessExpiresAt: new Date(Date.now() + 30 * DAY_MS),
      ...(payments.length ? { paidAt: new Date() } : {}),
      ...overrides,
      packageId,
      amount,
      currency,
    },
  });
  for (const [i, part] of payments.entries()) {
    const intentId = `pi_${booking.id}_${i}_${unique()}`;
    const [provider, paidIn] = ['DEMO', currency ?? 'USD'];
    await db.paymentIntent.create({
      data: { id: intentId, bookingId: booking.id, amount: part, currency: paidIn, provider },
    });
    const purpose = payments.length === 1 ? 'FULL' : i === 0 ? 'DEPOSIT' : 'BALANCE';
    await db.payment.create({
      data: {
        bookingId: booking.id,
        intentId,
        purpose,
        amount: part,
        currency: paidIn,
        provider,
        receivedAt: new Date(),
      },
    });
  }
  return { ...booking, accessToken: access.token };
}

type TripBookingOptions = Partial<Prisma.TripBookingUncheckedCreateInput>;

/**
 * A trip booking (Jeddah -> Makkah a week ahead, USD 450.00, its seats held for 20 minutes) by Yusuf Ali, with
 * the access token its customer was shown (`accessToken`). The only place tests create trip bookings, so a
 * change to the model's columns touches this file alone.
 */
export async function aTripBooking(db: PrismaClient, overrides: TripBookingOptions = {}) {
  const access = newAccessToken();
  const trip = await db.tripBooking.create({
    data: {
      name: 'Yusuf Ali',
      email: `yusuf.${unique()}@example.com`,
      origin: 'Jeddah',
      destination: 'Makkah',
      startDate: new Date(Date.now() + 7 * DAY_MS),
      amount: 45_000,
      currency: 'USD',
      accessTokenHash: access.hash,
      accessExpiresAt: new Date(Date.now() + DAY_MS),
      holdExpiresAt: new Date(Date.now() + 20 * 60_000),
      ...overrides,
    },
  });
  return { ...trip, accessToken: access.token };
}

type UserOptions = Partial<Prisma.UserUncheckedCreateInput>;

/** A user of `role` (STAFF unless given) who signs in with PASSWORD. */
export async function aStaffUser(
  db: PrismaClient,
  { role = 'STAFF', ...overrides }: UserOptions & { role?: Role } = {},
) {
  const n = unique();
  return db.user.create({
    data: {
      name: `${role.toLowerCase()} ${n}`,
      email: `${role.toLowerCase()}.${n}@example.com`,
      role,
      passwordHash: await hashedPassword(),
      ...overrides,
    },
  });
}

/** A customer account (role USER) who signs in with PASSWORD. */
export const aCustomer = (db: PrismaClient, overrides: Omit<UserOptions, 'role'> = {}) =>
  aStaffUser(db, { ...overrides, role: 'USER' });

/** An agency (issue #34) in GB paying in USD, with 10,000.00 of credit and 14 days' terms, unless told otherwise. */
export async function anAgency(db: PrismaClient, overrides: Partial<Prisma.AgencyUncheckedCreateInput> = {}) {
  const n = unique();
  return db.agency.create({
    data: {
      name: `Agency ${n}`,
      country: 'GB',
      currency: 'USD',
      contactName: 'Siti Rahma',
      contactEmail: `desk.${n}@agency.example.com`,
      creditLimit: 1_000_000,
      ...overrides,
    },
  });
}

/** An agent of the agency (role AGENT, tied to it as the database requires) who signs in with PASSWORD. */
export const anAgent = (db: PrismaClient, agencyId: number, overrides: Omit<UserOptions, 'role' | 'agencyId'> = {}) =>
  aStaffUser(db, { ...overrides, role: 'AGENT', agencyId });

type AllocationOptions = Partial<Prisma.SeatAllocationUncheckedCreateInput> & { agencyId: number; departureId: number };

/**
 * A block of 2 seats of the departure for the agency, released 30 days from today, unless told otherwise. Its seats
 * leave the departure's public sale, as making it through the API does.
 */
export async function anAllocation(db: PrismaClient, { seats = 2, ...overrides }: AllocationOptions) {
  const [allocation] = await db.$transaction([
    db.seatAllocation.create({ data: { seats, releaseOn: daysFromToday(30), ...overrides } }),
    db.departure.update({ where: { id: overrides.departureId }, data: { seatsTaken: { increment: seats } } }),
  ]);
  return allocation;
}

/**
 * A PENDING booking an agent of the agency made (source AGENT): in the agency's currency, of a new package unless
 * `packageId` is given, at a net `amount` of 1,000.00 and the same public price unless told otherwise, with no
 * access link (an agent reaches it through the portal). With `departIn`, on a departure of its package that many
 * days ahead.
 */
export async function anAgencyBooking(
  db: PrismaClient,
  agency: Pick<Agency, 'id' | 'currency'>,
  { departIn, ...overrides }: Omit<BookingOptions, 'paid'> & { departIn?: number } = {},
) {
  const amount = overrides.amount ?? 100_000;
  const packageId = overrides.packageId ?? (await aPackage(db, { currency: agency.currency })).id;
  const departureId =
    departIn === undefined ? overrides.departureId : (await aDeparture(db, { packageId, departIn })).id;
  const { accessToken: _none, ...booking } = await aBooking(db, {
    source: 'AGENT',
    agencyId: agency.id,
    currency: agency.currency,
    amount,
    publicAmount: amount,
    accessTokenHash: null,
    accessExpiresAt: null,
    ...overrides,
    packageId,
    departureId,
  });
  return booking;
}

type InvoicedBooking = Pick<Booking, 'id' | 'amount' | 'publicAmount' | 'travellerCount'>;

/**
 * An invoice of the agency's bookings, one line each at its net amount, issued 3 days ago and due on the agency's
 * terms after, unless told otherwise (days as 'YYYY-MM-DD'). Numbered RIH-<year>-<unique> outside InvoiceSequence,
 * so the gapless numbers the booking path draws, which tests count, are left alone.
 */
export async function anInvoice(
  db: PrismaClient,
  agency: Pick<Agency, 'id' | 'currency' | 'paymentTermsDays'>,
  bookings: InvoicedBooking[],
  { issuedOn = inDays(-3), dueOn }: { issuedOn?: string; dueOn?: string } = {},
) {
  const issued = new Date(`${issuedOn}T00:00:00Z`);
  const lineOf = (b: InvoicedBooking) => ({
    bookingId: b.id,
    description: `Umrah Classic, ${b.travellerCount} pilgrim(s)`,
    quantity: b.travellerCount,
    unitAmount: (b.amount ?? 0) / b.travellerCount,
    amount: b.amount ?? 0,
    publicAmount: b.publicAmount ?? 0,
  });
  return db.invoice.create({
    data: {
      number: `RIH-${issuedOn.slice(0, 4)}-${unique()}`,
      agencyId: agency.id,
      currency: agency.currency,
      total: bookings.reduce((sum, b) => sum + (b.amount ?? 0), 0),
      issuedOn: issued,
      dueOn: dueOn ? new Date(`${dueOn}T00:00:00Z`) : new Date(issued.getTime() + agency.paymentTermsDays * DAY_MS),
      lines: { create: bookings.map(lineOf) },
    },
  });
}

type PaymentOptions = {
  bookingId: number;
  amount: number;
  receivedAt: Date;
  currency?: string;
  /** Paid by bank transfer against the invoice, under the bank's reference; by card without. */
  transfer?: { invoiceId: number; agencyId: number; reference: string };
};

/** Money received on a booking after it was made: a FULL payment by bank transfer (with `transfer`) or by card. */
export async function aPayment(
  db: PrismaClient,
  { bookingId, amount, receivedAt, currency = 'USD', transfer }: PaymentOptions,
) {
  const bankTransfer = transfer
    ? await db.bankTransfer.create({
        data: {
          ...transfer,
          amount,
          currency,
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
