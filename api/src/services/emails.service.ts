import { OutboxStatus } from '@rihla/db';
import { EMAIL_KINDS } from '@rihla/worker/emails';
import { z } from 'zod';

import { isAdmin, requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { foundOr404 } from '../lib/errors.ts';
import { type ListArgs, staffList, withSelection } from '../lib/staff-lists.ts';
import { id, issueMessage, NEWEST_FIRST, parseInput } from '../lib/validation.ts';

/** The admin Emails page: what the outbox holds, newest first, by kind and status (sent or waiting). */

export const emailFilter = z.object({
  kind: z.enum(EMAIL_KINDS, { error: issueMessage('EMAIL_KIND_INVALID', { kinds: EMAIL_KINDS.join(', ') }) }).nullish(),
  status: z
    .enum(OutboxStatus, {
      error: issueMessage('STATUS_INVALID', { statuses: Object.values(OutboxStatus).join(', ') }),
    })
    .nullish(),
});

/** The list shows the envelope; the bodies are read one message at a time. Also the REST contract's summary. */
export const EMAIL_SUMMARY_FIELDS = {
  id: true,
  to: true,
  kind: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
} as const;
const SUMMARY = { select: EMAIL_SUMMARY_FIELDS } as const;

/** The staff list of the emails matching `args`' kind and status (lib/staff-lists.ts: pages or a cursor). */
export function outboxEmailList(args: unknown) {
  const { kind, status } = parseInput(emailFilter, pickFilter(args));
  const where = { ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
  return staffList(
    (db, list: ListArgs) =>
      db.outboxEmail.findMany({
        ...withSelection(list, SUMMARY),
        where: { AND: [list.where ?? {}, where] },
        orderBy: NEWEST_FIRST,
      }),
    (db) => db.outboxEmail.count({ where }),
  );
}

/**
 * One message as stored: its secret links are placeholders (worker/src/emails/links.ts), `links` says what each
 * grants (no token). The development mailbox's copy, whose links work, is for ADMINs alone (null for STAFF).
 */
export async function outboxEmail(ctx: ServiceContext, emailId: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const found = await ctx.db.outboxEmail.findUnique({ where: { id: parseInput(id, emailId) } });
  const email = foundOr404(found, 'EMAIL_NOT_FOUND');
  return isAdmin(viewer) ? email : { ...email, devMailboxHtml: null, devMailboxText: null };
}

function pickFilter(args: unknown) {
  const given = (args ?? {}) as Record<string, unknown>;
  return { kind: given.kind, status: given.status };
}
