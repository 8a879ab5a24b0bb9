import { emailTexts } from '../i18n/index.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

export type OverdueInvoice = {
  agencyName: string;
  number: string;
  currency: string;
  outstanding: number;
  dueOn: Date;
};

/**
 * An overdue invoice's reminder to its agency (issue #34, decision 0065): what is still to pay, when it was due, how
 * to pay it (a transfer quoting the number, or card from the agent portal), and that new bookings stop at the credit
 * limit. The link carries no secret: the agent signs in.
 */
export function invoiceOverdueEmail(
  publicUrl: string,
  invoice: OverdueInvoice,
  mail: { to: string; locale: string | null; dedupeKey: string },
): OutboxMessage {
  const { locale, t, format, money, dayWithHijri, path } = emailTexts(mail.locale);
  const m = t.invoiceOverdue;
  const outstanding = money(invoice.outstanding, invoice.currency);
  const dueOn = dayWithHijri(invoice.dueOn);
  const values = { agency: invoice.agencyName, number: invoice.number, outstanding, dueOn };
  const rendered = renderEmail({
    locale,
    subject: format(m.subject, values),
    preview: format(m.preview, values),
    heading: m.heading,
    blocks: [
      { paragraph: format(m.intro, values) },
      {
        facts: [
          [m.number, invoice.number],
          [m.outstanding, outstanding],
          [m.dueOn, dueOn],
        ],
      },
      { paragraph: format(m.how, values) },
      { paragraph: m.creditLimit },
      { button: { label: m.button, href: siteUrl(publicUrl, path('/agent/invoices')) } },
    ],
    footer: [{ note: m.footer }],
  });
  return { ...rendered, to: mail.to, kind: 'invoice-overdue', dedupeKey: mail.dedupeKey };
}
