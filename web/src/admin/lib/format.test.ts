import { describe, expect, it } from 'vitest';

import { lessonOrder, optionalText, parseMultiplier, startDay } from './format';
import { pageCount, pageRange } from './pagination';
import { bookingStatusLook, canSetQuote } from './status';

describe('form parsing', () => {
  it('turns the lesson order into a number, 1 when invalid', () => {
    expect(lessonOrder('3')).toBe(3);
    expect(lessonOrder('')).toBe(1);
    expect(lessonOrder('abc')).toBe(1);
    expect(lessonOrder('0')).toBe(1);
    expect(lessonOrder('2.5')).toBe(1);
  });

  it('makes an empty optional text null', () => {
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(' https://x.test/v ')).toBe('https://x.test/v');
  });

  it('parses the multiplier as a decimal of at least 0.1', () => {
    expect(parseMultiplier('1.5')).toBe(1.5);
    expect(parseMultiplier('1,5')).toBe(1.5);
    expect(parseMultiplier('0.1')).toBe(0.1);
    expect(parseMultiplier('.5')).toBe(0.5);
    expect(parseMultiplier('0.05')).toBeNull();
    expect(parseMultiplier('')).toBeNull();
    expect(parseMultiplier('x')).toBeNull();
    expect(parseMultiplier('-1')).toBeNull();
  });

  it("keeps a trip booking's start date to its first 10 characters", () => {
    expect(startDay('2027-02-14T00:00:00.000Z')).toBe('2027-02-14');
  });
});

describe('pagination', () => {
  it('counts pages and the visible range', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageRange(2, 20, 41)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 41)).toEqual({ from: 41, to: 41 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('booking status', () => {
  it('colours PENDING neutral, PAID green, FAILED red, CANCELLED/REFUNDED gray', () => {
    expect(bookingStatusLook('PENDING').variant).toBe('neutral');
    expect(bookingStatusLook('PENDING').className).toBeUndefined();
    expect(bookingStatusLook('PAID').variant).toBe('green');
    expect(bookingStatusLook('FAILED').variant).toBe('red');
    expect(bookingStatusLook('CANCELLED').className).toBe('admin-badge--gray');
    expect(bookingStatusLook('REFUNDED').className).toBe('admin-badge--gray');
  });

  it('offers a quote only for unpriced bookings still PENDING or FAILED', () => {
    expect(canSetQuote({ status: 'PENDING', package: null })).toBe(true);
    expect(canSetQuote({ status: 'FAILED', package: { price: null } })).toBe(true);
    expect(canSetQuote({ status: 'PENDING', package: { price: 1000 } })).toBe(false);
    expect(canSetQuote({ status: 'PAID', package: null })).toBe(false);
    expect(canSetQuote({ status: 'CANCELLED', package: null })).toBe(false);
  });
});
