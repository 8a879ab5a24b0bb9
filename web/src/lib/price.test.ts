import { describe, expect, it } from 'vitest';

import { formatPrice, toMinorUnits } from './price';

describe('formatPrice', () => {
  it('shows minor units as major units with 2 decimals, thousand separators and the currency symbol', () => {
    expect(formatPrice(125000, 'USD')).toBe('$1,250.00');
    expect(formatPrice(999, 'GBP')).toBe('£9.99');
    expect(formatPrice(5, 'eur')).toBe('€0.05');
  });

  it("uses each currency's own decimals: none for JPY, three for KWD", () => {
    expect(formatPrice(5000, 'JPY')).toBe('¥5,000');
    expect(formatPrice(1250, 'KWD')).toBe('KWD\u00a01.250');
    expect(formatPrice(5, 'bhd')).toBe('BHD\u00a00.005');
  });

  it('defaults to USD', () => {
    expect(formatPrice(1050)).toBe('$10.50');
    expect(formatPrice(1050, null)).toBe('$10.50');
    expect(formatPrice(1050, '')).toBe('$10.50');
  });

  it("shows 'Contact' when there is no price", () => {
    expect(formatPrice(null, 'USD')).toBe('Contact');
    expect(formatPrice(undefined)).toBe('Contact');
  });

  it('keeps a zero price', () => {
    expect(formatPrice(0, 'USD')).toBe('$0.00');
    expect(formatPrice(0, 'JPY')).toBe('¥0');
  });
});

describe('toMinorUnits', () => {
  it('converts typed major amounts to integer minor units', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits(' 1250.00 ')).toBe(125000);
    expect(toMinorUnits('0.29')).toBe(29);
  });

  it("uses the currency's exponent", () => {
    expect(toMinorUnits('5000', 'JPY')).toBe(5000);
    expect(toMinorUnits('1.25', 'KWD')).toBe(1250);
    expect(toMinorUnits('0.005', 'kwd')).toBe(5);
    expect(toMinorUnits('12.5', 'EUR')).toBe(1250);
  });

  it('rejects what is not an amount', () => {
    expect(toMinorUnits('')).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
    expect(toMinorUnits('-5')).toBeNull();
    expect(toMinorUnits('1.234')).toBeNull();
    expect(toMinorUnits('1e3')).toBeNull();
  });

  it('rejects more decimals than the currency has', () => {
    expect(toMinorUnits('500.5', 'JPY')).toBeNull();
    expect(toMinorUnits('1.2345', 'KWD')).toBeNull();
  });
});
