import { OutboxStatus } from '@rihla/db';
import { EMAIL_KINDS, type EmailKind } from '@rihla/worker/emails';

import { outboxEmail, outboxEmailList } from '../services/emails.service.ts';
import { builder, staffOnly } from './builder.ts';
import { pageArgs, pageOf } from './pagination.ts';

export const OutboxStatusEnum = builder.enumType(OutboxStatus, { name: 'OutboxStatus' });

/** The worker's EMAIL_KINDS as GraphQL names (`password-reset` is PASSWORD_RESET), so clients get them typed. */
export const EmailKindEnum = builder.enumType('EmailKind', {
  values: Object.fromEntries(EMAIL_KINDS.map((kind) => [kind.toUpperCase().replaceAll('-', '_'), { value: kind }])),
  description: 'What an outbox message is about (the worker template that wrote it).',
});

/** Every row is queued with one of EMAIL_KINDS; a kind outside them is a bug to surface, not to show. */
export function emailKind(kind: string): EmailKind {
  const known = EMAIL_KINDS.find((each) => each === kind);
  if (!known) throw new Error(`Outbox email of unknown kind "${kind}".`);
  return known;
}

const OutboxEmailType = builder.prismaObject('OutboxEmail', {
  description: 'A message of the email outbox: queued with the change that caused it, sent by the worker.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    to: t.exposeString('to'),
    kind: t.field({ type: EmailKindEnum, resolve: (email) => emailKind(email.kind) }),
    subject: t.exposeString('subject'),
    status: t.expose('status', { type: OutboxStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    messageId: t.exposeString('messageId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    html: t.exposeString('html'),
    text: t.exposeString('text'),
    devMailboxHtml: t.exposeString('devMailboxHtml', {
      nullable: true,
      description:
        'Outside production without SMTP: the message as the development mailbox received it, links working. ADMINs only (null for STAFF).',
    }),
    devMailboxText: t.exposeString('devMailboxText', {
      nullable: true,
      description: 'The plain text of the development mailbox copy. ADMINs only (null for STAFF).',
    }),
  }),
});

const OutboxEmailPage = pageOf('OutboxEmailPage', 'OutboxEmail');

builder.queryFields((t) => ({
  outboxEmails: t.field({
    type: OutboxEmailPage,
    ...staffOnly,
    description: 'The email outbox, newest first, optionally one kind and one status.',
    args: { ...pageArgs(t.arg), kind: t.arg({ type: EmailKindEnum }), status: t.arg({ type: OutboxStatusEnum }) },
    resolve: (_root, args, ctx) => outboxEmailList(args).page(ctx, args),
  }),
  outboxEmail: t.prismaField({
    type: OutboxEmailType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_query, _root, args, ctx) => outboxEmail(ctx, args.id),
  }),
}));
