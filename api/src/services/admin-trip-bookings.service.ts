import { type Prisma, TripBookingStatus } from '@rihla/db';
import { MONEY_COLUMNS, moneySummary } from '@rihla/db/booking-money';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { type ListArgs, staffList, withSelection } from '../lib/staff-lists.ts';
import { maskPassport, openTripPassport } from '../lib/traveller-crypto.ts';
import { id, issueMessage, NEWEST_FIRST, parseInput, strictBoolean, text } from '../lib/validation.ts';
import { tripBookingSelect } from './trip-bookings.service.ts';
import { dayOf, isCalendarDate, isoInZone } from './trip-times.ts';

/**
 * The back-office's trip bookings (issue #32): the filtered list, read the same way by REST and GraphQL, each row
 * with its money from its Payment and Refund rows (moneySummary, decision 0038), and one booking's detail page.
 */

const STATUS_MESSAGE = issueMessage('STATUS_INVALID', { statuses: Object.values(TripBookingStatus).join(', ') });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const searchText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)),
  text(100, 'BOOKING_SEARCH_TOO_LONG').optional(),
);
const DATE = 'DATE_FORMAT_INVALID';
const day = z.preprocess(blankToUndefined, z.string({ error: DATE }).refine(isCalendarDate, DATE).optional());

export const tripBookingFilterInput = z
  .object({
    // Several statuses: a list (GraphQL, JSON) or comma-separated (query strings: ?status=PAID,PENDING).
    status: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : blankToUndefined(v)),
      z
        .array(z.enum(TripBookingStatus, { error: STATUS_MESSAGE }), { error: STATUS_MESSAGE })
        .max(20)
        .optional(),
    ),
    transportId: z.preprocess(blankToUndefined, id.optional()).meta({ description: 'The transport mode.' }),
    classId: z.preprocess(blankToUndefined, id.optional()).meta({ description: 'The service class.' }),
    departFrom: day.meta({ description: 'Departing on or after this day (YYYY-MM-DD, origin-local).' }),
    departTo: day.meta({ description: 'Departing on or before this day (YYYY-MM-DD, origin-local).' }),
    cancelled: z
      .preprocess(blankToUndefined, strictBoolean().optional())
      .meta({ description: 'true: cancelled (CANCELLED, or REFUNDED after it); false: not cancelled.' }),
    origin: searchText.meta({ description: 'Part of the origin’s name.' }),
    destination: searchText.meta({ description: 'Part of the destination’s name.' }),
    q: searchText.meta({ description: 'Part of the reference, the booker’s name or email, or a passenger’s name.' }),
  })
  .refine((f) => !f.departFrom || !f.departTo || f.departFrom <= f.departTo, { error: 'DATE_RANGE_REVERSED' });

export type TripBookingFilter = z.infer<typeof tripBookingFilterInput>;

const FILTER_KEYS = [
  'status',
  'transportId',
  'classId',
  'departFrom',
  'departTo',
  'cancelled',
  'origin',
  'destination',
  'q',
] as const;

/** The filter fields of a query string or a GraphQL `filter` argument (paging arguments are read elsewhere). */
function parseTripBookingFilter(args: unknown): TripBookingFilter {
  const given = (args ?? {}) as Record<string, unknown>;
  return parseInput(tripBookingFilterInput, Object.fromEntries(FILTER_KEYS.map((key) => [key, given[key]])));
}

/**
 * A trip booking records its cancellation in its status only (it keeps no history rows, decision 0031): CANCELLED,
 * then REFUNDED once the provider confirmed every payment back (prisma/trip-booking-lifecycle.ts).
 */
const CANCELLED: TripBookingStatus[] = ['CANCELLED', 'REFUNDED'];
const DAY_MS = 86_400_000;

/** The Prisma condition of a filter. */
function tripBookingWhere(filter: TripBookingFilter): Prisma.TripBookingWhereInput {
  const and: Prisma.TripBookingWhereInput[] = [];
  if (filter.status?.length) and.push({ status: { in: filter.status } });
  if (filter.transportId) and.push({ transportId: filter.transportId });
  if (filter.classId) and.push({ classId: filter.classId });
  if (filter.cancelled !== undefined) and.push({ status: filter.cancelled ? { in: CANCELLED } : { notIn: CANCELLED } });
  const contains = (value: string) => ({ contains: value, mode: 'insensitive' as const });
  if (filter.origin) and.push({ origin: contains(filter.origin) });
  if (filter.destination) and.push({ destination: contains(filter.destination) });
  if (filter.departFrom || filter.departTo) {
    // A searched trip's day is its origin-local departureDate; an older booking has only its start instant.
    const from = filter.departFrom ? new Date(`${filter.departFrom}T00:00:00Z`) : undefined;
    const to = filter.departTo ? new Date(`${filter.departTo}T00:00:00Z`) : undefined;
    and.push({
      OR: [
        { departureDate: { not: null, ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } },
        {
          departureDate: null,
          startDate: { ...(from ? { gte: from } : {}), ...(to ? { lt: new Date(to.getTime() + DAY_MS) } : {}) },
        },
      ],
    });
  }
  if (filter.q) {
    const q = contains(filter.q);
    and.push({
      OR: [{ reference: q }, { name: q }, { email: q }, { travellers: { some: { fullName: q } } }],
    });
  }
  return { AND: and };
}

/** What the row's money is read from (its status and price, its Payment and Refund rows). */
export const moneyColumns = MONEY_COLUMNS satisfies Prisma.TripBookingSelect;

type MoneyRow = Prisma.TripBookingGetPayload<{ select: typeof moneyColumns }>;

/** A trip booking's money in minor units: its price, paid, refunded, on its way back, kept (net) and still owed. */
export function tripMoney(row: MoneyRow) {
  const summary = moneySummary(row, row.payments, row.refunds);
  return {
    currency: summary.currency,
    total: row.amount,
    paid: summary.paid,
    refunded: summary.refunded,
    refundPending: summary.refundPending,
    net: summary.netPaid,
    owed: summary.stillOwed,
  };
}

export type TripMoney = ReturnType<typeof tripMoney>;

const listSelect = { ...tripBookingSelect, ...moneyColumns } as const;

/** A REST row: the booking as anyone is shown it, and its money. */
type ListRow = Omit<Prisma.TripBookingGetPayload<{ select: typeof listSelect }>, 'payments' | 'refunds'> & {
  money: TripMoney;
};

function filteredList(where: Prisma.TripBookingWhereInput) {
  return staffList(
    async (db, list: ListArgs): Promise<ListRow[]> => {
      const found = await db.tripBooking.findMany({
        ...withSelection(list, { select: listSelect }),
        where: { AND: [list.where ?? {}, where] },
        orderBy: NEWEST_FIRST,
      });
      // GraphQL reads only what it selected (`money` is its own field, schema/admin-trip-bookings.ts).
      if ('include' in list || 'select' in list) return found as never;
      return found.map(({ payments, refunds, ...row }) => ({
        ...row,
        money: tripMoney({ ...row, payments, refunds }),
      }));
    },
    (db) => db.tripBooking.count({ where }),
  );
}

/**
 * The staff trip bookings list, filtered (lib/staff-lists.ts: REST pages or a cursor, GraphQL pages). The GraphQL
 * connection stays unfiltered: it serves API clients that walk every booking.
 */
export const adminTripBookingList = {
  rest(ctx: ServiceContext, args: unknown) {
    requireStaff(ctx.viewer);
    return filteredList(tripBookingWhere(parseTripBookingFilter(args))).rest(ctx, args);
  },
  page(ctx: ServiceContext, args: { filter?: unknown }) {
    requireStaff(ctx.viewer);
    return filteredList(tripBookingWhere(parseTripBookingFilter(args.filter))).page(ctx, args);
  },
  connection(ctx: ServiceContext, query: ListArgs) {
    return filteredList({}).connection(ctx, query);
  },
};

const detailSelect = {
  ...tripBookingSelect,
  locale: true,
  user: { select: { id: true, name: true, email: true } },
  service: {
    select: {
      id: true,
      serviceNumber: true,
      timezone: true,
      durationMin: true,
      operator: { select: { name: true } },
      mode: { select: { name: true } },
      destination: { select: { timezone: true } },
    },
  },
  travellers: {
    orderBy: { position: 'asc' },
    select: { position: true, fullName: true, dateOfBirth: true, nationality: true, passportNumberEnc: true },
  },
  payments: { orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }] },
  refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { requestedBy: { select: { name: true } } } },
  termsDocument: { select: { id: true, version: true, locale: true, title: true } },
  intents: { select: { id: true } },
} satisfies Prisma.TripBookingSelect;

type DetailRow = Prisma.TripBookingGetPayload<{ select: typeof detailSelect }>;

// Messages that are about a person, not a booking: their keys carry other ids that could equal a booking's.
const NOT_BOOKING_MAIL = /^(consultation-|newsletter-|password-reset|booking-claim|account-)/;
const EMAILS_SCANNED = 500;

/**
 * The emails written for this trip booking. Each goes to the booking's address, and its dedupe key names the
 * trip after the kind ("booking-received:TRIP:42", "booking-cancelled:trip-42"), or one of its payments
 * ("payment-receipt:<intent>", linked by paymentId too) or refunds ("refund-confirmed:<refund id>"). Package
 * bookings' keys name a bare id or "PACKAGE:<id>", which never match these.
 */
async function emailsOf(ctx: ServiceContext, trip: DetailRow) {
  const refs = new Set<string>([
    ...trip.intents.map((intent) => intent.id),
    ...trip.payments.flatMap((payment) => [payment.intentId, payment.eventId ?? '']),
    ...trip.refunds.flatMap((refund) => [String(refund.id), refund.providerRefundId ?? '']),
  ]);
  refs.delete('');
  const own = [`TRIP:${trip.id}`, `trip-${trip.id}`];
  const paymentIds = trip.payments.map((payment) => payment.id);
  const rows = await ctx.db.outboxEmail.findMany({
    where: {
      OR: [
        { to: { equals: trip.email, mode: 'insensitive' } },
        ...(paymentIds.length ? [{ paymentId: { in: paymentIds } }] : []),
      ],
    },
    select: {
      id: true,
      kind: true,
      subject: true,
      status: true,
      dedupeKey: true,
      paymentId: true,
      createdAt: true,
      sentAt: true,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: EMAILS_SCANNED,
  });
  return rows
    .filter(({ kind, dedupeKey, paymentId }) => {
      if (paymentId !== null && paymentIds.includes(paymentId)) return true;
      if (NOT_BOOKING_MAIL.test(kind)) return false;
      const subject = dedupeKey.slice(dedupeKey.indexOf(':') + 1);
      return refs.has(subject) || own.some((key) => subject === key || subject.startsWith(`${key}:`));
    })
    .map(({ dedupeKey: _key, paymentId: _payment, ...email }) => email);
}

/** The journey as staff read it: departure and arrival in each end's local time (ISO with the offset). */
function journeyOf(trip: DetailRow) {
  const service = trip.service;
  const departZone = service?.timezone ?? 'UTC';
  const start = trip.startDate.getTime();
  const arriveZone = service ? (service.destination.timezone ?? service.timezone) : null;
  return {
    origin: trip.origin,
    destination: trip.destination,
    mode: trip.transport?.name ?? service?.mode.name ?? null,
    service: service ? `${service.operator.name} ${service.serviceNumber}` : null,
    serviceClass: trip.serviceClass?.name ?? null,
    departureDate: trip.departureDate ? dayOf(trip.departureDate) : null,
    departs: isoInZone(start, departZone),
    departTimezone: departZone,
    arrives: service && arriveZone ? isoInZone(start + service.durationMin * 60_000, arriveZone) : null,
    arriveTimezone: arriveZone,
    durationMin: service?.durationMin ?? null,
  };
}

/** The passengers as the detail shows them: the passport number masked (•••••4321), never whole. */
function passengersOf(ctx: ServiceContext, trip: DetailRow) {
  const rows = trip.travellers.length
    ? trip.travellers
    : [{ position: 1, fullName: trip.name, dateOfBirth: null, nationality: null, passportNumberEnc: null }];
  return rows.map((p) => ({
    position: p.position,
    fullName: p.fullName,
    dateOfBirth: p.dateOfBirth ? dayOf(p.dateOfBirth) : null,
    nationality: p.nationality,
    passportNumberMasked: p.passportNumberEnc
      ? maskPassport(
          openTripPassport(ctx.config, { tripBookingId: trip.id, position: p.position }, p.passportNumberEnc),
        )
      : null,
  }));
}

/** One trip booking as the back-office's detail page shows it (staff and admins). */
export async function adminTripBookingDetail(ctx: ServiceContext, tripBookingId: unknown) {
  requireStaff(ctx.viewer);
  const found = await ctx.db.tripBooking.findUnique({
    where: { id: parseInput(id, tripBookingId) },
    select: detailSelect,
  });
  const trip = foundOr404(found, 'TRIP_BOOKING_NOT_FOUND');
  const { intents: _intents, travellers: _travellers, service: _service, ...booking } = trip;
  return {
    booking,
    money: tripMoney(trip),
    journey: journeyOf(trip),
    passengers: passengersOf(ctx, trip),
    customerAccount: trip.user,
    payments: trip.payments,
    refunds: trip.refunds,
    emails: await emailsOf(ctx, trip),
    terms: trip.termsDocument
      ? {
          version: trip.termsDocument.version,
          locale: trip.termsDocument.locale,
          title: trip.termsDocument.title,
          acceptedAt: trip.termsAcceptedAt,
        }
      : null,
  };
}

export type AdminTripBookingDetail = Awaited<ReturnType<typeof adminTripBookingDetail>>;

/**
 * The passengers' whole passport numbers, for staff only (the carrier's manifest, a visa question). Each read is
 * an audit entry, written before the numbers leave (decision 0055): who read whose passports and when, never the
 * numbers themselves. Passengers without a passport on file answer null.
 */
export async function revealTripPassports(ctx: ServiceContext, tripBookingId: unknown) {
  const staff = requireStaff(ctx.viewer);
  const targetId = parseInput(id, tripBookingId);
  const trip = foundOr404(
    await ctx.db.tripBooking.findUnique({
      where: { id: targetId },
      select: {
        id: true,
        reference: true,
        travellers: {
          orderBy: { position: 'asc' },
          select: { position: true, fullName: true, passportNumberEnc: true },
        },
      },
    }),
    'TRIP_BOOKING_NOT_FOUND',
  );
  const passengers = trip.travellers.map((p) => ({
    position: p.position,
    fullName: p.fullName,
    passportNumber: p.passportNumberEnc
      ? openTripPassport(ctx.config, { tripBookingId: trip.id, position: p.position }, p.passportNumberEnc)
      : null,
  }));
  const shown = passengers.filter((p) => p.passportNumber !== null);
  await recordAudit(ctx.db, staff, {
    action: 'trip-booking.passports-view',
    entityType: 'TripBooking',
    entityId: trip.id,
    summary: `Viewed the passport numbers of ${trip.reference} (${shown.length === 1 ? '1 passenger' : `${shown.length} passengers`})`,
    after: { positions: shown.map((p) => p.position) },
  });
  return { tripBookingId: trip.id, reference: trip.reference, passengers };
}
