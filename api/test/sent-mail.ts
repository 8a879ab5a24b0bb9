import type { PrismaClient } from '@rihla/db';
import { expect } from 'vitest';

import { deliverOutboxEmail, type SendMail } from '../../worker/src/emails/sender.ts';

type Mail = Parameters<SendMail>[0];

/**
 * What the worker does with a queued message: sends it (minting its secret links, worker/src/emails/links.ts) and
 * answers the mail as the recipient gets it. The newest message to `to` of `kind`.
 */
export async function sendNewest(db: PrismaClient, to: string, kind: string): Promise<Mail> {
  const row = await db.outboxEmail.findFirstOrThrow({ where: { to, kind }, orderBy: { id: 'desc' } });
  let sent: Mail | undefined;
  const capture = {
    send: (mail: Mail) => Promise.resolve((sent = mail)),
    from: 'Rihla <no-reply@rihla.example>',
    leaseMs: 60_000,
  };
  await deliverOutboxEmail(db, row.id, capture);
  expect(sent, `message ${row.id} sent`).toBeDefined();
  return sent!;
}

/** The fragment token of the link to `page` (e.g. '/reset-password') in a mail's text. */
export function linkToken(text: string, page: string): string {
  const match = new RegExp(`${page.replaceAll('?', '\\?')}#token=([\\w-]+)`).exec(text);
  expect(match, `a ${page} link in:\n${text}`).not.toBeNull();
  return match![1];
}
