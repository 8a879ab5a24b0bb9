import { emailTexts } from '../i18n/index.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Consultation = {
  id: number;
  name: string;
  email: string;
  /** Optional phone or WhatsApp number, as typed. */
  phone?: string | null;
  message: string;
  /** The language of the page the request came from (Consultation.locale): the acknowledgement is in it. */
  locale?: string | null;
};

/**
 * To the visitor: their request arrived, and what happens next. Their message is not echoed: anyone can type any
 * address into the form, and the site must not carry a stranger's text (or links) to it.
 */
export function consultationAckEmail(publicUrl: string, consultation: Consultation): OutboxMessage {
  const { t, format, path, locale } = emailTexts(consultation.locale);
  const m = t.consultationAck;
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: m.preview,
    heading: format(m.heading, { name: consultation.name }),
    blocks: [
      { paragraph: m.body },
      { button: { label: t.common.browsePackages, href: siteUrl(publicUrl, path('/packages')) } },
    ],
    footer: [{ note: m.footer }],
  });
  return {
    ...rendered,
    to: consultation.email,
    kind: 'consultation-ack',
    dedupeKey: `consultation-ack:${consultation.id}`,
  };
}

/**
 * A staff reply to the visitor (issue #32), in the consultation's language: the frame and its words translated, the
 * reply itself exactly as staff typed it (escaped, line breaks kept). `replyKey` makes the row's dedupe key: one
 * reply, one message. The visitor's own message is not quoted, as in the acknowledgement.
 */
export function consultationReplyEmail(
  consultation: Pick<Consultation, 'id' | 'name' | 'email' | 'locale'>,
  reply: string,
  replyKey: string,
): OutboxMessage {
  const { t, format, locale } = emailTexts(consultation.locale);
  const m = t.consultationReply;
  const rendered = renderEmail({
    locale,
    subject: m.subject,
    preview: m.preview,
    heading: format(m.heading, { name: consultation.name }),
    blocks: [{ paragraph: m.intro }, { letter: reply }, { paragraph: m.signature }],
    footer: [{ note: m.footer }],
  });
  return {
    ...rendered,
    to: consultation.email,
    kind: 'consultation-reply',
    dedupeKey: `consultation-reply:${consultation.id}:${replyKey}`,
  };
}

const LANGUAGE_NAMES: Record<string, string> = { ar: 'Arabic', id: 'Indonesian' };

/**
 * To the team: a new request to answer, with a link to the back-office list. Staff read English (the admin's); the
 * visitor's language is named when it is not English, so the answer can be written in it.
 */
export function consultationStaffEmail(publicUrl: string, to: string, consultation: Consultation): OutboxMessage {
  const language = LANGUAGE_NAMES[consultation.locale ?? 'en'];
  const rendered = renderEmail({
    subject: `New consultation request from ${consultation.name}`,
    preview: consultation.message.slice(0, 120),
    heading: 'New consultation request',
    blocks: [
      {
        facts: [
          ['Name', consultation.name],
          ['Email', consultation.email],
          ...(consultation.phone ? [['Phone / WhatsApp', consultation.phone] as [string, string]] : []),
          ...(language ? [['Language', language] as [string, string]] : []),
        ],
      },
      { quote: consultation.message },
      { button: { label: 'Open consultations', href: siteUrl(publicUrl, '/admin/consultations') } },
    ],
  });
  return { ...rendered, to, kind: 'consultation-staff', dedupeKey: `consultation-staff:${consultation.id}` };
}
