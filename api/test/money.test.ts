import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatPrice, toMinorUnits } from '../../web/src/lib/price.ts';
import { CURRENCY_EXPONENTS, formatMoney } from '../src/lib/money.ts';
import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

describe('the accepted currencies', () => {
  it('follow Stripe: JPY has no minor unit, the Gulf dinars have three decimals', () => {
    expect(CURRENCY_EXPONENTS).toMatchObject({ JPY: 0, KWD: 3, BHD: 3, OMR: 3, JOD: 3, USD: 2, SAR: 2, IDR: 2 });
    expect(Object.keys(CURRENCY_EXPONENTS)).not.toContain('HUF');
  });

  it('format and parse alike on both sides', () => {
    for (const [code, exponent] of Object.entries(CURRENCY_EXPONENTS)) {
      const typed = exponent === 0 ? '123' : `12.${'3'.repeat(exponent)}`;
      const minor = toMinorUnits(typed, code);
      expect(minor).toBe(exponent === 0 ? 123 : 12 * 10 ** exponent + Number('3'.repeat(exponent)));
      // The web shows a symbol where the currency has one ($12.33); its digits are the server's.
      expect(formatPrice(minor, code).replace(/[^\d.]/g, '')).toBe(typed);
      expect(formatMoney(minor!, code)).toBe(`${code} ${typed}`);
    }
  });
});

describe('formatMoney', () => {
  it("uses each currency's exponent and thousands separators", () => {
    expect(formatMoney(459_000, 'USD')).toBe('USD 4,590.00');
    expect(formatMoney(500_000, 'JPY')).toBe('JPY 500,000');
    expect(formatMoney(1_250, 'KWD')).toBe('KWD 1.250');
    expect(formatMoney(5, 'bhd')).toBe('BHD 0.005');
  });
});

describe('a quote in a currency outside the list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.app.close());

  /** Staff quote a new unpriced booking; the answer, and the booking as stored afterwards. */
  async function quote(json: { amount: number; currency: string }) {
    const { token } = await userWithToken(t, 'STAFF');
    const booking = await t.deps.db.booking.create({ data: { name: 'Amina', email: 'amina@example.com' } });
    const answer = await rest(t, 'PATCH', `/api/bookings/${booking.id}/quote`, { token, json });
    return { answer, stored: await t.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } }) };
  }

  it('is refused with the list of accepted currencies and changes nothing', async () => {
    const { answer, stored } = await quote({ amount: 1000, currency: 'XYZ' });

    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`Currency must be one of: ${Object.keys(CURRENCY_EXPONENTS).join(', ')}.`);
    expect(stored).toMatchObject({ amount: null, currency: null });
  });

  it('is accepted in any case for a listed currency, stored upper case', async () => {
    const { answer, stored } = await quote({ amount: 1250, currency: 'kwd' });

    expect(answer.status).toBe(200);
    expect(stored).toMatchObject({ amount: 1250, currency: 'KWD' });
  });
});
