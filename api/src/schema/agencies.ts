import { CommissionKind } from '@rihla/db';

import {
  agencies,
  agency,
  type AgencyDetail,
  type AgencySummary,
  type AgencyTerms,
  createAgency,
  inviteAgent,
  removeAgencyPackageTerms,
  setAgencyPackageTerms,
  updateAgency,
} from '../services/agencies.service.ts';
import {
  createSeatAllocation,
  releaseSeatAllocation,
  type SeatAllocationView,
  updateSeatAllocation,
} from '../services/seat-allocations.service.ts';
import { builder, staffOnly } from './builder.ts';
import { RoomTypeEnum } from './departures.ts';
import { idArg, inputMutation, staffUpdateMutation } from './fields.ts';
import { pageArgs, pageOf } from './pagination.ts';

/**
 * Agencies, their commission terms, agents and seat allocations (issue #34, decision 0065): staff only. What an
 * agency owes (outstanding, overdue) is read from its invoices' payments when asked, never stored.
 */

const LANGUAGE =
  'en, ar or id: its contact’s reminders and its pilgrims’ emails are written in it (each agent reads its own).';

const CommissionKindEnum = builder.enumType(CommissionKind, { name: 'CommissionKind' });

const NetPriceType = builder.objectRef<AgencyTerms['netPrices'][number]>('AgencyNetPrice').implement({
  description: 'The net per-person price of one room type (minor units of the agency’s currency).',
  fields: (t) => ({
    roomType: t.expose('roomType', { type: RoomTypeEnum }),
    amount: t.exposeInt('amount'),
  }),
});

const TermsType = builder.objectRef<AgencyTerms>('AgencyTerms').implement({
  description: 'An agency’s commission rule on one package, replacing its default there.',
  fields: (t) => ({
    packageId: t.exposeInt('packageId'),
    packageCode: t.exposeString('packageCode'),
    packageName: t.exposeString('packageName'),
    currency: t.exposeString('currency'),
    kind: t.expose('kind', { type: CommissionKindEnum }),
    commissionBasisPoints: t.exposeInt('commissionBasisPoints', {
      nullable: true,
      description: 'PERCENT_OFF: basis points off the public price (1000 = 10%).',
    }),
    netPrices: t.field({
      type: [NetPriceType],
      description: 'NET_PRICE: one per room type sold to the agency.',
      resolve: (terms) => terms.netPrices,
    }),
  }),
});

const SeatAllocationType = builder.objectRef<SeatAllocationView>('SeatAllocation').implement({
  description: 'A block of a departure’s seats held for an agency, off public sale until released.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    agencyId: t.exposeInt('agencyId'),
    departureId: t.exposeInt('departureId'),
    packageId: t.exposeInt('packageId'),
    packageName: t.exposeString('packageName'),
    departDate: t.exposeString('departDate', { description: 'YYYY-MM-DD' }),
    returnDate: t.exposeString('returnDate', { description: 'YYYY-MM-DD' }),
    seats: t.exposeInt('seats'),
    seatsUsed: t.exposeInt('seatsUsed', { description: 'Taken by the agency’s bookings on the block.' }),
    releaseOn: t.exposeString('releaseOn', { description: 'YYYY-MM-DD: unused seats go back on sale that day.' }),
    releasedAt: t.expose('releasedAt', { type: 'DateTime', nullable: true }),
  }),
});

const AgentType = builder.objectRef<AgencyDetail['agents'][number]>('AgencyAgent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    active: t.boolean({ resolve: (agent) => agent.deactivatedAt === null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const InvitationType = builder.objectRef<AgencyDetail['invitations'][number]>('AgencyInvitation').implement({
  description: 'An open invitation to be an agent of the agency (revoke or resend it as any staff invitation).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AgencySummaryType = builder.objectRef<AgencySummary>('AgencySummary').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2' }),
    currency: t.exposeString('currency'),
    creditLimit: t.exposeInt('creditLimit'),
    outstanding: t.exposeInt('outstanding', { description: 'What its open invoices still owe.' }),
    overdue: t.exposeInt('overdue', { description: 'Of which past due.' }),
    agentsCount: t.exposeInt('agentsCount', { description: 'Active agents.' }),
    suspended: t.boolean({ resolve: (row) => row.suspendedAt !== null }),
  }),
});

const AgencyPage = pageOf('AgencyPage', AgencySummaryType);

const AgencyType = builder.objectRef<AgencyDetail>('Agency').implement({
  description: 'An agency as staff see it: profile, money terms, commission terms, seat allocations and agents.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2' }),
    currency: t.exposeString('currency'),
    contactName: t.exposeString('contactName'),
    contactEmail: t.exposeString('contactEmail'),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
    creditLimit: t.exposeInt('creditLimit', { description: 'Minor units: what its open invoices may owe at most.' }),
    paymentTermsDays: t.exposeInt('paymentTermsDays'),
    defaultCommissionBasisPoints: t.exposeInt('defaultCommissionBasisPoints'),
    emailPilgrims: t.exposeBoolean('emailPilgrims'),
    language: t.exposeString('language', { description: LANGUAGE }),
    suspended: t.boolean({ resolve: (row) => row.suspendedAt !== null }),
    suspendedAt: t.expose('suspendedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    outstanding: t.exposeInt('outstanding'),
    overdue: t.exposeInt('overdue'),
    terms: t.field({ type: [TermsType], resolve: (row) => row.terms }),
    allocations: t.field({ type: [SeatAllocationType], resolve: (row) => row.allocations }),
    agents: t.field({ type: [AgentType], resolve: (row) => row.agents }),
    invitations: t.field({ type: [InvitationType], resolve: (row) => row.invitations }),
  }),
});

const CreateAgencyInput = builder.inputType('CreateAgencyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2' }),
    currency: t.string({ required: true }),
    contactName: t.string({ required: true }),
    contactEmail: t.string({ required: true }),
    contactPhone: t.string(),
    creditLimit: t.int({ required: true, description: 'Minor units, 0 or more.' }),
    paymentTermsDays: t.int({ description: '0-120, default 14.' }),
    defaultCommissionBasisPoints: t.int({ description: '0-5000, default 0.' }),
    emailPilgrims: t.boolean(),
    language: t.string({ description: `${LANGUAGE} Default en.` }),
  }),
});

const UpdateAgencyInput = builder.inputType('UpdateAgencyInput', {
  description: 'Every field is optional: an absent (or null) field stays as it is; null contactPhone removes it.',
  fields: (t) => ({
    name: t.string(),
    country: t.string(),
    currency: t.string({ description: 'Fixed once the agency has an invoice or package terms.' }),
    contactName: t.string(),
    contactEmail: t.string(),
    contactPhone: t.string(),
    creditLimit: t.int(),
    paymentTermsDays: t.int(),
    defaultCommissionBasisPoints: t.int(),
    emailPilgrims: t.boolean(),
    language: t.string({ description: LANGUAGE }),
    suspended: t.boolean({ description: 'true suspends the agency: its agents cannot book.' }),
  }),
});

const NetPriceInput = builder.inputType('AgencyNetPriceInput', {
  fields: (t) => ({
    roomType: t.field({ type: RoomTypeEnum, required: true }),
    amount: t.int({ required: true, description: 'Minor units, more than 0, at most the public price.' }),
  }),
});

const TermsInput = builder.inputType('AgencyPackageTermsInput', {
  description: 'PERCENT_OFF with commissionBasisPoints, or NET_PRICE with netPrices (they replace the old ones).',
  fields: (t) => ({
    kind: t.field({ type: CommissionKindEnum, required: true }),
    commissionBasisPoints: t.int(),
    netPrices: t.field({ type: [NetPriceInput] }),
  }),
});

const InviteAgentInput = builder.inputType('InviteAgentInput', {
  fields: (t) => ({ name: t.string({ required: true }), email: t.string({ required: true }) }),
});

const CreateSeatAllocationInput = builder.inputType('CreateSeatAllocationInput', {
  fields: (t) => ({
    agencyId: t.int({ required: true }),
    departureId: t.int({ required: true }),
    seats: t.int({ required: true }),
    releaseOn: t.string({ required: true, description: 'YYYY-MM-DD, from today and before the departure date.' }),
  }),
});

const UpdateSeatAllocationInput = builder.inputType('UpdateSeatAllocationInput', {
  description: 'Either or both: the new size (never below seatsUsed) and the new release date.',
  fields: (t) => ({ seats: t.int(), releaseOn: t.string() }),
});

builder.queryFields((t) => ({
  agencies: t.field({
    type: AgencyPage,
    ...staffOnly,
    description: 'The agencies by name; `search` keeps those whose name contains it.',
    args: { ...pageArgs(t.arg), search: t.arg.string() },
    resolve: (_root, args, ctx) => agencies(ctx, { ...args, search: args.search ?? undefined }),
  }),
  agency: t.field({
    type: AgencyType,
    ...staffOnly,
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => agency(ctx, args.id),
  }),
}));

inputMutation('createAgency', AgencyType, CreateAgencyInput, createAgency, staffOnly);
staffUpdateMutation('updateAgency', AgencyType, UpdateAgencyInput, updateAgency);
inputMutation('createSeatAllocation', SeatAllocationType, CreateSeatAllocationInput, createSeatAllocation, staffOnly);
staffUpdateMutation('updateSeatAllocation', SeatAllocationType, UpdateSeatAllocationInput, updateSeatAllocation);

builder.mutationFields((t) => ({
  setAgencyPackageTerms: t.field({
    type: TermsType,
    ...staffOnly,
    description: 'Set (replace) an agency’s commission rule on a package in its currency. Audited.',
    args: { agencyId: idArg(t.arg), packageId: idArg(t.arg), input: t.arg({ type: TermsInput, required: true }) },
    resolve: (_root, args, ctx) => setAgencyPackageTerms(ctx, args.agencyId, args.packageId, args.input),
  }),
  removeAgencyPackageTerms: t.boolean({
    ...staffOnly,
    description: 'The agency’s default commission applies on the package again. Audited.',
    args: { agencyId: idArg(t.arg), packageId: idArg(t.arg) },
    resolve: (_root, args, ctx) => removeAgencyPackageTerms(ctx, args.agencyId, args.packageId),
  }),
  inviteAgent: t.field({
    type: InvitationType,
    ...staffOnly,
    description: 'Mail an invitation to be an agent of the agency (the staff invitation flow). Audited.',
    args: { agencyId: idArg(t.arg), input: t.arg({ type: InviteAgentInput, required: true }) },
    resolve: (_root, args, ctx) => inviteAgent(ctx, args.agencyId, args.input),
  }),
  releaseSeatAllocation: t.field({
    type: SeatAllocationType,
    ...staffOnly,
    description: 'Put the block’s unused seats back on public sale now; again changes nothing. Audited.',
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => releaseSeatAllocation(ctx, args.id),
  }),
}));
