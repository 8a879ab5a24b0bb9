import { emailTexts } from '../i18n/index.ts';
import { secretLinks } from '../links.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Claim = {
  userId: number;
  name: string;
  email: string;
  /** Names this request, so each request is its own message and a retried transaction mails it once. */
  requestKey: string;
  minutes: number;
  /** The language of the page the request came from. English by default. */
  locale?: string | null;
};

/**
 * "Find my bookings": the link proves the account's owner reads this address; opened while signed in to that
 * account, it adds the bookings made with the address to My trips (api/src/services/booking-claims.service.ts).
 */
export function bookingClaimEmail(publicUrl: string, claim: Claim): OutboxMessage {
  const { t, format, path, locale } = emailTexts(claim.locale);
  const m = t.bookingClaim;
  const values = { name: claim.name, email: claim.email, minutes: claim.minutes };
  const secret = secretLinks();
  const link = secret.add(siteUrl(publicUrl, path('/my-trips/claim#token=')), {
    purpose: 'booking-claim',
    userId: claim.userId,
    email: claim.email,
    validMinutes: claim.minutes,
  });
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: format(m.preview, values),
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      { button: { label: m.button, href: link } },
      { paragraph: format(m.signedIn, values) },
      { paragraph: m.ignore },
    ],
  });
  return {
    ...rendered,
    to: claim.email,
    kind: 'booking-claim',
    dedupeKey: `booking-claim:${claim.userId}:${claim.requestKey}`,
    links: secret.links,
  };
}
