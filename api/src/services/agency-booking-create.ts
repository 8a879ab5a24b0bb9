import type { RoomType, TransactionClient } from '@rihla/db';
import { agencyExposure } from '@rihla/db/agency-money';
import { takeAllocationSeatsSql, takeDepartureSeatsSql } from '@rihla/db/seat-ledger';
import { agencyBookingConfirmedEmail, agencyPilgrimBookedEmail, packageTitle } from '@rihla/worker/emails';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { moneyText } from '../lib/audit-text.ts';
import { requireAgent, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, foundOr404 } from '../lib/errors.ts';
import { queueEmail } from '../lib/outbox.ts';
import { email, id, int, issueMessage, parseInput, strictBoolean, text } from '../lib/validation.ts';
import {
  agencyBookingSelect,
  type AgencyBookingView,
  agencyBookingView,
  invoiceNumbers,
} from './agency-bookings.service.ts';
import { type AgencyRoomRate, departureRates } from './agency-pricing.ts';
import { dateOnly, ROOM_TYPES } from './departure-views.ts';
import { MAX_TRAVELLERS, seatsRefusal } from './departures.service.ts';
import { type IssuedInvoice, issueInvoice } from './invoice-issue.ts';
import { requestStatsRefresh } from './stats.service.ts';
import { todayUtc } from './trip-times.ts';

/**
 * An agent's one write (decision 0065): it books rooms of a departure on credit, from its agency's block or from
 * public sale, at the agency's net price, billed on one invoice issued in the same transaction. The agency is the
 * viewer's (requireAgent), locked while its credit is checked so two bookings are checked one after the other.
 */

const MAX_ROOMS = 6;

const roomLine = z.object({
  roomType: z.enum(ROOM_TYPES, { error: 'ROOM_TYPE_REQUIRED' }),
  travellers: int('TRAVELLER_COUNT_INVALID', { min: 1, max: MAX_TRAVELLERS }),
});
const roomsMessage = issueMessage('AGENCY_ROOMS_INVALID', { max: MAX_ROOMS });
const optionalText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)), schema.optional());

export const createAgencyBookingInput = z.object({
  departureId: id,
  fromAllocation: strictBoolean().default(false),
  rooms: z.array(roomLine, { error: roomsMessage }).min(1, { error: roomsMessage }).max(MAX_ROOMS, roomsMessage),
  // The bookings' name (the lead pilgrim); the agency's name when none is given.
  leadName: optionalText(text(120)),
  pilgrimEmail: optionalText(email()),
});

type LockedAgency = {
  id: number;
  name: string;
  currency: string;
  creditLimit: number;
  paymentTermsDays: number;
  defaultCommissionBasisPoints: number;
  emailPilgrims: boolean;
  /** What its pilgrims' notices are written in (the agent's own confirmation is in the agent's language). */
  language: string;
  suspended: boolean;
};

/**
 * The agency's row, locked until the booking's transaction ends: two bookings of one agency run their credit
 * checks one after the other, so together they never pass the limit.
 */
async function lockAgency(tx: TransactionClient, agencyId: number): Promise<LockedAgency> {
  const [agency] = await tx.$queryRaw<LockedAgency[]>`
    SELECT id, name, currency, "creditLimit", "paymentTermsDays", "defaultCommissionBasisPoints", "emailPilgrims",
           language, "suspendedAt" IS NOT NULL AS suspended
    FROM "Agency" WHERE id = ${agencyId} FOR UPDATE`;
  return agency;
}

/** Refuses a total that would take the agency's open invoices over its limit, naming its overdue invoices. */
async function checkCredit(tx: TransactionClient, agency: LockedAgency, total: number) {
  const exposure = await agencyExposure(tx, agency.id);
  const owed = exposure.outstanding + total;
  if (owed <= agency.creditLimit) return;
  // Minor units and their currency: each reader writes them as its pages show money (MONEY_PARAMS).
  const amounts = { owed, limit: agency.creditLimit, currency: agency.currency };
  const overdue = await invoiceNumbers(tx, exposure.overdueInvoiceIds);
  if (overdue.length === 0) throw conflict('AGENCY_CREDIT_LIMIT', amounts);
  throw conflict('AGENCY_CREDIT_LIMIT_OVERDUE', { ...amounts, count: overdue.length, invoices: overdue.join(', ') });
}

/** Takes the seats from the agency's block on the departure, or says in words why it cannot. */
async function takeFromAllocation(tx: TransactionClient, agencyId: number, departureId: number, seats: number) {
  const block = await tx.seatAllocation.findUnique({ where: { agencyId_departureId: { agencyId, departureId } } });
  if (!block) throw conflict('ALLOCATION_NONE');
  const taken = await tx.$queryRaw<unknown[]>(takeAllocationSeatsSql(block.id, seats));
  if (taken.length > 0) return block.id;
  const now = await tx.seatAllocation.findUniqueOrThrow({ where: { id: block.id } });
  if (now.releasedAt) throw conflict('ALLOCATION_RELEASED');
  throw conflict('ALLOCATION_FEW_LEFT', { count: now.seats - now.seatsUsed });
}

/** Takes the seats from the agency's block or from public sale; the block's id, or null for public seats. */
async function takeSeats(
  tx: TransactionClient,
  agencyId: number,
  departureId: number,
  seats: number,
  fromAllocation: boolean,
): Promise<number | null> {
  if (fromAllocation) return takeFromAllocation(tx, agencyId, departureId, seats);
  const taken = await tx.$queryRaw<unknown[]>(takeDepartureSeatsSql(departureId, seats));
  if (taken.length === 0) throw await seatsRefusal(tx, departureId);
  return null;
}

async function bookableDeparture(tx: TransactionClient, departureId: number, agency: LockedAgency) {
  const departure = foundOr404(
    await tx.departure.findUnique({
      where: { id: departureId },
      include: { package: { select: { id: true, name: true, currency: true, archivedAt: true, translations: true } } },
    }),
    'DEPARTURE_NOT_FOUND',
  );
  // Booked the day before at the latest, as the public (a seat bought on its day could not be used).
  if (departure.package.archivedAt || dateOnly(departure.departDate) <= todayUtc() || departure.status === 'CLOSED')
    throw conflict('AGENCY_DEPARTURE_UNAVAILABLE');
  if (departure.package.currency !== agency.currency)
    throw badRequest('AGENCY_CURRENCY_MISMATCH', {
      packageCurrency: departure.package.currency,
      agencyCurrency: agency.currency,
    });
  return departure;
}

type PricedLine = { roomType: RoomType; travellers: number; rate: AgencyRoomRate };

function priceLines(
  rooms: { roomType: RoomType; travellers: number }[],
  offered: { publicPrices: { roomType: RoomType }[]; rates: AgencyRoomRate[] },
): PricedLine[] {
  return rooms.map((room) => {
    const rate = offered.rates.find((r) => r.roomType === room.roomType);
    if (rate) return { ...room, rate };
    const publicOffer = offered.publicPrices.some((p) => p.roomType === room.roomType);
    throw badRequest(publicOffer ? 'AGENCY_ROOM_NOT_SOLD' : 'ROOM_TYPE_NOT_OFFERED');
  });
}

const datesOf = (departure: { departDate: Date; returnDate: Date }) =>
  `${dateOnly(departure.departDate)} – ${dateOnly(departure.returnDate)}`;

/** What one agent's booking made, for its audit row and its emails. */
type Booked = {
  agency: LockedAgency;
  departure: Awaited<ReturnType<typeof bookableDeparture>>;
  lines: PricedLine[];
  bookings: { id: number; reference: string }[];
  invoice: IssuedInvoice;
  allocationId: number | null;
  /** The bookings' name: the lead pilgrim's, or the agency's. */
  name: string;
};

/** One booking per room line, on credit: PENDING, its seats held with no hold to lapse, at the agency's net price. */
async function bookRooms(
  tx: TransactionClient,
  agent: Viewer,
  { agency, departure, lines, allocationId, name, locale }: Omit<Booked, 'bookings' | 'invoice'> & { locale: string },
) {
  const bookings = [];
  for (const line of lines)
    bookings.push(
      await tx.booking.create({
        data: {
          name,
          email: agent.email,
          packageId: departure.packageId,
          departureId: departure.id,
          roomType: line.roomType,
          travellerCount: line.travellers,
          source: 'AGENT',
          agencyId: agency.id,
          allocationId,
          userId: agent.id,
          amount: line.rate.netAmount * line.travellers,
          publicAmount: line.rate.publicAmount * line.travellers,
          currency: agency.currency,
          status: 'PENDING',
          // A sale on credit: the seats are the agency's until the booking is cancelled, with no hold to lapse.
          seatsHeld: true,
          locale,
        },
        select: { id: true, reference: true },
      }),
    );
  return bookings;
}

/** The money action's audit row: the agent, the bookings, where the seats came from, the invoice and both totals. */
async function auditBooking(tx: TransactionClient, agent: Viewer, booked: Booked) {
  const { agency, departure, lines, bookings, invoice, allocationId } = booked;
  const seats = lines.reduce((sum, line) => sum + line.travellers, 0);
  const publicTotal = lines.reduce((sum, line) => sum + line.rate.publicAmount * line.travellers, 0);
  await recordAudit(tx, agent, {
    action: 'agency-booking.create',
    entityType: 'Invoice',
    entityId: invoice.id,
    summary: `${agent.name} of ${agency.name} booked ${bookings.map((b) => b.reference).join(', ')} on ${departure.package.name} ${datesOf(departure)} (${seats} ${seats === 1 ? 'seat' : 'seats'} ${allocationId ? 'from its allocation' : 'from public sale'}), invoice ${invoice.number} for ${moneyText(invoice.total, agency.currency)}`,
    after: {
      agencyId: agency.id,
      departureId: departure.id,
      allocationId,
      bookingIds: bookings.map((b) => b.id),
      invoiceNumber: invoice.number,
      amount: invoice.total,
      publicAmount: publicTotal,
      currency: agency.currency,
    },
  });
}

/**
 * The agent's confirmation in the agent's language, and the pilgrim's notice, in the agency's, when the agency has its
 * pilgrims emailed and gave an address.
 */
async function queueBookingEmails(
  ctx: ServiceContext,
  tx: TransactionClient,
  agent: Viewer,
  { agency, departure, lines, bookings, invoice, name }: Booked,
  { locale, pilgrimEmail }: { locale: string; pilgrimEmail: string | undefined },
) {
  const mailIn = (language: string) => ({
    agencyName: agency.name,
    title: packageTitle(departure.package, language),
    departDate: departure.departDate,
    returnDate: departure.returnDate,
    locale: language,
    bookings: bookings.map((booking, i) => ({
      reference: booking.reference,
      leadName: name,
      roomType: lines[i].roomType,
      travellers: lines[i].travellers,
    })),
    invoice: { ...invoice, currency: agency.currency },
  });
  await queueEmail(ctx, tx, agencyBookingConfirmedEmail(ctx.config.publicUrl, agent, mailIn(locale)));
  if (agency.emailPilgrims && pilgrimEmail)
    await queueEmail(ctx, tx, agencyPilgrimBookedEmail(pilgrimEmail, mailIn(agency.language)));
}

export type AgencyBookingResult = {
  bookings: AgencyBookingView[];
  /** The invoice billing them; dueOn is YYYY-MM-DD. */
  invoice: Omit<IssuedInvoice, 'dueOn'> & { dueOn: string };
};

/**
 * Books rooms on one departure for the agent's agency, in one transaction: the agency row locked, its terms priced,
 * its credit checked, the seats taken (from its block or from public sale), one booking per room, one invoice
 * billing them, an audit row, and the emails (the agent's, and the pilgrim's when the agency sends those).
 */
export async function createAgencyBooking(ctx: ServiceContext, input: unknown): Promise<AgencyBookingResult> {
  const agent = requireAgent(ctx.viewer);
  const data = parseInput(createAgencyBookingInput, input);
  const locale = ctx.locale ?? 'en';
  const result = await ctx.db.$transaction(
    async (tx) => {
      const agency = await lockAgency(tx, agent.agencyId);
      if (agency.suspended) throw conflict('AGENCY_SUSPENDED');
      const departure = await bookableDeparture(tx, data.departureId, agency);
      const offered = (await departureRates(tx, agency, [departure])).get(departure.id)!;
      const lines = priceLines(data.rooms, offered);
      const total = lines.reduce((sum, line) => sum + line.rate.netAmount * line.travellers, 0);
      await checkCredit(tx, agency, total);
      const seats = lines.reduce((sum, line) => sum + line.travellers, 0);
      const allocationId = await takeSeats(tx, agency.id, departure.id, seats, data.fromAllocation);
      const name = data.leadName ?? agency.name;
      const bookings = await bookRooms(tx, agent, { agency, departure, lines, allocationId, name, locale });
      const invoice = await issueInvoice(
        tx,
        agency,
        bookings.map((booking, i) => ({
          bookingId: booking.id,
          description: `${departure.package.name} ${datesOf(departure)}, ${lines[i].roomType} x${lines[i].travellers}`,
          quantity: lines[i].travellers,
          unitAmount: lines[i].rate.netAmount,
          publicAmount: lines[i].rate.publicAmount * lines[i].travellers,
        })),
        { issuedById: agent.id },
      );
      const booked = { agency, departure, lines, bookings, invoice, allocationId, name };
      await auditBooking(tx, agent, booked);
      await queueBookingEmails(ctx, tx, agent, booked, { locale, pilgrimEmail: data.pilgrimEmail });
      return { bookingIds: bookings.map((b) => b.id), invoice, departureId: departure.id };
    },
    // Bookings of one agency queue on its row, bookings of one departure on the departure's: short transactions.
    { maxWait: 10_000, timeout: 10_000 },
  );
  requestStatsRefresh(ctx);
  const departure = await ctx.db.departure.findUnique({ where: { id: result.departureId }, select: { status: true } });
  // The last public seat may have ended the package's "from" price (package-offers.ts).
  if (departure?.status === 'SOLD_OUT') await ctx.catalog.invalidate('packages');
  const rows = await ctx.db.booking.findMany({
    where: { id: { in: result.bookingIds } },
    select: agencyBookingSelect,
    orderBy: { id: 'asc' },
  });
  return {
    bookings: rows.map((row) => agencyBookingView(row, ctx.locale)),
    invoice: { ...result.invoice, dueOn: dateOnly(result.invoice.dueOn) },
  };
}
