import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Confirmation = {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** Tells this request's mail from an earlier one (each request mints new links). */
  requestKey: string;
};

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  siteUrl(publicUrl, `/newsletter/unsubscribe#token=${token}`);

/** Double opt-in: nothing more is mailed to the address until this link is followed. */
export function newsletterConfirmEmail(publicUrl: string, input: Confirmation): OutboxMessage {
  const rendered = renderEmail({
    subject: 'Please confirm your subscription to the Rihla newsletter',
    preview: 'One click and you are subscribed.',
    heading: 'Confirm your subscription',
    blocks: [
      {
        paragraph:
          'Someone, hopefully you, asked to receive the Rihla newsletter at this address: new departures, early prices and a short reflection for the road.',
      },
      {
        button: {
          label: 'Confirm my subscription',
          href: siteUrl(publicUrl, `/newsletter/confirm#token=${input.confirmToken}`),
        },
      },
      { paragraph: 'If you did not ask for it, ignore this email: without your confirmation we send you nothing.' },
    ],
    footer: [{ note: `Unsubscribe at any time: ${unsubscribeUrl(publicUrl, input.unsubscribeToken)}` }],
  });
  return {
    ...rendered,
    to: input.email,
    kind: 'newsletter-confirm',
    dedupeKey: `newsletter-confirm:${input.requestKey}`,
  };
}
