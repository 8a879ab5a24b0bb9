import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { ar } from '../src/emails/i18n/ar.ts';
import { type EmailTexts, en } from '../src/emails/i18n/en.ts';
import { id } from '../src/emails/i18n/id.ts';
import { emailLocale, packageTitle } from '../src/emails/i18n/index.ts';
import { bookingClaimEmail, bookingReceivedEmail, paymentReceiptEmail } from '../src/emails/index.ts';
import { balanceReminderEmail } from '../src/emails/templates/balance-reminder.ts';
import { bookingCancelledEmail, refundConfirmedEmail } from '../src/emails/templates/cancellation.ts';

const PUBLIC_URL = 'https://rihla.example';

/** Every message of a catalogue, by its dotted key (groups nest: the receipt's room names by room type). */
function messagesOf(texts: EmailTexts): Map<string, string> {
  const entries = (group: object, prefix: string): [string, string][] =>
    Object.entries(group).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
    );
  return new Map(entries(texts, ''));
}

/** The names of a message's arguments (plural ones included), as the English and the translation must share. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the email catalogues', () => {
  it.each([
    ['ar', ar],
    ['id', id],
  ] as const)('%s has every English message, with the same arguments, and each one parses', (_locale, texts) => {
    const english = messagesOf(en);
    const translated = messagesOf(texts);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(argumentsOf(translated.get(key)!), key).toEqual(argumentsOf(text));
    }
  });

  it('reads an unknown or missing language as English', () => {
    expect(emailLocale('ar')).toBe('ar');
    expect(emailLocale('fr')).toBe('en');
    expect(emailLocale(null)).toBe('en');
  });

  it('names the package in the customer’s language when staff entered it, in English otherwise', () => {
    const pkg = { name: 'Umrah in Ramadan', translations: { ar: { name: 'عمرة رمضان' }, id: { name: ' ' } } };
    expect(packageTitle(pkg, 'ar')).toBe('عمرة رمضان');
    expect(packageTitle(pkg, 'id')).toBe('Umrah in Ramadan');
    expect(packageTitle(pkg, 'en')).toBe('Umrah in Ramadan');
    expect(packageTitle(null, 'id')).toBe('perjalanan Anda bersama Rihla');
    expect(packageTitle(null, 'en')).toBe('your Rihla journey');
  });
});

const reminderBooking = {
  id: 3,
  reference: 'RH-7KQ2-M9',
  name: 'Amina',
  email: 'amina@example.com',
  title: 'Umrah',
  hasAccount: true,
  linkValid: false,
};
const balance = (daysBefore: number) => ({
  amount: 139_900,
  paid: 60_000,
  currency: 'USD',
  dueAt: new Date('2027-03-01T00:00:00Z'),
  daysBefore,
});

describe('plurals', () => {
  it('counts days the Arabic way: two, a few, many', () => {
    const preview = (days: number) =>
      balanceReminderEmail(PUBLIC_URL, { ...reminderBooking, locale: 'ar' }, balance(days)).html;
    expect(preview(2)).toContain('خلال يومين');
    expect(preview(7)).toMatch(/خلال [7٧] أيام/);
    expect(preview(14)).toMatch(/خلال (14|١٤) يومًا/);
  });

  it('keeps the English texts, with one minute or many', () => {
    expect(balanceReminderEmail(PUBLIC_URL, reminderBooking, balance(7)).html).toContain(
      'Your balance of USD 1,399.00 is due in 7 days.',
    );
    expect(balanceReminderEmail(PUBLIC_URL, reminderBooking, balance(7)).text).toContain(
      'Amount paid: USD 600.00\nBalance due: USD 1,399.00',
    );
    const claim = (minutes: number, locale?: string) =>
      bookingClaimEmail(PUBLIC_URL, {
        userId: 1,
        name: 'Amina',
        email: 'amina@example.com',
        requestKey: 'k',
        minutes,
        locale,
      }).text;
    expect(claim(30)).toContain('It works for 30 minutes.');
    expect(claim(1)).toContain('It works for 1 minute.');
    expect(claim(30, 'id')).toContain('Tautan berlaku selama 30 menit.');
    expect(claim(30, 'ar')).toMatch(/صالح لمدة (30|٣٠) دقيقة/);
  });
});

describe('money and dates', () => {
  const booking = {
    id: 9,
    kind: 'PACKAGE' as const,
    name: 'Amina',
    email: 'amina@example.com',
    title: 'Umrah',
    amount: 189_900,
    currency: 'USD',
    reference: 'RH-7KQ2-M9',
  };
  const deposit = {
    key: 'pi_1',
    amount: 50_000,
    currency: 'USD',
    paidAt: new Date('2027-01-02T10:00:00Z'),
    providerReference: 'pi_1',
    purpose: 'DEPOSIT' as const,
    remaining: 139_900,
    balanceDueAt: new Date('2027-03-01T00:00:00Z'),
  };

  it('stay as before in English', () => {
    const mail = paymentReceiptEmail(PUBLIC_URL, booking, deposit);
    expect(mail.subject).toBe('Deposit received: USD 500.00 for Umrah (RH-7KQ2-M9)');
    expect(mail.text).toContain('Date: 2027-01-02');
    expect(mail.text).toContain('Still to pay: USD 1,399.00 by 2027-03-01');
  });

  it('follow Indonesian conventions, in the booking’s currency', () => {
    const mail = paymentReceiptEmail(PUBLIC_URL, { ...booking, locale: 'id' }, deposit);
    expect(mail.subject).toBe('Uang muka diterima: US$500,00 untuk Umrah (RH-7KQ2-M9)');
    expect(mail.text).toContain('Tanggal: 2 Januari 2027');
    expect(mail.text).toContain('Sisa pembayaran: US$1.399,00 paling lambat 1 Maret 2027');
    expect(mail.text).toContain(`${PUBLIC_URL}/id/my-trips`);
  });

  it('name the departure’s day, with its Hijri date in Arabic', () => {
    const departDate = new Date('2027-03-15T00:00:00Z');
    expect(bookingReceivedEmail(PUBLIC_URL, { ...booking, departDate }).text).toContain('Departure: 2027-03-15');
    expect(bookingReceivedEmail(PUBLIC_URL, { ...booking, departDate, locale: 'id' }).text).toContain(
      'Keberangkatan: 15 Maret 2027',
    );
    expect(bookingReceivedEmail(PUBLIC_URL, { ...booking, departDate, locale: 'ar' }).text).toMatch(
      /موعد المغادرة: (15|١٥) مارس (2027|٢٠٢٧) \(.+ شوال (1448|١٤٤٨) هـ\)/,
    );
  });

  it('show the Hijri date beside the due date in Arabic', () => {
    const mail = paymentReceiptEmail(PUBLIC_URL, { ...booking, locale: 'ar' }, deposit);
    expect(mail.text).toMatch(/المتبقي للدفع: .*US\$.* بحلول .*مارس.*\(.*رمضان.*هـ\)/);
    // The Latin reference keeps its place inside the Arabic subject (isolated, not reordered).
    expect(mail.subject).toContain('(\u2068RH-7KQ2-M9\u2069)');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // In the HTML the isolated values are <bdi> too, and the amount's Latin symbol stays left to right beside its
    // figure (it was seen as '$US 1,399.00').
    expect(mail.html).toMatch(
      /<bdi>\u2068\u200f?1,399\.00[\u00a0 ]<bdi dir="ltr">\u2066US\$\u2069<\/bdi>\u2069<\/bdi> بحلول <bdi>\u2068/,
    );
  });
});

describe('cancellation and refund emails', () => {
  const booking = { id: 4, reference: 'RH-4', name: 'Amina', email: 'amina@example.com', title: 'Umrah' };
  const nothingPaid = { currency: null, paid: 0, refunded: 0, refundPending: 0, netPaid: 0, stillOwed: 0 };
  // USD 7,800.00 paid, 90 % (USD 7,020.00) refunded before staff cancelled with no further refund.
  const refundedNinety = { ...nothingPaid, currency: 'USD', paid: 780_000, refunded: 702_000, netPaid: 78_000 };

  it('state what was paid and refunded when cancelled after a refund', () => {
    const english = bookingCancelledEmail(PUBLIC_URL, booking, refundedNinety).text;
    expect(english).toContain('Amount paid: USD 7,800.00\nRefunded: USD 7,020.00\nNot refunded: USD 780.00');
    expect(english).toContain('We refunded USD 7,020.00 to your card.');
    expect(english).not.toContain('nothing to refund');
    const arabic = bookingCancelledEmail(PUBLIC_URL, { ...booking, locale: 'ar' }, refundedNinety).text;
    expect(arabic).toMatch(/المبلغ المدفوع: .*7,800\.00/);
    expect(arabic).toMatch(/المبلغ المسترد: .*7,020\.00/);
    expect(arabic).toMatch(/رددنا .*7,020\.00.* إلى بطاقتك/);
    expect(arabic).not.toContain('لا يوجد ما يُسترد');
  });

  it('say a refund on its way, or none of what was paid', () => {
    const pending = { ...refundedNinety, refunded: 0, refundPending: 702_000 };
    expect(bookingCancelledEmail(PUBLIC_URL, booking, pending).text).toContain(
      'Refund on its way: USD 7,020.00\nNot refunded: USD 780.00',
    );
    const kept = { ...refundedNinety, refunded: 0, netPaid: 780_000 };
    const text = bookingCancelledEmail(PUBLIC_URL, booking, kept).text;
    expect(text).toContain('No refund is made of the USD 7,800.00 you paid.');
    expect(text).not.toContain('Not refunded');
  });

  it('are written in the language the customer booked in, whoever cancels', () => {
    const cancelled = bookingCancelledEmail(PUBLIC_URL, { ...booking, locale: 'ar' }, nothingPaid);
    expect(cancelled.subject).toBe('تم إلغاء حجزك (\u2068RH-4\u2069)');
    expect(cancelled.html).toContain('dir="rtl"');
    expect(cancelled.text).toContain(`${PUBLIC_URL}/ar/packages`);

    const refunded = refundConfirmedEmail(
      PUBLIC_URL,
      { ...booking, locale: 'id' },
      { amount: 5000, currency: 'SAR', key: 'r1', providerReference: 're_1', settledAt: new Date('2027-02-03') },
      { ...nothingPaid, currency: 'SAR', paid: 10_000, refunded: 5000, netPaid: 5000 },
    );
    expect(refunded.text).toContain('Jumlah dibayar: SAR\u00a0100,00');
    expect(refunded.subject).toBe('Pengembalian dana SAR\u00a050,00 untuk Umrah (RH-4)');
    expect(refunded.text).toContain('Tanggal: 3 Februari 2027');
    expect(refunded.text).toContain(`${PUBLIC_URL}/id/my-trips`);
  });
});
