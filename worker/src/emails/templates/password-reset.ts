import { emailTexts } from '../i18n/index.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Reset = {
  resetId: number;
  email: string;
  name: string;
  token: string;
  /** The language of the page the reset was asked from (or the account's). English by default. */
  locale?: string | null;
};

/** The link works once, for one hour (api/src/services/auth.service.ts). */
export function passwordResetEmail(publicUrl: string, reset: Reset): OutboxMessage {
  const { t, format, path, locale } = emailTexts(reset.locale);
  const m = t.passwordReset;
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: m.preview,
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, { name: reset.name }) },
      { button: { label: m.button, href: siteUrl(publicUrl, path(`/reset-password#token=${reset.token}`)) } },
      { paragraph: m.once },
      { paragraph: m.ignore },
    ],
  });
  return { ...rendered, to: reset.email, kind: 'password-reset', dedupeKey: `password-reset:${reset.resetId}` };
}
