import { emailTexts } from '../i18n/index.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Confirmation = {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** Tells this request's mail from an earlier one (each request mints new links). */
  requestKey: string;
  /** The language of the page the address was given on (NewsletterSubscriber.locale). English by default. */
  locale?: string | null;
};

/** The unsubscribe page, in the subscriber's language when given ('/ar/newsletter/unsubscribe...'). */
export const unsubscribeUrl = (publicUrl: string, token: string, locale?: string | null) =>
  siteUrl(publicUrl, emailTexts(locale).path(`/newsletter/unsubscribe#token=${token}`));

/** Double opt-in: nothing more is mailed to the address until this link is followed. */
export function newsletterConfirmEmail(publicUrl: string, input: Confirmation): OutboxMessage {
  const { t, format, path, locale } = emailTexts(input.locale);
  const m = t.newsletterConfirm;
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: m.preview,
    heading: m.heading,
    blocks: [
      { paragraph: m.intro },
      {
        button: {
          label: m.button,
          href: siteUrl(publicUrl, path(`/newsletter/confirm#token=${input.confirmToken}`)),
        },
      },
      { paragraph: m.ignore },
    ],
    footer: [{ note: format(m.unsubscribe, { url: unsubscribeUrl(publicUrl, input.unsubscribeToken, locale) }) }],
  });
  return {
    ...rendered,
    to: input.email,
    kind: 'newsletter-confirm',
    dedupeKey: `newsletter-confirm:${input.requestKey}`,
  };
}
