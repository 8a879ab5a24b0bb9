import { type AgencyBookingResult, createAgencyBooking } from '../services/agency-booking-create.ts';
import {
  agencyBooking,
  type AgencyBookingDetail,
  agencyBookings,
  type AgencyBookingView,
  type AgencyTraveller,
  type AgentAllocation,
  type AgentDeparture,
  agentDepartures,
  type MyAgency,
  myAgency,
} from '../services/agency-bookings.service.ts';
import type { AgencyRoomRate } from '../services/agency-pricing.ts';
import { BookingStatusEnum } from './bookings.ts';
import { builder } from './builder.ts';
import { RoomTypeEnum } from './departures.ts';
import { idArg } from './fields.ts';
import { LeaderRoomType } from './groups.ts';
import { pageArgs, pageOf } from './pagination.ts';
import { VisaStageEnum } from './visas.ts';

/**
 * The agent portal (decision 0065). Every field is signed-in only; the services refuse anyone but an agent (403)
 * and confine each read and write to the agent's own agency.
 */

const agentOnly = { authScopes: { signedIn: true } } as const;

const AgentAllocationType = builder.objectRef<AgentAllocation>('AgentAllocation').implement({
  description: 'A block of seats held for the agent’s agency on a departure.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    departureId: t.exposeInt('departureId'),
    packageName: t.exposeString('packageName'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    seats: t.exposeInt('seats'),
    seatsUsed: t.exposeInt('seatsUsed'),
    seatsLeft: t.exposeInt('seatsLeft'),
    releaseOn: t.exposeString('releaseOn', { description: 'YYYY-MM-DD: unused seats go back on public sale then.' }),
  }),
});

const MyAgencyType = builder.objectRef<MyAgency>('MyAgency').implement({
  description: 'The agent’s agency: its credit and what it owes (minor units of its currency), its open blocks.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    currency: t.exposeString('currency'),
    creditLimit: t.exposeInt('creditLimit'),
    outstanding: t.exposeInt('outstanding', { description: 'What its open invoices still owe.' }),
    overdue: t.exposeInt('overdue', { description: 'Of which past due.' }),
    availableCredit: t.exposeInt('availableCredit'),
    overdueInvoiceNumbers: t.exposeStringList('overdueInvoiceNumbers'),
    paymentTermsDays: t.exposeInt('paymentTermsDays'),
    emailPilgrims: t.exposeBoolean('emailPilgrims'),
    suspended: t.exposeBoolean('suspended'),
    allocations: t.field({ type: [AgentAllocationType], resolve: (agency) => agency.allocations }),
  }),
});

const AgencyRoomRateType = builder.objectRef<AgencyRoomRate>('AgencyRoomRate').implement({
  description: 'A room type sold to the agency: the public and the agency’s per-person price.',
  fields: (t) => ({
    roomType: t.expose('roomType', { type: RoomTypeEnum }),
    publicAmount: t.exposeInt('publicAmount'),
    netAmount: t.exposeInt('netAmount'),
  }),
});

const AgentDepartureType = builder.objectRef<AgentDeparture>('AgentDeparture').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    packageId: t.exposeInt('packageId'),
    packageName: t.exposeString('packageName'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    currency: t.exposeString('currency'),
    seatsLeft: t.exposeInt('seatsLeft', { description: 'Seats left on public sale.' }),
    allocation: t.field({ type: AgentAllocationType, nullable: true, resolve: (d) => d.allocation }),
    rooms: t.field({ type: [AgencyRoomRateType], resolve: (d) => d.rooms }),
  }),
});

const AgencyBookingType = builder.objectRef<AgencyBookingView>('AgencyBooking').implement({
  description: 'One of the agency’s bookings (one room): its net and public price, what is paid, its invoice.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    reference: t.exposeString('reference'),
    leadName: t.exposeString('leadName'),
    status: t.expose('status', { type: BookingStatusEnum }),
    packageName: t.exposeString('packageName', { nullable: true }),
    departureId: t.exposeInt('departureId', { nullable: true }),
    departDate: t.exposeString('departDate', { nullable: true, description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { nullable: true, description: 'YYYY-MM-DD' }),
    roomType: t.expose('roomType', { type: RoomTypeEnum, nullable: true }),
    travellerCount: t.exposeInt('travellerCount'),
    fromAllocation: t.exposeBoolean('fromAllocation'),
    currency: t.exposeString('currency', { nullable: true }),
    amount: t.exposeInt('amount', { description: 'The agency’s net price.' }),
    publicAmount: t.exposeInt('publicAmount'),
    commission: t.exposeInt('commission'),
    paid: t.exposeInt('paid'),
    owed: t.exposeInt('owed'),
    invoiceId: t.exposeInt('invoiceId', { nullable: true }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AgencyTravellerType = builder.objectRef<AgencyTraveller>('AgencyTraveller').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    position: t.exposeInt('position'),
    fullName: t.exposeString('fullName'),
    visaStatus: t.expose('visaStatus', { type: VisaStageEnum }),
    documentsComplete: t.exposeBoolean('documentsComplete', { nullable: true }),
    rooms: t.field({ type: [LeaderRoomType], resolve: (traveller) => traveller.rooms }),
  }),
});

const AgencyBookingDetailType = builder.objectRef<AgencyBookingDetail>('AgencyBookingDetail').implement({
  description: 'An agency booking with its travellers’ visas, documents and rooms.',
  fields: (t) => ({
    booking: t.field({ type: AgencyBookingType, resolve: (detail) => detail.booking }),
    travellers: t.field({ type: [AgencyTravellerType], resolve: (detail) => detail.travellers }),
  }),
});

const IssuedInvoiceType = builder.objectRef<AgencyBookingResult['invoice']>('IssuedInvoice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    number: t.exposeString('number'),
    total: t.exposeInt('total'),
    dueOn: t.exposeString('dueOn', { description: 'YYYY-MM-DD' }),
  }),
});

const AgencyBookingResultType = builder.objectRef<AgencyBookingResult>('AgencyBookingResult').implement({
  fields: (t) => ({
    bookings: t.field({ type: [AgencyBookingType], resolve: (result) => result.bookings }),
    invoice: t.field({ type: IssuedInvoiceType, resolve: (result) => result.invoice }),
  }),
});

const AgencyRoomInput = builder.inputType('AgencyRoomInput', {
  fields: (t) => ({
    roomType: t.field({ type: RoomTypeEnum, required: true }),
    travellers: t.int({ required: true, description: '1 to 9' }),
  }),
});

const AgentDeparturePage = pageOf('AgentDeparturePage', AgentDepartureType);
const AgencyBookingPage = pageOf('AgencyBookingPage', AgencyBookingType);

builder.queryFields((t) => ({
  myAgency: t.field({
    type: MyAgencyType,
    ...agentOnly,
    description: 'The agent’s agency (agents only).',
    resolve: (_root, _args, ctx) => myAgency(ctx),
  }),
  agentDepartures: t.field({
    type: AgentDeparturePage,
    ...agentOnly,
    description: 'Upcoming departures the agent’s agency may book, with public and net prices, soonest first.',
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx) => agentDepartures(ctx, args),
  }),
  agencyBookings: t.field({
    type: AgencyBookingPage,
    ...agentOnly,
    description: 'The agency’s bookings, newest first.',
    args: { ...pageArgs(t.arg), departureId: t.arg.int(), status: t.arg({ type: BookingStatusEnum }) },
    resolve: (_root, { departureId, status, ...page }, ctx) =>
      agencyBookings(ctx, { ...page, departureId: departureId ?? undefined, status: status ?? undefined }),
  }),
  agencyBooking: t.field({
    type: AgencyBookingDetailType,
    ...agentOnly,
    description: 'One of the agency’s bookings; another agency’s answers BOOKING_NOT_FOUND.',
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => agencyBooking(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createAgencyBooking: t.field({
    type: AgencyBookingResultType,
    ...agentOnly,
    description:
      'Book rooms on a departure for the agent’s agency, on credit: one booking per room and one invoice for them. Audited.',
    args: {
      departureId: idArg(t.arg),
      fromAllocation: t.arg.boolean({ defaultValue: false }),
      rooms: t.arg({ type: [AgencyRoomInput], required: true }),
      leadName: t.arg.string(),
      pilgrimEmail: t.arg.string(),
    },
    resolve: (_root, args, ctx) => createAgencyBooking(ctx, args),
  }),
}));
