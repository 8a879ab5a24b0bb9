import type { PaymentPurpose as PaidFor, RoomType, TransactionClient } from '@rihla/db';

import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import type { Db } from '../lib/db.ts';
import { conflict } from '../lib/errors.ts';
import type { Locale } from '../lib/locale.ts';
import type { Intent } from '../payments/provider.ts';
import { readerField } from './content-translations.ts';
import { type BalanceView, balanceView, depositOpen } from './deposits.ts';
import { dayOf, isoInZone } from './trip-times.ts';

/**
 * Package bookings (`Booking`) and trip bookings (`TripBooking`) are paid the same way; this module gives
 * the payment services one shape for both, so no payment rule is written twice.
 */
export type BookingKind = 'PACKAGE' | 'TRIP';
export const BOOKING_KINDS = ['PACKAGE', 'TRIP'] as const;

/** Every status a checkout can show, one list for the type, the GraphQL enum and the REST contract. */
export const CHECKOUT_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
  'NEEDS_REVIEW',
  'EXPIRED',
  'CONFIRMED',
  'DEPOSIT_PAID',
  'PARTIALLY_REFUNDED',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Whether a card may pay a booking in this status now (the first payment, or the balance after the deposit). */
export const PAYABLE_NOW = {
  PENDING: true,
  FAILED: true,
  DEPOSIT_PAID: true,
  PAID: false,
  CONFIRMED: false,
  NEEDS_REVIEW: false,
  EXPIRED: false,
  CANCELLED: false,
  PARTIALLY_REFUNDED: false,
  REFUNDED: false,
} as const satisfies Record<CheckoutStatus, boolean>;

export type PayableBooking = {
  kind: BookingKind;
  id: number;
  reference: string;
  status: CheckoutStatus;
  title: string;
  customerName: string;
  /** Minor units; null while a package booking awaits a quote. */
  amount: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  userId: number | null;
  accessTokenHash: string | null;
  mailedAccessTokenHash: string | null;
  accessExpiresAt: Date | null;
  /** The agency that booked it (package bookings; trips: null): its agents may pay it. */
  agencyId: number | null;
  /** Package bookings asking a deposit: the deposit and the balance's due day (trips: null). */
  depositDue: number | null;
  balanceDueAt: Date | null;
  /** The payments the worker recorded (package bookings; trips: none). */
  payments: { id: number; purpose: PaidFor; intentId: string; amount: number; currency: string }[];
  /** What the checkout summary lists of a package booking of a departure (trips: null, none). */
  departureDetails: BookedDeparture;
  /** A trip booking's journey and passengers (issue #31); null for a package booking. */
  trip: TripDetails | null;
};

/** A package booking's departure days (YYYY-MM-DD), room, how many travel and the travellers entered so far. */
export type BookedDeparture = {
  departDate: string | null;
  returnDate: string | null;
  roomType: RoomType | null;
  travellerCount: number | null;
  /** Full names in traveller order (position); fewer than travellerCount until all are entered. */
  travellerNames: string[];
};

const NO_DEPARTURE_DETAILS: BookedDeparture = {
  departDate: null,
  returnDate: null,
  roomType: null,
  travellerCount: null,
  travellerNames: [],
};

export type TripDetails = {
  /** Origin-local departure with its offset, as the search showed it. */
  departs: string;
  service: string;
  serviceClass: string;
  passengers: string[];
};

export type PaymentPurpose = 'FULL' | 'DEPOSIT' | 'BALANCE';
/** What the checkout takes now, and what for. */
export type DueNow = { purpose: PaymentPurpose; amount: number };

/** The view the checkout page shows: no contact details, no intent. */
export type CheckoutBooking = Pick<
  PayableBooking,
  | 'id'
  | 'kind'
  | 'reference'
  | 'status'
  | 'title'
  | 'customerName'
  | 'amount'
  | 'currency'
  | 'holdExpiresAt'
  | 'paidAt'
  | 'trip'
> &
  BalanceView &
  BookedDeparture & {
    /** What a card pays now (a deposit, the balance, or the whole amount); null when nothing can be paid now. */
    dueNow: DueNow | null;
    /** Whether a card may pay it in this status now (PAYABLE_NOW): the page offers the card form only then. */
    payableNow: boolean;
    /** The payments with a PDF receipt, oldest first (as My trips lists them). */
    receipts: { paymentId: number; purpose: PaidFor }[];
  };

/**
 * The one rule for what a booking's next payment is: unpaid with an open deposit, the deposit (the whole amount
 * if the customer asks to pay in full); unpaid otherwise, the whole amount; deposit paid, the balance (what is
 * owed minus the payments recorded). Null when nothing is to pay (paid, no price, or another status).
 */
export function dueNow(booking: PayableBooking, { payInFull = false } = {}): DueNow | null {
  if (booking.amount == null || !booking.currency) return null;
  if (booking.status === 'PENDING' || booking.status === 'FAILED') {
    if (!payInFull && depositOpen(booking)) return { purpose: 'DEPOSIT', amount: booking.depositDue! };
    return { purpose: 'FULL', amount: booking.amount };
  }
  if (booking.status !== 'DEPOSIT_PAID') return null;
  const balance = balanceView(booking, booking.payments).balanceDue ?? 0;
  return balance > 0 ? { purpose: 'BALANCE', amount: balance } : null;
}

/**
 * Seats held by an unpaid booking (a trip, or a package's departure) are gone once the hold lapses, even before the
 * worker has marked it EXPIRED. A package booking without a departure holds nothing and never expires.
 */
export function holdLapsed(booking: Pick<PayableBooking, 'status' | 'holdExpiresAt'>, now = new Date()): boolean {
  if (booking.status === 'EXPIRED') return true;
  const unpaid = booking.status === 'PENDING' || booking.status === 'FAILED';
  return unpaid && !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime();
}

async function loadPayableBooking(
  db: Db,
  kind: BookingKind,
  id: number,
  locale?: Locale,
): Promise<PayableBooking | null> {
  if (kind === 'TRIP') {
    // The one read of the access hash here: it decides who may pay (lib/booking-access.ts).
    const trip = await db.tripBooking.findUnique({
      where: { id },
      omit: { accessTokenHash: false },
      include: {
        service: { select: { serviceNumber: true, timezone: true, operator: { select: { name: true } } } },
        serviceClass: { select: { name: true } },
        travellers: { select: { fullName: true }, orderBy: { position: 'asc' } },
      },
    });
    if (!trip) return null;
    return {
      kind,
      id: trip.id,
      reference: trip.reference,
      status: trip.status,
      title: `${trip.origin} → ${trip.destination}`,
      customerName: trip.name,
      amount: trip.amount,
      currency: trip.currency,
      paymentIntentId: trip.paymentIntentId,
      holdExpiresAt: trip.holdExpiresAt,
      paidAt: trip.paidAt,
      userId: trip.userId,
      accessTokenHash: trip.accessTokenHash,
      mailedAccessTokenHash: null,
      accessExpiresAt: trip.accessExpiresAt,
      agencyId: null,
      depositDue: null,
      balanceDueAt: null,
      payments: [],
      departureDetails: NO_DEPARTURE_DETAILS,
      trip: {
        departs: isoInZone(trip.startDate.getTime(), trip.service?.timezone ?? 'UTC'),
        service: trip.service ? `${trip.service.operator.name} ${trip.service.serviceNumber}` : '',
        serviceClass: trip.serviceClass?.name ?? '',
        passengers: trip.travellers.length ? trip.travellers.map((p) => p.fullName) : [trip.name],
      },
    };
  }
  const booking = await db.booking.findUnique({
    where: { id },
    omit: { accessTokenHash: false, mailedAccessTokenHash: false },
    include: {
      package: { select: { name: true, translations: true } },
      payments: {
        select: { id: true, purpose: true, intentId: true, amount: true, currency: true },
        orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
      },
      departure: { select: { departDate: true, returnDate: true } },
      travellers: { select: { fullName: true }, orderBy: { position: 'asc' } },
    },
  });
  if (!booking) return null;
  return {
    kind,
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    // The checkout names the package in the reader's language (English when not translated).
    title: booking.package ? readerField(booking.package, 'name', locale) : 'Consultation booking',
    customerName: booking.name,
    amount: booking.amount,
    currency: booking.currency,
    paymentIntentId: booking.paymentIntentId,
    holdExpiresAt: booking.holdExpiresAt,
    paidAt: booking.paidAt,
    userId: booking.userId,
    accessTokenHash: booking.accessTokenHash,
    mailedAccessTokenHash: booking.mailedAccessTokenHash,
    accessExpiresAt: booking.accessExpiresAt,
    agencyId: booking.agencyId,
    depositDue: booking.depositDue,
    balanceDueAt: booking.balanceDueAt,
    payments: booking.payments,
    departureDetails: {
      departDate: booking.departure ? dayOf(booking.departure.departDate) : null,
      returnDate: booking.departure ? dayOf(booking.departure.returnDate) : null,
      roomType: booking.roomType,
      travellerCount: booking.travellerCount,
      travellerNames: booking.travellers.map((traveller) => traveller.fullName),
    },
    trip: null,
  };
}

/** The booking if the caller holds its token, owns it or is staff; otherwise the 404 of a missing booking. */
export async function requirePayableBooking(
  ctx: ServiceContext,
  kind: BookingKind,
  id: number,
): Promise<PayableBooking> {
  return requireBookingAccess(ctx, await loadPayableBooking(ctx.db, kind, id, ctx.locale));
}

export function checkoutView(booking: PayableBooking): CheckoutBooking {
  const { id, kind, reference, title, customerName, amount, currency, holdExpiresAt, paidAt, trip } = booking;
  const status = holdLapsed(booking) ? 'EXPIRED' : booking.status;
  return {
    id,
    kind,
    reference,
    status,
    title,
    customerName,
    amount,
    currency,
    holdExpiresAt,
    paidAt,
    ...balanceView(booking, booking.payments),
    ...booking.departureDetails,
    dueNow: status === 'EXPIRED' ? null : dueNow(booking),
    payableNow: PAYABLE_NOW[status],
    receipts: booking.payments.map((payment) => ({ paymentId: payment.id, purpose: payment.purpose })),
    trip,
  };
}

/** Points the booking at its new current intent (the intent row itself is written in the same transaction). */
export function setCurrentIntent(db: Db, booking: Pick<PayableBooking, 'kind' | 'id'>, paymentIntentId: string | null) {
  return booking.kind === 'TRIP'
    ? db.tripBooking.update({ where: { id: booking.id }, data: { paymentIntentId } })
    : db.booking.update({ where: { id: booking.id }, data: { paymentIntentId } });
}

export const ALREADY_PAID = 'BOOKING_ALREADY_PAID';
const PAYMENT_PROCESSING = 'PAYMENT_BEING_CONFIRMED';

/** A card may already have paid this intent while our worker has not caught up: never offer a second charge. */
export function refuseIfCharged(intent: Intent | null) {
  if (intent?.status === 'succeeded') throw conflict(ALREADY_PAID);
  if (intent?.status === 'processing') throw conflict(PAYMENT_PROCESSING);
}

/**
 * Stops an intent whose amount is no longer owed, at the provider, before our records change: if this fails
 * nothing is written. Then the caller marks it cancelled (markIntentCancelled) and clears the booking's
 * current intent in one transaction.
 */
export async function cancelAtProvider(ctx: ServiceContext, intentId: string) {
  refuseIfCharged(await ctx.payments.retrieveIntent(intentId));
  await ctx.payments.cancelIntent(intentId);
}

export const markIntentCancelled = (db: TransactionClient, intentId: string) =>
  db.paymentIntent.updateMany({ where: { id: intentId, cancelledAt: null }, data: { cancelledAt: new Date() } });
