import { BookingStatus, type Prisma, type RoomType, type TransactionClient } from '@rihla/db';
import { agencyExposure } from '@rihla/db/agency-money';
import { MONEY_COLUMNS, moneySummary } from '@rihla/db/booking-money';
import type { VisaStage } from '@rihla/db/visa-lifecycle';
import { z } from 'zod';

import { requireAgent } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import type { Locale } from '../lib/locale.ts';
import { id, issueMessage, listPage, NEWEST_FIRST, pageArgs, parseInput } from '../lib/validation.ts';
import { type AgencyRoomRate, departureRates } from './agency-pricing.ts';
import { readerField } from './content-translations.ts';
import { dateOnly } from './departure-views.ts';
import { roomsOf } from './group-leader.service.ts';
import { todayUtc } from './trip-times.ts';
import { bookingVisas } from './visas.service.ts';

/**
 * The agent portal's reads (decision 0065; its one write, booking on credit, is agency-booking-create.ts): an agent
 * sees its own agency, the departures it may book with the public and its net price, and its bookings. The agency
 * is always the viewer's (requireAgent), never an input: another agency's booking answers the 404 of a missing one,
 * and no answer carries another agency, a direct customer or the operator's terms beyond the public price.
 */

const STATUS_MESSAGE = issueMessage('STATUS_INVALID', { statuses: Object.values(BookingStatus).join(', ') });
export const agencyBookingsInput = pageArgs.extend({
  departureId: id.optional(),
  status: z.enum(BookingStatus, { error: STATUS_MESSAGE }).optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// myAgency

const allocationSelect = {
  id: true,
  departureId: true,
  seats: true,
  seatsUsed: true,
  releaseOn: true,
  departure: {
    select: { departDate: true, returnDate: true, package: { select: { name: true, translations: true } } },
  },
} as const satisfies Prisma.SeatAllocationSelect;
type AllocationRow = Prisma.SeatAllocationGetPayload<{ select: typeof allocationSelect }>;

export type AgentAllocation = {
  id: number;
  departureId: number;
  packageName: string;
  departDate: string;
  returnDate: string;
  seats: number;
  seatsUsed: number;
  seatsLeft: number;
  releaseOn: string;
};

const allocationView = (row: AllocationRow, locale: Locale | undefined): AgentAllocation => ({
  id: row.id,
  departureId: row.departureId,
  packageName: readerField(row.departure.package, 'name', locale),
  departDate: dateOnly(row.departure.departDate),
  returnDate: dateOnly(row.departure.returnDate),
  seats: row.seats,
  seatsUsed: row.seatsUsed,
  seatsLeft: row.seats - row.seatsUsed,
  releaseOn: dateOnly(row.releaseOn),
});

export type MyAgency = {
  id: number;
  name: string;
  currency: string;
  creditLimit: number;
  outstanding: number;
  overdue: number;
  availableCredit: number;
  overdueInvoiceNumbers: string[];
  paymentTermsDays: number;
  emailPilgrims: boolean;
  suspended: boolean;
  allocations: AgentAllocation[];
};

export async function invoiceNumbers(db: TransactionClient, ids: number[]): Promise<string[]> {
  const rows = await db.invoice.findMany({ where: { id: { in: ids } }, select: { id: true, number: true } });
  return ids.flatMap((invoiceId) => rows.find((row) => row.id === invoiceId)?.number ?? []);
}

/** The agent's agency: its credit, what it owes and its open seat allocations. */
export async function myAgency(ctx: ServiceContext): Promise<MyAgency> {
  const { agencyId } = requireAgent(ctx.viewer);
  const agency = await ctx.db.agency.findUniqueOrThrow({ where: { id: agencyId } });
  const [exposure, allocations] = await Promise.all([
    agencyExposure(ctx.db, agencyId),
    ctx.db.seatAllocation.findMany({
      where: { agencyId, releasedAt: null },
      select: allocationSelect,
      orderBy: [{ departure: { departDate: 'asc' } }, { id: 'asc' }],
    }),
  ]);
  return {
    id: agency.id,
    name: agency.name,
    currency: agency.currency,
    creditLimit: agency.creditLimit,
    outstanding: exposure.outstanding,
    overdue: exposure.overdue,
    availableCredit: Math.max(0, agency.creditLimit - exposure.outstanding),
    overdueInvoiceNumbers: await invoiceNumbers(ctx.db, exposure.overdueInvoiceIds),
    paymentTermsDays: agency.paymentTermsDays,
    emailPilgrims: agency.emailPilgrims,
    suspended: agency.suspendedAt !== null,
    allocations: allocations.map((row) => allocationView(row, ctx.locale)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// agentDepartures

export type AgentDeparture = {
  id: number;
  packageId: number;
  packageName: string;
  departDate: string;
  returnDate: string;
  currency: string;
  /** Seats left on public sale (0 when it is not OPEN). */
  seatsLeft: number;
  /** The agency's block on it, if it has one standing. */
  allocation: AgentAllocation | null;
  /** The room types sold to the agency, each with the public and the agency's per-person price. */
  rooms: AgencyRoomRate[];
};

/**
 * Upcoming departures the agency may book: OPEN ones of live packages in its currency, and those where its own
 * block still stands (a departure sold out to the public may still have seats in it). Soonest first.
 */
export async function agentDepartures(ctx: ServiceContext, args: unknown = {}) {
  const { agencyId } = requireAgent(ctx.viewer);
  const agency = await ctx.db.agency.findUniqueOrThrow({ where: { id: agencyId } });
  const where = {
    departDate: { gt: new Date(todayUtc()) },
    status: { not: 'CLOSED' },
    package: { archivedAt: null, currency: agency.currency },
    OR: [{ status: 'OPEN' }, { allocations: { some: { agencyId, releasedAt: null } } }],
  } as const satisfies Prisma.DepartureWhereInput;
  return listPage(
    args,
    async ({ skip, take }) => {
      const departures = await ctx.db.departure.findMany({
        where,
        include: {
          package: { select: { name: true, translations: true, currency: true } },
          allocations: { where: { agencyId, releasedAt: null }, select: allocationSelect },
        },
        orderBy: [{ departDate: 'asc' }, { id: 'asc' }],
        skip,
        take,
      });
      const rates = await departureRates(ctx.db, agency, departures);
      return departures.map((d): AgentDeparture => ({
        id: d.id,
        packageId: d.packageId,
        packageName: readerField(d.package, 'name', ctx.locale),
        departDate: dateOnly(d.departDate),
        returnDate: dateOnly(d.returnDate),
        currency: d.package.currency,
        seatsLeft: d.status === 'OPEN' ? Math.max(0, d.seats - d.seatsTaken) : 0,
        allocation: d.allocations.at(0) ? allocationView(d.allocations[0], ctx.locale) : null,
        rooms: rates.get(d.id)!.rates,
      }));
    },
    () => ctx.db.departure.count({ where }),
  );
}
// ---------------------------------------------------------------------------------------------------------------
// agencyBookings, agencyBooking

export const agencyBookingSelect = {
  id: true,
  reference: true,
  name: true,
  roomType: true,
  travellerCount: true,
  departureId: true,
  allocationId: true,
  publicAmount: true,
  createdAt: true,
  cancelledAt: true,
  package: { select: { name: true, translations: true } },
  departure: { select: { departDate: true, returnDate: true } },
  invoiceLine: { select: { invoice: { select: { id: true, number: true, dueOn: true } } } },
  ...MONEY_COLUMNS,
} as const satisfies Prisma.BookingSelect;
type AgencyBookingRow = Prisma.BookingGetPayload<{ select: typeof agencyBookingSelect }>;

export type AgencyBookingView = {
  id: number;
  reference: string;
  leadName: string;
  status: BookingStatus;
  packageName: string | null;
  departureId: number | null;
  departDate: string | null;
  returnDate: string | null;
  roomType: RoomType | null;
  travellerCount: number;
  fromAllocation: boolean;
  currency: string | null;
  /** The agency's net price of the booking. */
  amount: number;
  publicAmount: number;
  /** publicAmount - amount. */
  commission: number;
  /** What the booking keeps paid (net of refunds). */
  paid: number;
  owed: number;
  invoiceId: number | null;
  invoiceNumber: string | null;
  createdAt: Date;
};

/** A booking as its agent reads it, in `locale` (the agent's request's). */
export function agencyBookingView(row: AgencyBookingRow, locale: Locale | undefined): AgencyBookingView {
  const money = moneySummary(row, row.payments, row.refunds);
  const amount = row.amount ?? 0;
  const publicAmount = row.publicAmount ?? amount;
  return {
    id: row.id,
    reference: row.reference,
    leadName: row.name,
    status: row.status,
    packageName: row.package ? readerField(row.package, 'name', locale) : null,
    departureId: row.departureId,
    departDate: row.departure ? dateOnly(row.departure.departDate) : null,
    returnDate: row.departure ? dateOnly(row.departure.returnDate) : null,
    roomType: row.roomType,
    travellerCount: row.travellerCount,
    fromAllocation: row.allocationId !== null,
    currency: row.currency,
    amount,
    publicAmount,
    commission: publicAmount - amount,
    paid: money.netPaid,
    owed: money.stillOwed ?? 0,
    invoiceId: row.invoiceLine?.invoice.id ?? null,
    invoiceNumber: row.invoiceLine?.invoice.number ?? null,
    createdAt: row.createdAt,
  };
}

/** The agency's bookings, newest first, by departure and status when asked. */
export async function agencyBookings(ctx: ServiceContext, args: unknown = {}) {
  const { agencyId } = requireAgent(ctx.viewer);
  const { departureId, status, ...page } = parseInput(agencyBookingsInput, args ?? {});
  const where = { agencyId, departureId, status } satisfies Prisma.BookingWhereInput;
  return listPage(
    page,
    async ({ skip, take }) =>
      (await ctx.db.booking.findMany({ where, select: agencyBookingSelect, orderBy: NEWEST_FIRST, skip, take })).map(
        (row) => agencyBookingView(row, ctx.locale),
      ),
    () => ctx.db.booking.count({ where }),
  );
}

export type AgencyTraveller = {
  id: number;
  position: number;
  fullName: string;
  visaStatus: VisaStage;
  documentsComplete: boolean | null;
  rooms: ReturnType<typeof roomsOf>;
};

export type AgencyBookingDetail = { booking: AgencyBookingView; travellers: AgencyTraveller[] };

/** One of the agency's bookings with its travellers' visas, documents and rooms (another agency's: 404). */
export async function agencyBooking(ctx: ServiceContext, bookingId: unknown): Promise<AgencyBookingDetail> {
  const { agencyId } = requireAgent(ctx.viewer);
  const key = parseInput(id, bookingId);
  const row = await ctx.db.booking.findFirst({
    where: { id: key, agencyId },
    select: {
      ...agencyBookingSelect,
      travellers: { select: { id: true, roomAssignments: { select: { roomId: true, stayId: true } } } },
      departure: {
        select: {
          departDate: true,
          returnDate: true,
          package: {
            select: {
              name: true,
              hotel: true,
              hotelStays: { orderBy: { position: 'asc' }, select: { id: true, city: true, hotelName: true } },
            },
          },
          rooms: { orderBy: { id: 'asc' }, select: { id: true, stayId: true, label: true, type: true } },
        },
      },
    },
  });
  if (!row) throw notFound('BOOKING_NOT_FOUND');
  // The visas' reader checks the booking's access again (an agent of its agency has it) and says each stage.
  const visas = await bookingVisas(ctx, { bookingId: row.id });
  return {
    booking: agencyBookingView(row, ctx.locale),
    travellers: visas.travellers.map((traveller) => {
      const assignments = row.travellers.find((t) => t.id === traveller.travellerId)?.roomAssignments ?? [];
      return {
        id: traveller.travellerId,
        position: traveller.position,
        fullName: traveller.fullName,
        visaStatus: traveller.stage,
        documentsComplete: traveller.documentsComplete,
        rooms: row.departure ? roomsOf(row.departure, assignments) : [],
      };
    }),
  };
}
