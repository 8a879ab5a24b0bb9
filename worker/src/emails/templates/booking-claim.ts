import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Claim = {
  userId: number;
  name: string;
  email: string;
  token: string;
  /** Names this request, so each request is its own message and a retried transaction mails it once. */
  requestKey: string;
  minutes: number;
};

/**
 * "Find my bookings": the link proves the account's owner reads this address; opened while signed in to that
 * account, it adds the bookings made with the address to My trips (api/src/services/booking-claims.service.ts).
 */
export function bookingClaimEmail(publicUrl: string, claim: Claim): OutboxMessage {
  const rendered = renderEmail({
    subject: 'Add your earlier bookings to My trips',
    preview: `This link works for ${claim.minutes} minutes.`,
    heading: 'Find your bookings',
    blocks: [
      {
        paragraph: `Hello ${claim.name}, you asked to add the bookings made with ${claim.email} to My trips on your Rihla account.`,
      },
      { button: { label: 'Add my bookings', href: siteUrl(publicUrl, `/my-trips/claim#token=${claim.token}`) } },
      {
        paragraph: `Open the link while signed in to Rihla as ${claim.email}. It works for ${claim.minutes} minutes.`,
      },
      { paragraph: 'If you did not ask for this, ignore this email: nothing changes.' },
    ],
  });
  return {
    ...rendered,
    to: claim.email,
    kind: 'booking-claim',
    dedupeKey: `booking-claim:${claim.userId}:${claim.requestKey}`,
  };
}
