import { describe, expect, it } from 'vitest';

import { agencyRates, netOfCommission } from '../src/services/agency-pricing.ts';

/** The agency's net per-person price (decision 0065): its package terms, else its default commission. */
const agency = { id: 1, defaultCommissionBasisPoints: 1000 };
const publicPrices = [
  { roomType: 'QUAD' as const, amount: 99_999 },
  { roomType: 'DOUBLE' as const, amount: 150_000 },
];

describe('agency pricing', () => {
  it('takes basis points off the public price, rounding the net up so the commission is never overstated', () => {
    expect(netOfCommission(150_000, 1000)).toBe(135_000);
    // 99,999 less 10 % is 89,999.1: the agency pays 89,999.1 rounded up, a commission of 9,999 not 10,000.
    expect(netOfCommission(99_999, 1000)).toBe(90_000);
    expect(netOfCommission(1, 5000)).toBe(1);
    expect(netOfCommission(12_345, 0)).toBe(12_345);
  });

  it('uses the agency default when the package has no terms of its own', () => {
    expect(agencyRates(agency, null, publicPrices)).toEqual([
      { roomType: 'QUAD', publicAmount: 99_999, netAmount: 90_000 },
      { roomType: 'DOUBLE', publicAmount: 150_000, netAmount: 135_000 },
    ]);
  });

  it('uses the package’s PERCENT_OFF terms instead of the default', () => {
    const terms = { kind: 'PERCENT_OFF' as const, commissionBasisPoints: 250, netPrices: [] };
    expect(agencyRates(agency, terms, publicPrices).map((rate) => rate.netAmount)).toEqual([97_500, 146_250]);
  });

  it('sells on NET_PRICE terms only the room types that have a net price, never above the public one', () => {
    const terms = {
      kind: 'NET_PRICE' as const,
      commissionBasisPoints: null,
      netPrices: [
        { roomType: 'DOUBLE' as const, amount: 120_000 },
        { roomType: 'SINGLE' as const, amount: 1 },
      ],
    };
    expect(agencyRates(agency, terms, publicPrices)).toEqual([
      { roomType: 'DOUBLE', publicAmount: 150_000, netAmount: 120_000 },
    ]);
    const tooHigh = { ...terms, netPrices: [{ roomType: 'QUAD' as const, amount: 100_000 }] };
    expect(agencyRates(agency, tooHigh, publicPrices)).toEqual([]);
  });
});
