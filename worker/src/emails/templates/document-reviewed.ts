import { bookingEmail, type MailedBooking } from '../booking-email.ts';
import { emailTexts } from '../i18n/index.ts';
import { siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** One review of a traveller's document (issue #33): `document` is the type's name in the booking's language. */
type Review = {
  documentId: number;
  document: string;
  traveller: string;
  approved: boolean;
  /** Staff's words, quoted as written. */
  reason?: string | null;
  /** When it was reviewed: each review is its own email (a rejection, a re-upload, then an approval). */
  reviewedAt: Date;
};

/** A document was approved, or rejected with staff's reason and the way to upload it again. */
export function documentReviewedEmail(publicUrl: string, booking: MailedBooking, review: Review): OutboxMessage {
  const texts = emailTexts(booking.locale);
  const { t, format, path } = texts;
  const m = t.documentReviewed;
  const values = {
    document: review.document,
    traveller: review.traveller,
    outcome: review.approved ? m.approved : m.rejected,
    reference: booking.reference,
    name: booking.name,
    title: booking.title,
  };
  const blocks = review.approved
    ? [{ paragraph: m.approvedText }]
    : [{ paragraph: format(m.rejectedText, { reason: review.reason ?? '' }) }, { paragraph: m.uploadAgain }];
  return bookingEmail(texts, m, values, {
    to: booking.email,
    reference: booking.reference,
    kind: 'document-reviewed',
    dedupeKey: `document-reviewed:${review.documentId}:${review.reviewedAt.getTime()}`,
    facts: [
      [m.traveller, review.traveller],
      [m.document, review.document],
    ],
    blocks: [...blocks, { button: { label: m.button, href: siteUrl(publicUrl, path('/my-trips')) } }],
    footer: m.footer,
  });
}
