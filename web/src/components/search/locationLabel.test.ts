import { describe, expect, it } from 'vitest';

import { locationLabel, searchTermOf } from './locationLabel';

describe('location labels', () => {
  it('turns a chosen suggestion back into what the API resolves', () => {
    const airport = { name: 'King Abdulaziz International Airport', iata: 'JED', country: 'Saudi Arabia' };
    const station = { name: 'Haramain Railway Makkah Station', iata: null, country: 'Saudi Arabia' };
    expect(searchTermOf(locationLabel(airport))).toBe('JED');
    expect(searchTermOf(locationLabel(station))).toBe('Haramain Railway Makkah Station');
  });

  it('leaves typed text as it is', () => {
    expect(searchTermOf('  Makkah ')).toBe('Makkah');
    expect(searchTermOf('lhr')).toBe('lhr');
  });
});
