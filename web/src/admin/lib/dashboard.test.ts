import { describe, expect, it } from 'vitest';

import { axisTicks, consultationShare, formatPercent, monthLabel } from './dashboard';

describe('consultationShare', () => {
  it('is consultations over bookings plus consultations', () => {
    expect(consultationShare(3, 1)).toBe(0.25);
    expect(formatPercent(consultationShare(2, 1))).toBe('33%');
    expect(consultationShare(0, 5)).toBe(1);
  });

  it('is 0 % when both counts are 0 (no division by zero)', () => {
    expect(consultationShare(0, 0)).toBe(0);
    expect(formatPercent(consultationShare(0, 0))).toBe('0%');
  });

  it('is capped at 100 % when the counts disagree', () => {
    expect(consultationShare(-2, 10)).toBe(1);
    expect(formatPercent(consultationShare(-2, 10))).toBe('100%');
  });

  it('never goes below 0 or returns NaN', () => {
    expect(consultationShare(5, -1)).toBe(0);
    expect(consultationShare(Number.NaN, 3)).toBe(0);
    expect(consultationShare(4, 0)).toBe(0);
  });
});

describe('chart labels', () => {
  it('names months from YYYY-MM', () => {
    expect(monthLabel('2026-03')).toBe('Mar');
    expect(monthLabel('2026-12', true)).toBe('Dec 2026');
    expect(monthLabel('soon')).toBe('soon');
  });

  it('rounds the value axis up to a friendly top', () => {
    expect(axisTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisTicks(7).top).toBeGreaterThanOrEqual(7);
    expect(axisTicks(7).ticks[0]).toBe(0);
    expect(axisTicks(95)).toEqual({ top: 100, ticks: [0, 50, 100] });
  });
});
