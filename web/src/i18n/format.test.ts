import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { formatCalendarDate, formatHijriDate, formatMoney } from './format';

describe('money in the reader’s conventions, in the package’s currency', () => {
  it('writes US dollars the English, Arabic and Indonesian way', () => {
    expect(formatMoney(125000, 'USD', 'en')).toBe('$1,250.00');
    // Arabic puts the symbol after the amount (on its left), isolated so that 'US$' is not laid out as '$US'.
    expect(formatMoney(125000, 'USD', 'ar')).toBe('\u200f1,250.00\u00a0\u2066US$\u2069');
    // Indonesian groups with dots and marks decimals with a comma.
    expect(formatMoney(125000, 'USD', 'id')).toBe('US$1.250,00');
  });

  it('keeps each currency’s own decimals in every language', () => {
    expect(formatMoney(500000, 'JPY', 'id')).toBe('JP¥500.000');
    expect(formatMoney(1250, 'KWD', 'en')).toBe('KWD\u00a01.250');
    expect(formatMoney(1230050, 'SAR', 'ar')).toBe('\u200f12,300.50\u00a0ر.س.\u200f');
  });
});

describe('dates', () => {
  it('writes a departure day in each language without shifting it across time zones', () => {
    expect(formatCalendarDate('2027-01-12', 'en')).toBe('Jan 12, 2027');
    expect(formatCalendarDate('2027-01-12', 'id')).toBe('12 Jan 2027');
    expect(formatCalendarDate('2027-01-12', 'ar', 'long')).toBe('12 يناير 2027');
  });

  it('gives the Hijri (Umm al-Qura) date beside it', () => {
    expect(formatHijriDate('2027-01-12', 'ar')).toBe('4 شعبان 1448 هـ');
    expect(formatHijriDate('2027-01-12', 'en')).toBe('Shaʻban 4, 1448 AH');
  });
});

describe('plural rules', () => {
  const message =
    '{count, plural, zero {لا مقاعد} one {مقعد واحد} two {مقعدان} few {# مقاعد} many {# مقعدًا} other {# مقعد}}';

  it('uses all six Arabic forms', () => {
    const intl = createIntl({ locale: 'ar', messages: { seats: message } });
    const seats = (count: number) => intl.formatMessage({ id: 'seats' }, { count });
    expect([0, 1, 2, 3, 11, 100].map(seats)).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '3 مقاعد',
      '11 مقعدًا',
      '100 مقعد',
    ]);
  });

  it('uses one/other in English and other in Indonesian', () => {
    const english = createIntl({ locale: 'en' });
    const seatsLeft = { id: 'x', defaultMessage: '{count, plural, one {# seat left} other {# seats left}}' };
    expect(english.formatMessage(seatsLeft, { count: 1 })).toBe('1 seat left');
    expect(english.formatMessage(seatsLeft, { count: 5 })).toBe('5 seats left');
    const indonesian = createIntl({ locale: 'id', messages: { x: '{count, plural, other {# kursi tersisa}}' } });
    expect(indonesian.formatMessage(seatsLeft, { count: 1 })).toBe('1 kursi tersisa');
  });
});
