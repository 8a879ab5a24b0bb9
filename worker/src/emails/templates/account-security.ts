import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Notice = {
  /** Asked: someone asked for a reset link of the account; completed: a reset link set its password. */
  event: 'requested' | 'completed';
  account: { id: number; email: string; role: string };
  /** Names this event, so a retried transaction mails it once. */
  eventKey: string;
};

/**
 * To an admin (English, as the back-office): a password reset of a STAFF or ADMIN account was asked for or
 * completed. It carries no link to the account's reset, only to the Activity page that records it.
 */
export function accountSecurityEmail(publicUrl: string, to: string, notice: Notice): OutboxMessage {
  const { account } = notice;
  const what = notice.event === 'requested' ? 'requested' : 'completed';
  const rendered = renderEmail({
    subject: `Password reset ${what} for ${account.email} (${account.role})`,
    preview: `A password reset was ${what} for a ${account.role} account.`,
    heading: `Password reset ${what}`,
    blocks: [
      {
        paragraph:
          notice.event === 'requested'
            ? `Someone asked for a password reset link for ${account.email}. The link went to that address only.`
            : `The password of ${account.email} was changed with a reset link, and its sessions were ended.`,
      },
      {
        facts: [
          ['Account', account.email],
          ['Role', account.role],
        ],
      },
      { paragraph: 'If this was not expected, check the account and the Activity page.' },
      { button: { label: 'Open Activity', href: siteUrl(publicUrl, '/admin/activity') } },
    ],
  });
  return {
    ...rendered,
    to,
    kind: 'account-security',
    dedupeKey: `account-security:${notice.event}:${account.id}:${notice.eventKey}:${to}`,
  };
}
