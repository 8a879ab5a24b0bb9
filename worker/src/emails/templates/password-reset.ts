import { emailTexts } from '../i18n/index.ts';
import { secretLinks } from '../links.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Reset = {
  userId: number;
  /** Names this request, so a retried transaction mails it once. */
  requestKey: string;
  email: string;
  name: string;
  /** How long the link works from when it is sent. */
  validMinutes: number;
  /** The language of the page the reset was asked from (or the account's). English by default. */
  locale?: string | null;
};

/** The link works once, for `validMinutes` from its sending (api/src/services/auth.service.ts). */
export function passwordResetEmail(publicUrl: string, reset: Reset): OutboxMessage {
  const { t, format, path, locale } = emailTexts(reset.locale);
  const m = t.passwordReset;
  const secret = secretLinks();
  const link = secret.add(siteUrl(publicUrl, path('/reset-password#token=')), {
    purpose: 'password-reset',
    userId: reset.userId,
    validMinutes: reset.validMinutes,
  });
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: m.preview,
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, { name: reset.name }) },
      { button: { label: m.button, href: link } },
      { paragraph: m.once },
      { paragraph: m.ignore },
    ],
  });
  return {
    ...rendered,
    to: reset.email,
    kind: 'password-reset',
    dedupeKey: `password-reset:${reset.userId}:${reset.requestKey}`,
    links: secret.links,
  };
}
