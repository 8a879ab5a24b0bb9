import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Consultation = { id: number; name: string; email: string; message: string };

/**
 * To the visitor: their request arrived, and what happens next. Their message is not echoed: anyone can type any
 * address into the form, and the site must not carry a stranger's text (or links) to it.
 */
export function consultationAckEmail(publicUrl: string, consultation: Consultation): OutboxMessage {
  const rendered = renderEmail({
    subject: 'We received your consultation request',
    preview: 'A Rihla advisor will answer you personally.',
    heading: `Thank you, ${consultation.name}`,
    blocks: [
      { paragraph: 'We received your consultation request. A Rihla advisor will read it and answer you by email.' },
      { button: { label: 'Browse our packages', href: siteUrl(publicUrl, '/packages') } },
    ],
    footer: [{ note: 'You receive this email because you asked for a consultation on Rihla.' }],
  });
  return {
    ...rendered,
    to: consultation.email,
    kind: 'consultation-ack',
    dedupeKey: `consultation-ack:${consultation.id}`,
  };
}

/** To the team: a new request to answer, with a link to the back-office list. */
export function consultationStaffEmail(publicUrl: string, to: string, consultation: Consultation): OutboxMessage {
  const rendered = renderEmail({
    subject: `New consultation request from ${consultation.name}`,
    preview: consultation.message.slice(0, 120),
    heading: 'New consultation request',
    blocks: [
      {
        facts: [
          ['Name', consultation.name],
          ['Email', consultation.email],
        ],
      },
      { paragraph: consultation.message },
      { button: { label: 'Open consultations', href: siteUrl(publicUrl, '/admin/consultations') } },
    ],
  });
  return { ...rendered, to, kind: 'consultation-staff', dedupeKey: `consultation-staff:${consultation.id}` };
}
