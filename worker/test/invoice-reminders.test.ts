import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aBooking, aStaffUser, DAY_MS, daysFromToday } from '../../test/support/factories.ts';
import { overdueStep, sweepInvoiceReminders } from '../src/invoice-reminders.ts';

/**
 * Overdue invoices' reminders (issue #34, decision 0065): the day after the due date, then every 7 days while the
 * invoice owes anything, to the agency's contact and each active agent, once per step and address.
 */

const db = createPrismaClient();
const URL = 'https://rihla.example';

beforeAll(() => resetDatabase(db));
afterAll(() => db.$disconnect());

let made = 0;

async function anAgency(name: string) {
  made += 1;
  return db.agency.create({
    data: {
      name,
      country: 'ID',
      currency: 'USD',
      contactName: 'Siti Rahma',
      contactEmail: `contact.${made}@desk.example`,
      creditLimit: 5_000_000,
    },
  });
}

/** An invoice of one PENDING agent booking of `amount`, due `dueInDays` from today. */
async function anInvoice(agency: { id: number }, amount: number, dueInDays: number) {
  const { accessToken: _unused, ...booking } = await aBooking(db, {
    source: 'AGENT',
    agencyId: agency.id,
    amount,
    publicAmount: amount,
    accessTokenHash: null,
  });
  made += 1;
  return db.invoice.create({
    data: {
      number: `RIH-2026-${String(made).padStart(6, '0')}`,
      agencyId: agency.id,
      currency: 'USD',
      total: amount,
      issuedOn: daysFromToday(Math.min(dueInDays, 0) - 14),
      dueOn: daysFromToday(dueInDays),
      lines: {
        create: {
          bookingId: booking.id,
          description: 'Umrah Classic',
          quantity: 1,
          unitAmount: amount,
          amount,
          publicAmount: amount,
        },
      },
    },
  });
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
  it('mails the contact and each active agent in their language, once per step; nothing before due or once paid', async () => {
    const agency = await anAgency('Nur Travel Desk');
    const arabic = await aStaffUser(db, { role: 'AGENT', agencyId: agency.id, locale: 'ar' });
    const indonesian = await aStaffUser(db, { role: 'AGENT', agencyId: agency.id, locale: 'id' });
    await aStaffUser(db, { role: 'AGENT', agencyId: agency.id, deactivatedAt: new Date() });
    const late = await anInvoice(agency, 125_000, -1);
    const notYet = await anInvoice(agency, 40_000, 0);
    const paid = await anInvoice(agency, 30_000, -3);
    const paidLine = await db.invoiceLine.findFirstOrThrow({ where: { invoiceId: paid.id } });
    await db.payment.create({
      data: {
        bookingId: paidLine.bookingId,
        intentId: `bank-test-${paid.id}`,
        purpose: 'FULL',
        amount: 30_000,
        currency: 'USD',
        provider: 'bank',
        receivedAt: new Date(),
      },
    });

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
    const english = byAddress.get(indonesian.email)!;
    expect(english.kind).toBe('invoice-overdue');
    expect(english.subject).toContain(late.number);
    expect(english.text).toContain('Nur Travel Desk');
    expect(english.text).toContain('Sisa tagihan');
    expect(english.text).toContain('batas kredit');
    const inArabic = byAddress.get(arabic.email)!;
    expect(inArabic.text).toContain('حد الائتمان');
    expect(inArabic.text).toContain(late.number);
    // The contact reads the first agent's language.
    expect(byAddress.get(agency.contactEmail)!.text).toContain('حد الائتمان');
    expect(await mailsOf(notYet.id)).toEqual([]);
    expect(await mailsOf(paid.id)).toEqual([]);

    // The same day again sends nothing; a week later is the next step.
    expect(await sweepInvoiceReminders(db, URL, now)).toEqual([]);
    const weekLater = await sweepInvoiceReminders(db, URL, new Date(now.getTime() + 7 * DAY_MS));
    const stepped = await db.outboxEmail.findMany({ where: { id: { in: weekLater } }, select: { dedupeKey: true } });
    expect(stepped.filter((row) => row.dedupeKey.startsWith(`invoice-overdue:${late.id}:1:`))).toHaveLength(3);
  });

  it('writes the English reminder with the amount, due date and the credit limit rule', async () => {
    const agency = await anAgency('Desk Without Agents');
    const invoice = await anInvoice(agency, 99_900, -2);
    await sweepInvoiceReminders(db, URL);
    const [mail] = await mailsOf(invoice.id);
    expect(mail.to).toBe(agency.contactEmail);
    expect(mail.subject).toBe(`Invoice ${invoice.number} is overdue: USD 999.00 to pay`);
    expect(mail.text).toContain(`invoice ${invoice.number} was due on ${daysFromToday(-2).toISOString().slice(0, 10)}`);
    expect(mail.text).toContain('New bookings stop once your open invoices reach your credit limit.');
    expect(mail.text).toContain(`${URL}/agent/invoices`);
  });
});
