import {
  previewBankTransfer,
  recordBankTransfer,
  type RecordedTransfer,
  reviewBankTransfer,
  type TransferApplication,
  type TransferPlan,
} from '../services/bank-transfers.service.ts';
import {
  type BankTransferView,
  changeInvoiceDueDate,
  invoice,
  INVOICE_FILTERS,
  INVOICE_STATES,
  type InvoiceDetail,
  type InvoiceLineView,
  invoiceReviews,
  invoices,
  type InvoiceSummary,
  type TransferForReview,
} from '../services/invoices.service.ts';
import { BookingStatusEnum } from './bookings.ts';
import { builder, type BuilderTypes, staffOnly } from './builder.ts';
import { RoomTypeEnum } from './departures.ts';
import { idArg } from './fields.ts';
import { pageArgs, pageOf } from './pagination.ts';
import { PaymentPurposeEnum } from './payments.ts';

/**
 * Agencies' invoices and bank transfers (issue #34, decision 0065). `invoices` and `invoice` answer staff (all) and
 * an agent (its agency's only, another's a 404); the transfer, review and due-date operations are staff's.
 */

const InvoiceStateEnum = builder.enumType('InvoiceState', {
  values: INVOICE_STATES,
  description: 'Derived from the figures, never stored: OPEN, PART_PAID, PAID, or OVERDUE (past due, owing).',
});
const InvoiceFilterEnum = builder.enumType('InvoiceFilter', {
  values: INVOICE_FILTERS,
  description: 'OPEN: still owing (overdue included); OVERDUE: past due and owing; PAID: nothing left to pay.',
});

const InvoiceAgencyType = builder.objectRef<InvoiceSummary['agency']>('InvoiceAgency').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), country: t.exposeString('country') }),
});

/** The figures every invoice has, in a list (InvoiceSummary) and alone (Invoice): one definition for both types. */
const invoiceFigures = (t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, InvoiceSummary>) => ({
  id: t.exposeInt('id'),
  number: t.exposeString('number'),
  agency: t.field({ type: InvoiceAgencyType, resolve: (row) => row.agency }),
  currency: t.exposeString('currency'),
  total: t.exposeInt('total'),
  issuedOn: t.exposeString('issuedOn', { description: 'YYYY-MM-DD' }),
  dueOn: t.exposeString('dueOn', { description: 'YYYY-MM-DD' }),
  owed: t.exposeInt('owed'),
  paid: t.exposeInt('paid'),
  outstanding: t.exposeInt('outstanding'),
  overdue: t.exposeBoolean('overdue'),
  daysOverdue: t.exposeInt('daysOverdue'),
  state: t.field({ type: InvoiceStateEnum, resolve: (row) => row.state }),
});

const InvoiceSummaryType = builder.objectRef<InvoiceSummary>('InvoiceSummary').implement({
  description: 'An invoice with its figures (minor units of its currency), read from its bookings’ payments.',
  fields: invoiceFigures,
});

const InvoiceLineType = builder.objectRef<InvoiceLineView>('InvoiceLine').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    bookingId: t.exposeInt('bookingId'),
    bookingReference: t.exposeString('bookingReference'),
    bookingStatus: t.expose('bookingStatus', { type: BookingStatusEnum }),
    description: t.exposeString('description', {
      description: 'The English record written when it was booked; a reader’s words come from the facts below.',
    }),
    packageName: t.exposeString('packageName', {
      nullable: true,
      description: 'The booking’s package, a proper name.',
    }),
    departDate: t.exposeString('departDate', { nullable: true, description: 'YYYY-MM-DD: the booking’s departure.' }),
    roomType: t.expose('roomType', { type: RoomTypeEnum, nullable: true }),
    quantity: t.exposeInt('quantity', { description: 'The booking’s pilgrims.' }),
    unitAmount: t.exposeInt('unitAmount'),
    amount: t.exposeInt('amount', { description: 'The agency’s net price.' }),
    publicAmount: t.exposeInt('publicAmount', { description: 'The public price of the same booking.' }),
    commission: t.exposeInt('commission'),
    paid: t.exposeInt('paid'),
    outstanding: t.exposeInt('outstanding', { description: 'Still owed on this line (0 once cancelled).' }),
  }),
});

const BankTransferType = builder.objectRef<BankTransferView>('BankTransfer').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    amount: t.exposeInt('amount'),
    currency: t.exposeString('currency'),
    reference: t.exposeString('reference'),
    receivedOn: t.exposeString('receivedOn', { description: 'YYYY-MM-DD' }),
    appliedAmount: t.exposeInt('appliedAmount'),
    excessAmount: t.exposeInt('excessAmount', { description: 'Paid over what the invoice owed, for review.' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    reviewNote: t.exposeString('reviewNote', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const InvoiceType = builder.objectRef<InvoiceDetail>('Invoice').implement({
  description: 'An invoice with its lines (one per booking) and the bank transfers recorded on it.',
  fields: (t) => ({
    ...invoiceFigures(t),
    lines: t.field({ type: [InvoiceLineType], resolve: (row) => row.lines }),
    transfers: t.field({ type: [BankTransferType], resolve: (row) => row.transfers }),
  }),
});

const InvoicePageType = pageOf('InvoicePage', InvoiceSummaryType);

const TransferApplicationType = builder.objectRef<TransferApplication>('TransferApplication').implement({
  fields: (t) => ({
    bookingId: t.exposeInt('bookingId'),
    bookingReference: t.exposeString('bookingReference'),
    amount: t.exposeInt('amount'),
    purpose: t.field({ type: PaymentPurposeEnum, resolve: (row) => row.purpose }),
    paysOff: t.exposeBoolean('paysOff', { description: 'The booking’s line is paid off by it.' }),
  }),
});

const TransferPlanType = builder.objectRef<TransferPlan>('TransferPlan').implement({
  description: 'What a transfer adds: per booking, the excess and what the invoice still owes after it.',
  fields: (t) => ({
    applications: t.field({ type: [TransferApplicationType], resolve: (plan) => plan.applications }),
    applied: t.exposeInt('applied'),
    excess: t.exposeInt('excess'),
    outstandingAfter: t.exposeInt('outstandingAfter'),
  }),
});

const RecordedTransferType = builder.objectRef<RecordedTransfer>('RecordedBankTransfer').implement({
  fields: (t) => ({
    transfer: t.field({ type: BankTransferType, resolve: (row) => row.transfer }),
    invoice: t.field({ type: InvoiceType, resolve: (row) => row.invoice }),
    plan: t.field({ type: TransferPlanType, resolve: (row) => row.plan }),
  }),
});

const TransferForReviewType = builder.objectRef<TransferForReview>('BankTransferForReview').implement({
  fields: (t) => ({
    transfer: t.field({ type: BankTransferType, resolve: (row) => row }),
    invoiceId: t.exposeInt('invoiceId'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    agency: t.field({ type: InvoiceAgencyType, resolve: (row) => row.agency }),
  }),
});

const InvoiceReviewsType = builder.objectRef<Awaited<ReturnType<typeof invoiceReviews>>>('InvoiceReviews').implement({
  description: 'Overpayments not yet reviewed, and overdue invoices a recorded transfer did not cover.',
  fields: (t) => ({
    transfers: t.field({ type: [TransferForReviewType], resolve: (row) => row.transfers }),
    shortPaid: t.field({ type: [InvoiceSummaryType], resolve: (row) => row.shortPaid }),
  }),
});

const BankTransferInput = builder.inputType('BankTransferInput', {
  fields: (t) => ({
    amount: t.int({ required: true, description: 'Minor units of the invoice’s currency, more than 0.' }),
    reference: t.string({ required: true, description: 'The bank’s reference, 1 to 60 characters.' }),
    receivedOn: t.string({ required: true, description: 'YYYY-MM-DD, not in the future.' }),
  }),
});

builder.queryFields((t) => ({
  invoices: t.field({
    type: InvoicePageType,
    authScopes: { signedIn: true },
    description: 'Invoices, newest issued first: staff read all (filter by agency, state); an agent its agency’s.',
    args: { ...pageArgs(t.arg), agencyId: t.arg.int(), state: t.arg({ type: InvoiceFilterEnum }) },
    resolve: (_root, { agencyId, state, ...page }, ctx) =>
      invoices(ctx, { ...page, agencyId: agencyId ?? undefined, state: state ?? undefined }),
  }),
  invoice: t.field({
    type: InvoiceType,
    authScopes: { signedIn: true },
    description: 'One invoice; another agency’s answers INVOICE_NOT_FOUND, as a missing one.',
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => invoice(ctx, args.id),
  }),
  previewBankTransfer: t.field({
    type: TransferPlanType,
    ...staffOnly,
    description: 'What recordBankTransfer would apply, written nowhere.',
    args: { invoiceId: idArg(t.arg), input: t.arg({ type: BankTransferInput, required: true }) },
    resolve: (_root, args, ctx) => previewBankTransfer(ctx, args.invoiceId, args.input),
  }),
  invoiceReviews: t.field({
    type: InvoiceReviewsType,
    ...staffOnly,
    resolve: (_root, _args, ctx) => invoiceReviews(ctx),
  }),
}));

builder.mutationFields((t) => ({
  recordBankTransfer: t.field({
    type: RecordedTransferType,
    ...staffOnly,
    description: 'Record an agency’s bank transfer on an invoice, applied to its bookings in line order. Audited.',
    args: { invoiceId: idArg(t.arg), input: t.arg({ type: BankTransferInput, required: true }) },
    resolve: (_root, args, ctx) => recordBankTransfer(ctx, args.invoiceId, args.input),
  }),
  reviewBankTransfer: t.field({
    type: BankTransferType,
    ...staffOnly,
    description: 'Mark a transfer’s overpayment handled, saying how (refunded by bank, kept as credit). Audited.',
    args: { id: idArg(t.arg), note: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reviewBankTransfer(ctx, args.id, { note: args.note }),
  }),
  changeInvoiceDueDate: t.field({
    type: InvoiceType,
    ...staffOnly,
    description: 'Move an invoice’s due date (an agreed extension), not before its issue. Audited.',
    args: { id: idArg(t.arg), dueOn: t.arg.string({ required: true, description: 'YYYY-MM-DD' }) },
    resolve: (_root, args, ctx) => changeInvoiceDueDate(ctx, args.id, { dueOn: args.dueOn }),
  }),
}));
