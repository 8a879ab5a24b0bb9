import { ConsultationStatus } from '@rihla/db';

import { staffMovesFrom } from '../services/consultation-workflow.ts';
import {
  assignConsultation,
  consultationAssignees,
  type ConsultationDetail,
  consultationDetail,
  consultationList,
  createConsultation,
  replyToConsultation,
  setConsultationStatus,
  THREAD_EMAILS,
} from '../services/consultations.service.ts';
import { builder, staffOnly } from './builder.ts';
import { emailKind, EmailKindEnum, OutboxStatusEnum } from './emails.ts';
import { idArg, inputMutation } from './fields.ts';
import { staffListQueries } from './pagination.ts';

const ConsultationStatusEnum = builder.enumType(ConsultationStatus, {
  name: 'ConsultationStatus',
  description: 'NEW until a reply answers it; CLOSED by staff (reopened back to NEW).',
});

const StaffMember = builder.simpleObject('StaffMember', {
  description: 'A STAFF or ADMIN member, as a picker lists them.',
  fields: (t) => ({ id: t.int(), name: t.string(), email: t.string({ nullable: true }) }),
});

type ThreadEmail = ConsultationDetail['emails'][number];

const ConsultationEmail = builder.objectRef<ThreadEmail>('ConsultationEmail').implement({
  description: 'A message of a consultation’s thread (its acknowledgement, a staff reply) and what the outbox did.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: EmailKindEnum, resolve: (email) => emailKind(email.kind) }),
    subject: t.exposeString('subject'),
    text: t.exposeString('text', { description: 'The plain-text body as queued.' }),
    status: t.expose('status', { type: OutboxStatusEnum }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

// The request as the visitor sent it is the public answer of createConsultation; the work on it is staff-only.
const ConsultationType = builder.prismaObject('Consultation', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone or WhatsApp number, as typed.' }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    locale: t.exposeString('locale', { ...staffOnly, description: 'The language replies are written in.' }),
    status: t.expose('status', { type: ConsultationStatusEnum, ...staffOnly }),
    assignedTo: t.field({
      type: StaffMember,
      nullable: true,
      ...staffOnly,
      select: { assignedTo: { select: { id: true, name: true } } },
      resolve: (row) => (row.assignedTo ? { ...row.assignedTo, email: null } : null),
    }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true, ...staffOnly }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true, ...staffOnly }),
    staffMoves: t.field({
      type: [ConsultationStatusEnum],
      ...staffOnly,
      description: 'The statuses staff may move it to now (CLOSED, or NEW to reopen); ANSWERED comes from a reply.',
      select: { status: true },
      resolve: (row) => staffMovesFrom(row.status),
    }),
    thread: t.field({
      type: [ConsultationEmail],
      ...staffOnly,
      description: 'The emails to the visitor, oldest first: the acknowledgement and each reply.',
      select: { emails: THREAD_EMAILS },
      resolve: (row) => row.emails,
    }),
  }),
});

const ConsultationInput = builder.inputType('ConsultationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ description: 'Optional phone or WhatsApp number: 6 to 20 digits; spaces, +, - and () allowed.' }),
    message: t.string({ required: true }),
  }),
});

const ConsultationFilter = builder.inputType('ConsultationFilter', {
  description: 'Filters of the consultations list; every given one must hold.',
  fields: (t) => ({
    status: t.field({ type: ConsultationStatusEnum }),
    assignedToId: t.int({ description: 'Assigned to this STAFF or ADMIN member.' }),
    unassigned: t.boolean({ description: 'Assigned to nobody.' }),
  }),
});

staffListQueries('consultations', 'Consultation', consultationList, (arg) => ({
  filter: arg({ type: ConsultationFilter }),
}));
inputMutation('createConsultation', ConsultationType, ConsultationInput, createConsultation);

builder.queryFields((t) => ({
  consultation: t.prismaField({
    type: ConsultationType,
    ...staffOnly,
    description: 'One consultation with its work and thread (staff).',
    args: { id: idArg(t.arg) },
    resolve: (_query, _root, args, ctx) => consultationDetail(ctx, args.id),
  }),
  consultationAssignees: t.field({
    type: [StaffMember],
    ...staffOnly,
    description: 'Who a consultation can be assigned to: STAFF and ADMIN members by name.',
    resolve: (_root, _args, ctx) => consultationAssignees(ctx),
  }),
}));

builder.mutationFields((t) => ({
  assignConsultation: t.prismaField({
    type: ConsultationType,
    ...staffOnly,
    description: 'Assign to a STAFF or ADMIN member, or to nobody (null). Audited.',
    args: { id: idArg(t.arg), assignedToId: t.arg.int() },
    resolve: (_query, _root, args, ctx) => assignConsultation(ctx, args),
  }),
  setConsultationStatus: t.prismaField({
    type: ConsultationType,
    ...staffOnly,
    description: 'Close (from NEW or ANSWERED) or reopen (CLOSED to NEW). Audited.',
    args: { id: idArg(t.arg), status: t.arg({ type: ConsultationStatusEnum, required: true }) },
    resolve: (_query, _root, args, ctx) => setConsultationStatus(ctx, args),
  }),
  replyToConsultation: t.prismaField({
    type: ConsultationType,
    ...staffOnly,
    description:
      'Email a reply (at most 5,000 characters) to the visitor in their language; the consultation becomes ANSWERED.',
    args: { id: idArg(t.arg), body: t.arg.string({ required: true }) },
    resolve: (_query, _root, args, ctx) => replyToConsultation(ctx, args),
  }),
}));
