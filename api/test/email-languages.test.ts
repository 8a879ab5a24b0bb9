import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { bookedPackage } from '../../test/support/booking-requests.ts';
import { aPackage } from '../../test/support/factories.ts';
import type { Config } from '../src/config.ts';
import { configWithLimits, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { sendNewest } from './sent-mail.ts';

/**
 * Issue #16: the customer's language (Accept-Language, which the web app sets to the page's) is recorded on what
 * they create, and their emails are written in it: subject, HTML (lang, dir) and links to the page in that
 * language. English stays exactly as before; staff notes stay English.
 */

const PUBLIC_URL = 'https://rihla.example';
let t: TestApp;

const as = (language: string) => ({ headers: { 'accept-language': language } });
const outbox = (kind: string) => t.deps.db.outboxEmail.findMany({ where: { kind }, orderBy: { id: 'asc' } });
const links = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
const checkoutLink = (prefix: string, id: number) =>
  new RegExp(`^${PUBLIC_URL}${prefix}/checkout\\?booking=${id}&kind=PACKAGE#token=[\\w-]{27}$`);

beforeAll(async () => {
  const config: Config = configWithLimits(
    { auth: 1000, consultation: 1000, newsletter: 1000, booking: 1000 },
    { publicUrl: PUBLIC_URL },
  );
  t = await startTestApp({ config });
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(async () => {
  await t.deps.db.outboxEmail.deleteMany();
});

describe('a package booking', () => {
  /** A booking made in `language` (the browser's; none if null), and the booking-received mail it was sent. */
  const bookingMailedIn = async (language: string | null, email: string) => {
    const pkg = await aPackage(t.deps.db, {
      code: `LANG${Math.random().toString(36).slice(2, 8)}`,
      name: 'Umrah in Ramadan',
      price: 189_900,
      currency: 'USD',
      translations: { ar: { name: 'عمرة رمضان' } },
    });
    const { id } = await bookedPackage(t, { name: 'Maryam', email, packageId: pkg.id }, language ? as(language) : {});
    const booking = await t.deps.db.booking.findUniqueOrThrow({ where: { id } });
    // As the customer receives it: the pay link carries a token of its own, minted when the mail is sent.
    const mail = await sendNewest(t.deps.db, email, 'booking-received');
    return { id, booking, mail };
  };

  it('made in Arabic is stored as ar and mailed in Arabic, right to left, with the /ar/ payment link', async () => {
    const { id, booking, mail } = await bookingMailedIn('ar', 'maryam.ar@example.com');
    expect(booking.locale).toBe('ar');
    // The package's Arabic name, entered by staff, is what the customer reads.
    expect(mail.subject).toMatch(/^تم استلام حجزك: .*عمرة رمضان/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain('شكرًا لك');
    // The amount stays in the package's currency, written the Arabic way.
    expect(mail.text).toMatch(/المبلغ: .*1,899\.00.*US\$/);
    expect(links(mail.text)).toEqual([expect.stringMatching(checkoutLink('/ar', id))]);
  });

  it('made in Indonesian is stored as id and mailed in Indonesian with the /id/ link', async () => {
    const { id, booking, mail } = await bookingMailedIn('id-ID,id;q=0.9,en;q=0.5', 'maryam.id@example.com');
    expect(booking.locale).toBe('id');
    // No Indonesian name was entered: the English one is the fallback.
    expect(mail.subject).toMatch(/^Pemesanan diterima: Umrah in Ramadan \(/);
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.html).not.toContain('dir="rtl"');
    expect(mail.text).toContain('Jumlah: US$1.899,00');
    expect(links(mail.text)).toEqual([expect.stringMatching(checkoutLink('/id', id))]);
  });

  it('made in English (or in a language the site does not speak) is unchanged', async () => {
    for (const language of [null, 'fr-FR,fr']) {
      await t.deps.db.outboxEmail.deleteMany();
      const { id, booking, mail } = await bookingMailedIn(language, 'maryam.en@example.com');
      expect(booking.locale).toBe('en');
      expect(mail.subject).toMatch(/^Booking received: Umrah in Ramadan \(/);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.text).toContain('Thank you, Maryam');
      expect(mail.text).toContain('Amount: USD 1,899.00');
      expect(links(mail.text)).toEqual([expect.stringMatching(checkoutLink('', id))]);
    }
  });
});

describe('a consultation', () => {
  it('records the visitor’s language and acknowledges in it; the note to staff stays English', async () => {
    await userWithToken(t, 'ADMIN');
    const created = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'أمينة', email: 'amina.ar@example.com', message: 'عمرة في رمضان لأربعة أشخاص' },
      ...as('ar'),
    });
    expect(created.status).toBe(201);
    const stored = await t.deps.db.consultation.findUniqueOrThrow({ where: { id: created.body.consultation.id } });
    expect(stored.locale).toBe('ar');
    const [ack] = await outbox('consultation-ack');
    expect(ack.subject).toBe('استلمنا طلب الاستشارة');
    expect(ack.html).toContain('dir="rtl"');
    expect(links(ack.text)).toEqual([`${PUBLIC_URL}/ar/packages`]);
    const [staff] = await outbox('consultation-staff');
    expect(staff.subject).toBe('New consultation request from أمينة');
    expect(staff.html).toContain('<html lang="en">');
    // Staff learn which language to answer in; the visitor's own text keeps its direction.
    expect(staff.text).toContain('Language: Arabic');
    expect(staff.html).toContain('<p dir="auto"');
  });
});

describe('a newsletter subscription', () => {
  it('records the language, updates it when subscribing again, and mails the confirmation in it', async () => {
    await rest(t, 'POST', '/api/newsletter', { json: { email: 'reader.lang@example.com' }, ...as('id') });
    const subscriber = () =>
      t.deps.db.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'reader.lang@example.com' } });
    expect((await subscriber()).locale).toBe('id');
    const [first] = await outbox('newsletter-confirm');
    expect(first.subject).toBe('Mohon konfirmasi langganan buletin Rihla Anda');

    await rest(t, 'POST', '/api/newsletter', { json: { email: 'reader.lang@example.com' }, ...as('ar') });
    expect((await subscriber()).locale).toBe('ar');
    const second = await sendNewest(t.deps.db, 'reader.lang@example.com', 'newsletter-confirm');
    expect(second.subject).toBe('يُرجى تأكيد اشتراكك في نشرة Rihla البريدية');
    const [confirm, unsubscribe] = links(second.text);
    expect(confirm).toMatch(new RegExp(`^${PUBLIC_URL}/ar/newsletter/confirm#token=`));
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/ar/newsletter/unsubscribe#token=[^\\s\u2068\u2069]+$`));
    // The unsubscribe address in the small print is a working anchor.
    expect(second.html).toContain(`<a href="${unsubscribe}"`);
  });
});

describe('an account', () => {
  it('records the language at sign-up and at login; a password reset is mailed in the page’s language', async () => {
    const account = { name: 'Siti', email: 'siti.lang@example.com', password: 'a-long-enough-pass' };
    expect((await rest(t, 'POST', '/api/auth/register', { json: account, ...as('id') })).status).toBe(201);
    const user = () => t.deps.db.user.findUniqueOrThrow({ where: { email: account.email } });
    expect((await user()).locale).toBe('id');
    const login = await rest(t, 'POST', '/api/auth/login', {
      json: { email: account.email, password: account.password },
      ...as('ar'),
    });
    expect(login.status).toBe(200);
    expect((await user()).locale).toBe('ar');

    await rest(t, 'POST', '/api/auth/password-reset', { json: { email: account.email }, ...as('ar') });
    const reset = await sendNewest(t.deps.db, account.email, 'password-reset');
    expect(reset.subject).toBe('إعادة تعيين كلمة مرور Rihla');
    expect(reset.html).toContain('<html lang="ar" dir="rtl">');
    expect(links(reset.text)[0]).toMatch(new RegExp(`^${PUBLIC_URL}/ar/reset-password#token=`));
  });
});

describe('a trip booking', () => {
  it('records the customer’s language (English keeps the column’s default)', async () => {
    const db = t.deps.db;
    const mode = await db.transportMode.create({ data: { code: 'TRAIN', name: 'Train' } });
    await db.serviceClass.create({ data: { code: 'COMMONER', name: 'Commoner', multiplier: '1.0' } });
    const station = (name: string, city: string) =>
      db.location.create({ data: { type: 'STATION', name, city, country: 'Saudi Arabia', timezone: 'Asia/Riyadh' } });
    const origin = await station('Jeddah Station', 'Jeddah');
    const destination = await station('Madinah Station', 'Madinah');
    const operator = await db.operator.create({ data: { code: 'HHR', name: 'Haramain', modeId: mode.id } });
    const service = await db.scheduledService.create({
      data: {
        modeId: mode.id,
        operatorId: operator.id,
        originId: origin.id,
        destinationId: destination.id,
        serviceNumber: 'HHR 9',
        departureMinutes: 540,
        timezone: 'Asia/Riyadh',
        durationMin: 120,
        seats: 400,
        baseFare: 10000,
        currency: 'SAR',
      },
    });
    const day = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const bookIn = async (language: string, ip: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/custom-bookings',
        remoteAddress: ip,
        headers: { 'accept-language': language },
        payload: {
          optionId: `s${service.id}-${day}-COMMONER`,
          passengers: 1,
          name: 'Amina',
          email: 'a@example.com',
          acceptTerms: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const { booking } = response.json<{ booking: { id: number } }>();
      return (await db.tripBooking.findUniqueOrThrow({ where: { id: booking.id } })).locale;
    };
    expect(await bookIn('ar', '203.0.113.71')).toBe('ar');
    expect(await bookIn('id', '203.0.113.72')).toBe('id');
    expect(await bookIn('en-GB', '203.0.113.73')).toBe('en');
  });
});
