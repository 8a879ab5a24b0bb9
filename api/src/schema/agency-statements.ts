import {
  type AgedReceivables,
  agedReceivables,
  type AgencyAging,
  type AgencyStatement,
  agencyStatement,
  type CurrencyAging,
  myAgencyStatement,
  type StatementBooking,
  type StatementInvoice,
  type StatementPayment,
} from '../services/agency-statements.service.ts';
import { BookingStatusEnum } from './bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { idArg } from './fields.ts';

/**
 * Agency statements and aged receivables (issue #34, decision 0065). Money is in minor units of the statement's
 * currency. An agent reads only its own agency's statement (`myAgencyStatement`); staff read any (`agencyStatement`).
 */

const StatementBookingType = builder.objectRef<StatementBooking>('StatementBooking').implement({
  description: 'A booking the agency made in the month.',
  fields: (t) => ({
    reference: t.exposeString('reference'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    packageName: t.exposeString('packageName', { nullable: true }),
    departDate: t.exposeString('departDate', { nullable: true, description: 'YYYY-MM-DD' }),
    pilgrims: t.exposeInt('pilgrims'),
    publicAmount: t.exposeInt('publicAmount'),
    netAmount: t.exposeInt('netAmount'),
    commission: t.exposeInt('commission', { description: 'publicAmount - netAmount.' }),
    status: t.expose('status', { type: BookingStatusEnum }),
    travelling: t.exposeBoolean('travelling', { description: 'False once cancelled: its commission is not earned.' }),
  }),
});

const StatementInvoiceType = builder.objectRef<StatementInvoice>('StatementInvoice').implement({
  description: 'An invoice issued in the month, with what it still owes now.',
  fields: (t) => ({
    number: t.exposeString('number'),
    issuedOn: t.exposeString('issuedOn', { description: 'YYYY-MM-DD' }),
    dueOn: t.exposeString('dueOn', { description: 'YYYY-MM-DD' }),
    total: t.exposeInt('total'),
    outstanding: t.exposeInt('outstanding'),
  }),
});

const StatementPaymentType = builder.objectRef<StatementPayment>('StatementPayment').implement({
  description: 'A payment received in the month on one of the agency’s bookings, net of its refunds.',
  fields: (t) => ({
    receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    bookingReference: t.exposeString('bookingReference'),
    transferReference: t.exposeString('transferReference', {
      nullable: true,
      description: 'The bank transfer’s reference; null for a card payment.',
    }),
    amount: t.exposeInt('amount'),
  }),
});

const StatementAgencyType = builder.objectRef<AgencyStatement['agency']>('StatementAgency').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), country: t.exposeString('country') }),
});

const AgencyStatementType = builder.objectRef<AgencyStatement>('AgencyStatement').implement({
  description: 'One agency’s month (UTC): balances, bookings, invoices, payments and commission earned.',
  fields: (t) => ({
    agency: t.field({ type: StatementAgencyType, resolve: (statement) => statement.agency }),
    currency: t.exposeString('currency'),
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    from: t.exposeString('from', { description: 'The month’s first day, YYYY-MM-DD.' }),
    to: t.exposeString('to', { description: 'The month’s last day, YYYY-MM-DD.' }),
    openingBalance: t.exposeInt('openingBalance'),
    bookings: t.field({ type: [StatementBookingType], resolve: (statement) => statement.bookings }),
    invoices: t.field({ type: [StatementInvoiceType], resolve: (statement) => statement.invoices }),
    payments: t.field({ type: [StatementPaymentType], resolve: (statement) => statement.payments }),
    commissionEarned: t.exposeInt('commissionEarned'),
    closingBalance: t.exposeInt('closingBalance'),
  }),
});

const agingFields = {
  current: 'Not yet due.',
  days1To30: '1 to 30 days past due.',
  days31To60: '31 to 60 days past due.',
  days61To90: '61 to 90 days past due.',
  over90: 'More than 90 days past due.',
  total: 'The sum of the buckets.',
} as const;

const AgencyAgingType = builder.objectRef<AgencyAging>('AgencyAging').implement({
  description: 'What one agency’s open invoices in one currency owe, by days past due.',
  fields: (t) => ({
    agencyId: t.exposeInt('agencyId'),
    agencyName: t.exposeString('agencyName'),
    currency: t.exposeString('currency'),
    invoices: t.exposeInt('invoices', { description: 'How many open invoices.' }),
    ...Object.fromEntries(
      Object.entries(agingFields).map(([name, description]) => [
        name,
        t.exposeInt(name as keyof typeof agingFields, { description }),
      ]),
    ),
  }),
});

const CurrencyAgingType = builder.objectRef<CurrencyAging>('CurrencyAging').implement({
  description: 'Every agency’s open invoices in one currency, by days past due.',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    ...Object.fromEntries(
      Object.entries(agingFields).map(([name, description]) => [
        name,
        t.exposeInt(name as keyof typeof agingFields, { description }),
      ]),
    ),
  }),
});

const AgedReceivablesType = builder.objectRef<AgedReceivables>('AgedReceivables').implement({
  fields: (t) => ({
    asOf: t.exposeString('asOf', { description: 'The day the invoices are aged from, YYYY-MM-DD.' }),
    agencies: t.field({ type: [AgencyAgingType], resolve: (report) => report.agencies }),
    totals: t.field({
      type: [CurrencyAgingType],
      description: 'One row per currency: amounts in different currencies are never added.',
      resolve: (report) => report.totals,
    }),
  }),
});

builder.queryFields((t) => ({
  agencyStatement: t.field({
    type: AgencyStatementType,
    authScopes: { signedIn: true },
    description:
      'An agency’s statement for a month (YYYY-MM, not in the future): staff any agency’s; an agent its own, another ' +
      'agency’s id answering NOT_FOUND as a missing one does.',
    args: { agencyId: idArg(t.arg), month: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => agencyStatement(ctx, args.agencyId, { month: args.month }),
  }),
  myAgencyStatement: t.field({
    type: AgencyStatementType,
    authScopes: { signedIn: true },
    description: 'The signed-in agent’s own agency’s statement for a month (YYYY-MM, not in the future).',
    args: { month: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => myAgencyStatement(ctx, { month: args.month }),
  }),
  agedReceivables: t.field({
    type: AgedReceivablesType,
    ...staffOnly,
    description: 'Open invoices’ outstanding by agency and currency, aged from asOf (today by default).',
    args: { asOf: t.arg.string({ required: false, description: 'YYYY-MM-DD' }) },
    resolve: (_root, args, ctx) => agedReceivables(ctx, { asOf: args.asOf ?? undefined }),
  }),
}));
