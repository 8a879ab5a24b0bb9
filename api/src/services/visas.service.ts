import type { Prisma, TransactionClient, VisaStatus } from '@rihla/db';
import { TRAVELLING_WHERE } from '@rihla/db/booking-lifecycle';
import { moveVisa, VISA_MOVES, visaMovesFrom, type VisaStage, visaStage } from '@rihla/db/visa-lifecycle';
import { packageTitle, visaIssuedEmail, visaRefusedEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { isStaff, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { appError, badRequest, conflict, foundOr404 } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { hasNoNul, id, parseInput } from '../lib/validation.ts';
import { documentsCompleteOf } from './document-gaps.ts';
import { dayOf } from './trip-times.ts';

/**
 * Visas of package travellers (issue #33 §2, docs/decisions/0058-traveller-visas.md). Staff move them, one or many at
 * once (all or nothing), each move audited and kept in the visa's history; the booking's owner and token holder read
 * them (My trips). An issued or refused visa emails the booker in the booking's language.
 */

type Db = TransactionClient | ServiceContext['db'];

/** Every status, from the lifecycle's exhaustive table. */
export const VISA_STATUSES = Object.keys(VISA_MOVES) as [VisaStatus, ...VisaStatus[]];
const REASON_MAX = 500;
const BULK_MAX = 200;

const status = z.enum(VISA_STATUSES, { error: 'VISA_STATUS_INVALID' });
const reason = z
  .string({ error: 'VISA_REASON_TOO_LONG' })
  .trim()
  .max(REASON_MAX, { error: 'VISA_REASON_TOO_LONG' })
  .refine(hasNoNul, { error: 'TEXT_HAS_NUL' })
  .nullish();
const visaNumber = z
  .string({ error: 'VISA_NUMBER_INVALID' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$/, { error: 'VISA_NUMBER_INVALID' })
  .nullish();

export const changeVisaInput = z.object({ status, reason, visaNumber });
export const changeVisasInput = z.object({
  travellerIds: z
    .array(id, { error: 'VISA_BULK_EMPTY' })
    .min(1, { error: 'VISA_BULK_EMPTY' })
    .max(BULK_MAX, { error: 'VISA_BULK_TOO_MANY' }),
  status,
  reason,
});
const bookingVisasInput = z.object({ bookingId: id });
const departureVisasInput = z.object({ departureId: id });

export type VisaChangeView = {
  from: VisaStatus;
  to: VisaStatus;
  reason: string | null;
  byEmail: string | null;
  createdAt: Date;
};

export type TravellerVisaView = {
  travellerId: number;
  position: number;
  fullName: string;
  bookingId: number;
  bookingReference: string;
  status: VisaStatus;
  /** The status as shown: DOCUMENTS_COMPLETE for a visa not started whose documents are all approved. */
  stage: VisaStage;
  /** Whether the traveller's documents are all approved; null while not known (see documentsComplete). */
  documentsComplete: boolean | null;
  refusalReason: string | null;
  visaNumber: string | null;
  issuedAt: Date | null;
  updatedAt: Date | null;
  /** The e-visa PDF, when staff uploaded it (downloaded from GET /api/travellers/:id/visa/e-visa.pdf). */
  eVisa: { fileName: string; size: number; uploadedAt: Date } | null;
  /** Staff only: the statuses this visa may move to now (empty for customers). */
  moves: VisaStatus[];
  /** Staff only: who moved it when, oldest first (empty for customers). */
  history: VisaChangeView[];
};

const travellerSelect = {
  id: true,
  position: true,
  fullName: true,
  bookingId: true,
  booking: { select: { reference: true } },
  visa: {
    select: {
      status: true,
      refusalReason: true,
      visaNumber: true,
      issuedAt: true,
      updatedAt: true,
      eVisaKey: true,
      eVisaFileName: true,
      eVisaSize: true,
      eVisaUploadedAt: true,
      changes: {
        orderBy: { id: 'asc' },
        select: { from: true, to: true, reason: true, byEmail: true, createdAt: true },
      },
    },
  },
} satisfies Prisma.TravellerSelect;

type LoadedTraveller = Prisma.TravellerGetPayload<{ select: typeof travellerSelect }>;

async function views(ctx: ServiceContext, db: Db, travellers: LoadedTraveller[]): Promise<TravellerVisaView[]> {
  const complete = await documentsCompleteOf(
    db,
    travellers.map((t) => t.id),
  );
  const staff = isStaff(ctx.viewer);
  return travellers.map((t) => {
    const visa = t.visa;
    const current = visa?.status ?? 'NOT_STARTED';
    const documents = complete.get(t.id) ?? null;
    return {
      travellerId: t.id,
      position: t.position,
      fullName: t.fullName,
      bookingId: t.bookingId,
      bookingReference: t.booking.reference,
      status: current,
      stage: visaStage(current, documents),
      documentsComplete: documents,
      refusalReason: visa?.refusalReason ?? null,
      visaNumber: visa?.visaNumber ?? null,
      issuedAt: visa?.issuedAt ?? null,
      updatedAt: visa?.updatedAt ?? null,
      eVisa:
        visa?.eVisaKey && visa.eVisaUploadedAt
          ? {
              fileName: visa.eVisaFileName ?? 'e-visa.pdf',
              size: visa.eVisaSize ?? 0,
              uploadedAt: visa.eVisaUploadedAt,
            }
          : null,
      moves: staff ? visaMovesFrom(current) : [],
      history: staff ? (visa?.changes ?? []) : [],
    };
  });
}

/** A booking's travellers and their visas: staff, the booking's owner or its token holder (else the booking's 404). */
export async function bookingVisas(ctx: ServiceContext, input: unknown) {
  const { bookingId } = parseInput(bookingVisasInput, input);
  const booking = requireBookingAccess(
    ctx,
    await ctx.db.booking.findUnique({
      where: { id: bookingId },
      select: {
        id: true,
        reference: true,
        userId: true,
        agencyId: true,
        accessTokenHash: true,
        mailedAccessTokenHash: true,
        accessExpiresAt: true,
        travellers: { orderBy: { position: 'asc' }, select: travellerSelect },
      },
    }),
  );
  return {
    bookingId: booking.id,
    reference: booking.reference,
    travellers: await views(ctx, ctx.db, booking.travellers),
  };
}

/** Every traveller of a departure's bookings still travelling, by booking then position (staff). */
export async function departureVisas(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const { departureId } = parseInput(departureVisasInput, input);
  const departure = foundOr404(
    await ctx.db.departure.findUnique({
      where: { id: departureId },
      select: { id: true, departDate: true, returnDate: true, package: { select: { name: true } } },
    }),
    'DEPARTURE_NOT_FOUND',
  );
  const travellers = await ctx.db.traveller.findMany({
    where: { booking: { departureId, ...TRAVELLING_WHERE } },
    orderBy: [{ booking: { reference: 'asc' } }, { position: 'asc' }],
    select: travellerSelect,
  });
  return {
    departureId: departure.id,
    packageName: departure.package.name,
    departDate: dayOf(departure.departDate),
    returnDate: dayOf(departure.returnDate),
    travellers: await views(ctx, ctx.db, travellers),
  };
}

type Move = { to: VisaStatus; reason: string | null; visaNumber: string | null };

const statusWord = (s: VisaStatus) => s.toLowerCase().replace('_', ' ');

/** Whom the move's email goes to, and what it names. */
const mailSelect = {
  id: true,
  reference: true,
  name: true,
  email: true,
  locale: true,
  package: { select: { name: true, translations: true } },
} satisfies Prisma.BookingSelect;

/**
 * Locks the travellers (two staff moving the same visa take turns), checks every move against the lifecycle and
 * makes them all, or none: a traveller that does not exist or cannot move refuses the whole request, naming them.
 */
async function moveAll(ctx: ServiceContext, travellerIds: number[], move: Move, single: boolean) {
  const viewer = requireStaff(ctx.viewer);
  if (move.to === 'REFUSED' && !move.reason) throw badRequest('VISA_REFUSAL_REASON_REQUIRED');
  const ids = [...new Set(travellerIds)];
  return ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Traveller" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`;
    const travellers = await tx.traveller.findMany({
      where: { id: { in: ids } },
      orderBy: [{ booking: { reference: 'asc' } }, { position: 'asc' }],
      select: { ...travellerSelect, booking: { select: mailSelect } },
    });
    const missing = ids.filter((wanted) => !travellers.some((t) => t.id === wanted));
    if (missing.length && single) throw appError(404, 'NOT_FOUND', 'VISA_TRAVELLER_NOT_FOUND');
    if (missing.length) throw badRequest('VISA_BULK_NOT_FOUND', { ids: missing.join(', ') });
    const stuck = travellers.filter((t) => !visaMovesFrom(t.visa?.status ?? 'NOT_STARTED').includes(move.to));
    if (stuck.length && single) {
      const from = statusWord(stuck[0].visa?.status ?? 'NOT_STARTED');
      throw conflict('VISA_MOVE_NOT_ALLOWED', { from, to: statusWord(move.to) });
    }
    if (stuck.length) {
      const named = stuck.map(
        (t) => `${t.fullName} (${t.booking.reference}, ${statusWord(t.visa?.status ?? 'NOT_STARTED')})`,
      );
      throw conflict('VISA_BULK_REFUSED', {
        count: stuck.length,
        to: statusWord(move.to),
        travellers: named.join('; '),
      });
    }
    for (const t of travellers) await moveOne(ctx, tx, viewer, t, move);
    const moved = await tx.traveller.findMany({
      where: { id: { in: ids } },
      orderBy: [{ booking: { reference: 'asc' } }, { position: 'asc' }],
      select: travellerSelect,
    });
    return views(ctx, tx, moved);
  });
}

async function moveOne(
  ctx: ServiceContext,
  tx: TransactionClient,
  viewer: Viewer,
  t: LoadedTraveller & { booking: Prisma.BookingGetPayload<{ select: typeof mailSelect }> },
  move: Move,
) {
  const from = t.visa?.status ?? 'NOT_STARTED';
  const changeId = await moveVisa(tx, t.id, from, { ...move, by: viewer });
  // The rows are locked, so a move read as allowed stays allowed; this guards the lifecycle's own conditional write.
  if (changeId === null) throw conflict('VISA_MOVE_NOT_ALLOWED', { from: statusWord(from), to: statusWord(move.to) });
  await recordAudit(tx, viewer, {
    action: 'booking.visa',
    entityType: 'Booking',
    entityId: t.bookingId,
    summary: `Visa of ${t.fullName} (${t.booking.reference}): ${statusWord(from)} to ${statusWord(move.to)}`,
    before: { traveller: t.id, visa: from },
    after: {
      traveller: t.id,
      visa: move.to,
      ...(move.to === 'REFUSED' && { reason: move.reason }),
      ...(move.to === 'ISSUED' && move.visaNumber && { visaNumber: move.visaNumber }),
    },
  });
  const booking = { ...t.booking, title: packageTitle(t.booking.package, t.booking.locale) };
  const publicUrl = ctx.config.publicUrl;
  if (move.to === 'ISSUED') {
    const visa = { travellerName: t.fullName, changeId, visaNumber: move.visaNumber };
    await queueEmail(ctx, tx, visaIssuedEmail(publicUrl, booking, visa));
  } else if (move.to === 'REFUSED') {
    const visa = { travellerName: t.fullName, changeId, reason: move.reason ?? '' };
    await queueEmail(ctx, tx, visaRefusedEmail(publicUrl, booking, visa));
  }
}

/** Moves one traveller's visa (staff): 404 for no such traveller, 409 naming the move the lifecycle refuses. */
export async function changeVisa(ctx: ServiceContext, travellerIdInput: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const travellerId = parseInput(id, travellerIdInput);
  const { status: to, reason: why, visaNumber: number } = parseInput(changeVisaInput, input);
  const [view] = await moveAll(ctx, [travellerId], { to, reason: why || null, visaNumber: number || null }, true);
  return view;
}

/** Moves many travellers' visas to one status (staff), all or nothing; the 409 lists who cannot move. */
export async function changeVisas(ctx: ServiceContext, input: unknown) {
  requireStaff(ctx.viewer);
  const { travellerIds, status: to, reason: why } = parseInput(changeVisasInput, input);
  const travellers = await moveAll(ctx, travellerIds, { to, reason: why || null, visaNumber: null }, false);
  return { changed: travellers.length, travellers };
}
