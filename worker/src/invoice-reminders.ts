import type { PrismaClient } from '@rihla/db';
import { allOpenInvoices } from '@rihla/db/agency-money';

import { queueEmail } from './emails/outbox.ts';
import { invoiceOverdueEmail } from './emails/templates/invoice-overdue.ts';

/**
 * Overdue invoices' reminders (issue #34, decision 0065): the day after an invoice falls due, then every 7 days while
 * it owes anything, its agency is mailed: the contact address in the agency's language and each active agent in its
 * own. As the documents reminders (decision 0063), an hourly sweep finds what is due instead of a delayed job per
 * invoice, and a missed run is caught up by the next; each step mails each address once (its dedupe key), so a
 * repeat sends nothing.
 */

const REMIND_EVERY_DAYS = 7;

/** The reminder step of an invoice `daysOverdue` days past due: 0 from the day after, 1 a week later...; null before. */
export function overdueStep(daysOverdue: number): number | null {
  return daysOverdue < 1 ? null : Math.floor((daysOverdue - 1) / REMIND_EVERY_DAYS);
}

const reminderKey = (invoiceId: number, step: number, to: string) => `invoice-overdue:${invoiceId}:${step}:${to}`;

/** Queues the reminders due now; answers the outbox ids written, for the sender's wake-up. */
export async function sweepInvoiceReminders(db: PrismaClient, publicUrl: string, now = new Date()): Promise<number[]> {
  const overdue = (await allOpenInvoices(db, now)).filter((balance) => balance.overdue);
  const emailIds: number[] = [];
  for (const balance of overdue) {
    const step = overdueStep(balance.daysOverdue);
    if (step === null) continue;
    const invoice = await db.invoice.findUniqueOrThrow({
      where: { id: balance.invoiceId },
      select: {
        number: true,
        agency: {
          select: {
            name: true,
            contactEmail: true,
            language: true,
            users: {
              where: { role: 'AGENT', deactivatedAt: null },
              select: { email: true, locale: true },
              orderBy: { id: 'asc' },
            },
          },
        },
      },
    });
    const { agency } = invoice;
    // The contact reads the agency's language; an agent its own (one mail per address, an agent's if both).
    const recipients = new Map<string, string>([[agency.contactEmail, agency.language]]);
    for (const agent of agency.users) recipients.set(agent.email, agent.locale);
    const facts = { agencyName: agency.name, number: invoice.number, ...balance };
    for (const [to, locale] of recipients) {
      const dedupeKey = reminderKey(balance.invoiceId, step, to);
      const id = await db.$transaction(async (tx) => {
        if (await tx.outboxEmail.findUnique({ where: { dedupeKey }, select: { id: true } })) return null;
        return queueEmail(tx, invoiceOverdueEmail(publicUrl, facts, { to, locale, dedupeKey }));
      });
      if (id !== null) emailIds.push(id);
    }
  }
  return emailIds;
}
