import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';

import { e2eDatabaseUrl } from '../playwright.config.ts';
import { adminToken, createUser, login, snap } from './helpers.ts';

/**
 * In Arabic: a customer who booked and paid USD 7,800.00 asks to cancel from My trips 90 days before departure,
 * staff cancel with the policy's 90 % refund (USD 7,020.00), the provider confirms it; then the customer's
 * "booking cancelled" and "refund" emails and My trips all state what was paid and what was refunded.
 */

const stamp = Date.now().toString(36).toUpperCase();
const NAME = `Umrah Refund Journey ${stamp}`;
const CUSTOMER = { email: `ar-cancel-${stamp.toLowerCase()}@example.com`, password: 'ar-cancel-password-1' };
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);

/** The booking's status as stored. */
async function statusOf(bookingId: number): Promise<string> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl });
  await db.connect();
  try {
    return (await db.query('SELECT status FROM "Booking" WHERE id = $1', [bookingId])).rows[0].status as string;
  } finally {
    await db.end();
  }
}

/** A web text in Arabic, from the catalogue the page reads ({name} values filled in). */
function arabic(area: string, id: string, values: Record<string, string> = {}): string {
  const file = path.join(import.meta.dirname, '..', 'web', 'src', 'i18n', 'messages', 'ar', `${area}.json`);
  const message = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id];
  expect(message, id).toBeTruthy();
  return message.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `{${name}}`);
}

/** A USD 3,900.00-per-person package, one departure 90 days away, the example policy (60+ days: 90 %). */
async function refundablePackage(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/packages', {
    headers,
    data: { code: `ARX-${stamp}`, name: NAME, description: 'Refundable.', price: 390_000, currency: 'USD', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  const priced = await request.patch(`/api/packages/${packageId}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 390_000 }] },
  });
  expect(priced.status()).toBe(200);
  const departure = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(90), returnDate: inDays(100), seats: 6 },
  });
  expect(departure.status()).toBe(201);
  const rules = [
    { daysBefore: 60, refundPercent: 90 },
    { daysBefore: 30, refundPercent: 50 },
  ];
  const policy = await request.patch(`/api/packages/${packageId}/cancellation-policy`, { headers, data: { rules } });
  expect(policy.status()).toBe(200);
  return { packageId, departureId: (await departure.json()).id as number };
}

/** The customer's email of `kind`, its plain text as sent (the outbox, read by staff through the API). */
async function mailed(request: APIRequestContext, headers: Record<string, string>, kind: string) {
  const list = (await (await request.get(`/api/emails?kind=${kind}`, { headers })).json()) as {
    id: number;
    to: string;
  }[];
  const summary = list.find((email) => email.to === CUSTOMER.email);
  expect(summary, `${kind} email to ${CUSTOMER.email}`).toBeTruthy();
  const { email } = await (await request.get(`/api/emails/${summary!.id}`, { headers })).json();
  return email as { subject: string; text: string };
}

async function openMyTrips(page: Page) {
  await page.goto('/ar/my-trips');
  await expect(page.getByRole('heading', { level: 1, name: arabic('myTrips', 'myTrips.page.title') })).toBeVisible();
  return page.getByRole('article', { name: NAME });
}

test('in Arabic: a paid booking cancelled with a 90 % refund says what was paid and refunded, by email and in My trips', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const { packageId, departureId } = await refundablePackage(request, headers);
  await createUser(request, 'USER', CUSTOMER.email, CUSTOMER.password);
  const customer = (await (await request.post('/api/auth/login', { data: CUSTOMER })).json()).token as string;

  // Booked and paid as the Arabic site does it (Accept-Language: ar), so every email is written in Arabic.
  const booked = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${customer}`, 'accept-language': 'ar' },
    data: {
      name: 'Khadija Rahman',
      email: CUSTOMER.email,
      phone: '+44 20 7946 0021',
      packageId,
      departureId,
      roomType: 'DOUBLE',
      travellerCount: 2,
      acceptTerms: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking, accessToken } = (await booked.json()) as {
    booking: { id: number; reference: string; amount: number };
    accessToken: string;
  };
  expect(booking.amount).toBe(780_000);
  const intent = await (
    await request.post('/api/payments/create-intent', {
      headers: { 'x-booking-token': accessToken },
      data: { bookingId: booking.id, amount: booking.amount, currency: 'USD' },
    })
  ).json();
  const paid = await request.post('/api/payments/demo/confirm', {
    data: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  await expect.poll(() => statusOf(booking.id), { timeout: 20_000 }).toBe('PAID');

  // My trips in Arabic: the customer asks to cancel; after a reload the request waits for staff, no second cancel.
  await login(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/$/);
  let card = await openMyTrips(page);
  const cancelLabel = arabic('myTrips', 'myTrips.cancel.button');
  await card.getByRole('button', { name: `${cancelLabel} ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', {
    name: arabic('myTrips', 'myTrips.cancel.title', { reference: booking.reference }),
  });
  await expect(dialog.getByTestId('cancellation-refund')).toContainText('7,020.00');
  await dialog.getByRole('textbox').fill('تغيّر موعد سفرنا.');
  await dialog.getByRole('button', { name: arabic('myTrips', 'myTrips.cancel.request') }).click();
  await expect(
    page.getByText(arabic('myTrips', 'myTrips.cancel.requested', { reference: booking.reference })),
  ).toBeVisible();
  card = await openMyTrips(page);
  await expect(card.getByTestId('booking-cancellation')).toContainText(/تم طلب الإلغاء في .*: بانتظار تأكيد فريقنا\./);
  await expect(card.getByRole('button', { name: new RegExp(`^${cancelLabel}`) })).toHaveCount(0);
  await snap(page, testInfo, 'ar-my-trips-cancel-requested');

  // Staff cancel with the refund the policy offers (90 %), and the provider confirms it.
  const quote = await (await request.get(`/api/bookings/${booking.id}/cancellation`, { headers })).json();
  expect(quote).toMatchObject({ refundPercent: 90, refundAmount: 702_000, paid: 780_000 });
  const cancelled = await request.post(`/api/bookings/${booking.id}/cancel`, {
    headers,
    data: { reason: 'Customer request, policy refund', refundAmount: quote.refundAmount },
  });
  expect(cancelled.status()).toBe(200);
  await expect.poll(() => statusOf(booking.id), { timeout: 30_000 }).toBe('PARTIALLY_REFUNDED');

  // The emails, in Arabic, name what was paid and what goes back.
  const cancelledEmail = await mailed(request, headers, 'booking-cancelled');
  expect(cancelledEmail.subject).toContain('تم إلغاء حجزك');
  expect(cancelledEmail.text).toMatch(/المبلغ المدفوع: .*7,800\.00/);
  expect(cancelledEmail.text).toMatch(/مبلغ مسترد في الطريق: .*7,020\.00/);
  expect(cancelledEmail.text).toMatch(/غير مسترد: .*780\.00/);
  expect(cancelledEmail.text).not.toContain('لم تُحصَّل أي دفعة');
  const refundEmail = await mailed(request, headers, 'refund-confirmed');
  expect(refundEmail.text).toMatch(/المبلغ المسترد: .*7,020\.00/);
  expect(refundEmail.text).toMatch(/المبلغ المدفوع: .*7,800\.00/);

  // My trips in Arabic: paid, refunded and when, the cancellation confirmed, no action left.
  card = await openMyTrips(page);
  await expect(card).toContainText(/المدفوع.*7,800\.00/);
  await expect(card).toContainText(/المسترد.*7,020\.00/);
  await expect(card.getByTestId('booking-cancellation')).toContainText(/وتم تأكيده في/);
  await expect(card.getByTestId('booking-cancellation')).toContainText(/رُدّ .*7,020\.00.* إلى بطاقتك في/);
  await expect(card.getByRole('button', { name: new RegExp(`^${cancelLabel}`) })).toHaveCount(0);
  await snap(page, testInfo, 'ar-my-trips-refunded');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'ar-my-trips-refunded-390');
});
