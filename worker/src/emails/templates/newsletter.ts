import { emailTexts } from '../i18n/index.ts';
import { secretLinks } from '../links.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Confirmation = {
  subscriberId: number;
  email: string;
  /** Tells this request's mail from an earlier one (each request mints new links). */
  requestKey: string;
  /** The language of the page the address was given on (NewsletterSubscriber.locale). English by default. */
  locale?: string | null;
};

/** Double opt-in: nothing more is mailed to the address until this link is followed. */
export function newsletterConfirmEmail(publicUrl: string, input: Confirmation): OutboxMessage {
  const { t, format, path, locale } = emailTexts(input.locale);
  const m = t.newsletterConfirm;
  const secret = secretLinks();
  const subscriberId = input.subscriberId;
  const confirm = secret.add(siteUrl(publicUrl, path('/newsletter/confirm#token=')), {
    purpose: 'newsletter-confirm',
    subscriberId,
  });
  const unsubscribe = secret.add(siteUrl(publicUrl, path('/newsletter/unsubscribe#token=')), {
    purpose: 'newsletter-unsubscribe',
    subscriberId,
  });
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: m.preview,
    heading: m.heading,
    blocks: [{ paragraph: m.intro }, { button: { label: m.button, href: confirm } }, { paragraph: m.ignore }],
    footer: [{ note: format(m.unsubscribe, { url: unsubscribe }) }],
  });
  return {
    ...rendered,
    to: input.email,
    kind: 'newsletter-confirm',
    dedupeKey: `newsletter-confirm:${input.requestKey}`,
    links: secret.links,
  };
}
