import type { BookingStatus, Gender, Prisma, TransactionClient, TravellerRelation } from '@rihla/db';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { isStaff } from '../lib/auth/viewer.ts';
import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { AppError, coded, type CodedReason, conflict } from '../lib/errors.ts';
import { maskPassport, openPassport, sealPassport } from '../lib/traveller-crypto.ts';
import { id, parseInput, strictBoolean } from '../lib/validation.ts';
import { addDays, addMonths, checkPassportValidity, parseTravellers, type TravellerInput } from './traveller-inputs.ts';
import { dayOf, todayUtc } from './trip-times.ts';

/**
 * A booking's travellers as on their passports (issue #14, item 2; docs/decisions/0015-traveller-data.md). Read and
 * saved by staff, the booking's signed-in owner, or whoever holds its access token; anyone else gets the 404 of a
 * missing booking. Passport numbers are sealed before they reach the database and shown masked unless the caller
 * asks for them to edit (`reveal`).
 */

export type TravellerView = {
  position: number;
  fullName: string;
  dateOfBirth: string;
  nationality: string;
  /** •••••4321 */
  passportNumberMasked: string;
  /** The whole number, only when asked for with `reveal` (the edit form, the staff booking view). */
  passportNumber: string | null;
  passportExpiry: string;
  relation: TravellerRelation;
  /** Null on travellers saved before the form asked it. */
  gender: Gender | null;
  passportIssuingCountry: string | null;
};

export type BookingTravellers = {
  bookingId: number;
  reference: string;
  travellerCount: number;
  departDate: string | null;
  returnDate: string | null;
  /** The last day the customer may change them online (departure minus the package's deadline days). */
  editableUntil: string | null;
  /** Whether this caller may save now (staff always, before the deadline for customers). */
  editable: boolean;
  /** Passports must be valid at least until this day (six months after the return). */
  passportValidUntil: string | null;
  travellers: TravellerView[];
};

const bookingSelect = {
  id: true,
  reference: true,
  userId: true,
  agencyId: true,
  accessTokenHash: true,
  mailedAccessTokenHash: true,
  accessExpiresAt: true,
  status: true,
  cancelledAt: true,
  travellerCount: true,
  package: { select: { travellerDeadlineDays: true } },
  departure: { select: { departDate: true, returnDate: true } },
  travellers: { orderBy: { position: 'asc' } },
} satisfies Prisma.BookingSelect;

type LoadedBooking = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

// Whether a booking in this status has no trip left to prepare (a new status must say).
const CLOSED = {
  CANCELLED: true,
  REFUNDED: true,
  EXPIRED: true,
  PENDING: false,
  FAILED: false,
  PAID: false,
  DEPOSIT_PAID: false,
  PARTIALLY_REFUNDED: false,
  NEEDS_REVIEW: false,
} as const satisfies Record<BookingStatus, boolean>;
// A cancellation with a partial refund stays PARTIALLY_REFUNDED: `cancelledAt` is what says the trip is off.
const isClosed = (booking: LoadedBooking) => CLOSED[booking.status] || booking.cancelledAt !== null;

export const listInput = z.object({ bookingId: id, reveal: strictBoolean().default(false) });

async function loadBooking(ctx: ServiceContext, db: TransactionClient | ServiceContext['db'], bookingId: number) {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: bookingSelect });
  return requireBookingAccess(ctx, booking);
}

function dates(booking: LoadedBooking) {
  if (!booking.departure) return { departDate: null, returnDate: null, editableUntil: null };
  const departDate = dayOf(booking.departure.departDate);
  const deadlineDays = booking.package?.travellerDeadlineDays ?? 0;
  return {
    departDate,
    returnDate: dayOf(booking.departure.returnDate),
    editableUntil: addDays(departDate, -deadlineDays),
  };
}

function view(ctx: ServiceContext, booking: LoadedBooking, reveal: boolean): BookingTravellers {
  const { departDate, returnDate, editableUntil } = dates(booking);
  const open = !!booking.departure && !isClosed(booking);
  return {
    bookingId: booking.id,
    reference: booking.reference,
    travellerCount: booking.travellerCount,
    departDate,
    returnDate,
    editableUntil,
    editable: open && (isStaff(ctx.viewer) || (editableUntil !== null && todayUtc() <= editableUntil)),
    passportValidUntil: returnDate && addMonths(returnDate, 6),
    travellers: booking.travellers.map((t) => {
      const number = openPassport(ctx.config, t, t.passportNumberEnc);
      return {
        position: t.position,
        fullName: t.fullName,
        dateOfBirth: dayOf(t.dateOfBirth),
        nationality: t.nationality,
        passportNumberMasked: maskPassport(number),
        passportNumber: reveal ? number : null,
        passportExpiry: dayOf(t.passportExpiry),
        relation: t.relation,
        gender: t.gender,
        passportIssuingCountry: t.passportIssuingCountry,
      };
    }),
  };
}

/** The booking's travellers, passport numbers masked unless `reveal` (which the same callers may ask). */
export async function bookingTravellers(ctx: ServiceContext, input: unknown): Promise<BookingTravellers> {
  const { bookingId, reveal } = parseInput(listInput, input);
  return view(ctx, await loadBooking(ctx, ctx.db, bookingId), reveal);
}

/** Why this caller may not change the travellers now, or null. */
function refusal(ctx: ServiceContext, booking: LoadedBooking): CodedReason | null {
  const { editableUntil } = dates(booking);
  if (!booking.departure || editableUntil === null) return coded('TRAVELLERS_NEED_DEPARTURE');
  if (CLOSED[booking.status]) return coded('TRAVELLERS_LOCKED', { status: booking.status.toLowerCase() });
  if (isClosed(booking)) return coded('TRAVELLERS_BOOKING_CANCELLED');
  if (isStaff(ctx.viewer) || todayUtc() <= editableUntil) return null;
  const days = booking.package?.travellerDeadlineDays ?? 0;
  return coded('TRAVELLERS_EDIT_CLOSED', { date: editableUntil, days });
}

const auditable = (t: { position: number; fullName: string; nationality: string; relation: string }) =>
  `${t.position}. ${t.fullName} (${t.nationality}, ${t.relation.toLowerCase()})`;

/**
 * Replaces the booking's travellers with the list given (position = order, traveller 1 the lead), all or nothing.
 * The audit entry names who changed and says "passport changed" for a new number, never the number.
 */
export async function saveTravellers(ctx: ServiceContext, bookingIdInput: unknown, input: unknown) {
  const bookingId = parseInput(id, bookingIdInput);
  const travellers = parseTravellers(input);
  return ctx.db.$transaction(async (tx) => {
    // The row lock makes two saves of one booking take turns, so the audit's "before" is what each replaced.
    await tx.$queryRaw`SELECT 1 FROM "Booking" WHERE "id" = ${bookingId} FOR UPDATE`;
    const booking = await loadBooking(ctx, tx, bookingId);
    const refused = refusal(ctx, booking);
    if (refused) throw new AppError(409, 'CONFLICT', refused.reason, refused.params);
    if (travellers.length > booking.travellerCount) {
      const count = booking.travellerCount;
      throw conflict('TRAVELLERS_AT_MOST', { count });
    }
    const { returnDate } = dates(booking);
    for (const t of travellers) checkPassportValidity(t, returnDate ?? '');

    const before = booking.travellers;
    const passportChanged: string[] = [];
    for (const [index, t] of travellers.entries()) {
      const position = index + 1;
      const old = before.find((b) => b.position === position);
      if (!old || openPassport(ctx.config, old, old.passportNumberEnc) !== t.passportNumber)
        passportChanged.push(t.fullName);
      const data = row(ctx, { bookingId, position }, t);
      await tx.traveller.upsert({
        where: { bookingId_position: { bookingId, position } },
        create: { bookingId, position, ...data },
        update: data,
      });
    }
    await tx.traveller.deleteMany({ where: { bookingId, position: { gt: travellers.length } } });
    await recordAudit(tx, ctx.viewer, {
      action: 'booking.travellers',
      entityType: 'Booking',
      entityId: bookingId,
      summary: `Saved ${travellers.length} of ${booking.travellerCount} travellers of ${booking.reference}`,
      before: { travellers: before.map(auditable) },
      after: {
        travellers: travellers.map((t, i) => auditable({ ...t, position: i + 1 })),
        ...(passportChanged.length && { documents: passportChanged.map((name) => `passport changed: ${name}`) }),
      },
    });
    return view(ctx, await loadBooking(ctx, tx, bookingId), true);
  });
}

function row(ctx: ServiceContext, at: { bookingId: number; position: number }, t: TravellerInput) {
  return {
    fullName: t.fullName,
    dateOfBirth: new Date(`${t.dateOfBirth}T00:00:00Z`),
    nationality: t.nationality,
    passportNumberEnc: sealPassport(ctx.config, at, t.passportNumber),
    passportExpiry: new Date(`${t.passportExpiry}T00:00:00Z`),
    relation: t.relation,
    gender: t.gender,
    passportIssuingCountry: t.passportIssuingCountry,
  };
}
