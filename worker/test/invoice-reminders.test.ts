import { type Agency, createPrismaClient } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import {
  anAgency,
  anAgencyBooking,
  anAgent,
  anInvoice,
  aPayment,
  DAY_MS,
  daysFromToday,
  inDays,
} from '../../test/support/factories.ts';
import { overdueStep, sweepInvoiceReminders } from '../src/invoice-reminders.ts';

/**
 * Overdue invoices' reminders (issue #34, decision 0065): the day after the due date, then every 7 days while the
 * invoice owes anything, to the agency's contact and each active agent, once per step and address.
 */

const db = createPrismaClient();
const URL = 'https://rihla.example';

beforeAll(() => resetDatabase(db));
afterAll(() => db.$disconnect());

/** An invoice of one PENDING agent booking of `amount`, due `dueInDays` from today. */
async function invoiceDue(agency: Agency, amount: number, dueInDays: number) {
  const booking = await anAgencyBooking(db, agency, { amount });
  return anInvoice(db, agency, [booking], { issuedOn: inDays(Math.min(dueInDays, 0) - 14), dueOn: inDays(dueInDays) });
}

const mailsOf = (invoiceId: number) =>
  db.outboxEmail.findMany({
    where: { dedupeKey: { startsWith: `invoice-overdue:${invoiceId}:` } },
    select: { to: true, kind: true, subject: true, text: true, dedupeKey: true },
    orderBy: { to: 'asc' },
  });

describe('the reminder steps', () => {
  it('start the day after the due date and move on every 7 days', () => {
    expect([-3, 0, 1, 7, 8, 14, 15, 22].map(overdueStep)).toEqual([null, null, 0, 0, 1, 1, 2, 3]);
  });
});

describe('the overdue invoices sweep', () => {
  it('mails the contact in the agency’s language and each active agent in its own, once per step; nothing before due or once paid', async () => {
    const agency = await anAgency(db, { name: 'Nur Travel Desk', language: 'id' });
    const arabic = await anAgent(db, agency.id, { locale: 'ar' });
    const indonesian = await anAgent(db, agency.id, { locale: 'id' });
    await anAgent(db, agency.id, { deactivatedAt: new Date() });
    const late = await invoiceDue(agency, 125_000, -1);
    const notYet = await invoiceDue(agency, 40_000, 0);
    const paid = await invoiceDue(agency, 30_000, -3);
    const paidLine = await db.invoiceLine.findFirstOrThrow({ where: { invoiceId: paid.id } });
    await aPayment(db, { bookingId: paidLine.bookingId, amount: 30_000, receivedAt: new Date() });

    const now = new Date();
    const first = await sweepInvoiceReminders(db, URL, now);
    expect(first).toHaveLength(3);
    const mails = await mailsOf(late.id);
    expect(mails.map((mail) => [mail.to, mail.dedupeKey])).toEqual(
      [agency.contactEmail, arabic.email, indonesian.email]
        .sort()
        .map((to) => [to, `invoice-overdue:${late.id}:0:${to}`]),
    );
    const byAddress = new Map(mails.map((mail) => [mail.to, mail]));
    const inIndonesian = byAddress.get(indonesian.email)!;
    expect(inIndonesian.kind).toBe('invoice-overdue');
    expect(inIndonesian.subject).toContain(late.number);
    expect(inIndonesian.text).toContain('Nur Travel Desk');
    expect(inIndonesian.text).toContain('Sisa tagihan');
    expect(inIndonesian.text).toContain('batas kredit');
    const inArabic = byAddress.get(arabic.email)!;
    expect(inArabic.text).toContain('حد الائتمان');
    expect(inArabic.text).toContain(late.number);
    // The contact reads the agency's language, whatever its first agent's is.
    const toContact = byAddress.get(agency.contactEmail)!;
    expect(toContact.text).toContain('batas kredit');
    expect(toContact.text).not.toContain('حد الائتمان');
    expect(await mailsOf(notYet.id)).toEqual([]);
    expect(await mailsOf(paid.id)).toEqual([]);

    // The same day again sends nothing; a week later is the next step.
    expect(await sweepInvoiceReminders(db, URL, now)).toEqual([]);
    const weekLater = await sweepInvoiceReminders(db, URL, new Date(now.getTime() + 7 * DAY_MS));
    const stepped = await db.outboxEmail.findMany({ where: { id: { in: weekLater } }, select: { dedupeKey: true } });
    expect(stepped.filter((row) => row.dedupeKey.startsWith(`invoice-overdue:${late.id}:1:`))).toHaveLength(3);
  });

  it('writes the English reminder with the amount, due date and the credit limit rule', async () => {
    const agency = await anAgency(db, { name: 'Desk Without Agents' });
    const invoice = await invoiceDue(agency, 99_900, -2);
    await sweepInvoiceReminders(db, URL);
    const [mail] = await mailsOf(invoice.id);
    expect(mail.to).toBe(agency.contactEmail);
    expect(mail.subject).toBe(`Invoice ${invoice.number} is overdue: USD 999.00 to pay`);
    expect(mail.text).toContain(`invoice ${invoice.number} was due on ${daysFromToday(-2).toISOString().slice(0, 10)}`);
    expect(mail.text).toContain('New bookings stop once your open invoices reach your credit limit.');
    expect(mail.text).toContain(`${URL}/agent/invoices`);
  });
});
