import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Reset = { resetId: number; email: string; name: string; token: string };

/** The link works once, for one hour (api/src/services/auth.service.ts). */
export function passwordResetEmail(publicUrl: string, reset: Reset): OutboxMessage {
  const rendered = renderEmail({
    subject: 'Reset your Rihla password',
    preview: 'This link works once, for one hour.',
    heading: 'Reset your password',
    blocks: [
      { paragraph: `Hello ${reset.name}, we received a request to reset the password of your Rihla account.` },
      { button: { label: 'Choose a new password', href: siteUrl(publicUrl, `/reset-password#token=${reset.token}`) } },
      { paragraph: 'The link works once, for one hour. Setting a new password signs you out on every device.' },
      { paragraph: 'If you did not ask for this, ignore this email: your password stays as it is.' },
    ],
  });
  return { ...rendered, to: reset.email, kind: 'password-reset', dedupeKey: `password-reset:${reset.resetId}` };
}
