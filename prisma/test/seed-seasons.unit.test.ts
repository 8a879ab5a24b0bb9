import { describe, expect, it } from 'vitest';

import { departurePlan } from '../seed/departures.ts';
import { packages } from '../seed/packages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Umm al-Qura month and day of a UTC calendar day, read as the site shows Hijri dates (web/src/i18n/format.ts). */
const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});
function hijri(date: Date) {
  const parts = Object.fromEntries(umalqura.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { month: parts.month, day: parts.day };
}
const RAMADAN = 9;
const SHAWWAL = 10;
const DHUL_HIJJAH = 12;

type Trip = { departDate: Date; returnDate: Date };
/** Every day of a trip, departure and return included. */
const daysOf = ({ departDate, returnDate }: Trip) =>
  Array.from({ length: (returnDate.getTime() - departDate.getTime()) / DAY_MS + 1 }, (_, i) =>
    hijri(new Date(departDate.getTime() + i * DAY_MS)),
  );

/**
 * What a package's name (or description) promises, as a check of one departure. Every Hijri period a seeded name
 * could name is listed; a name naming one without a rule here fails the last test.
 */
const PROMISES: { names: RegExp; promise: string; keeps: (trip: Trip) => boolean }[] = [
  {
    names: /Last Ten Nights/i,
    promise: 'in Makkah for the last ten nights of Ramadan (from the 21st night) and for Eid (1 Shawwal)',
    keeps: (trip) => {
      const days = daysOf(trip);
      return (
        days.some((d) => d.month === RAMADAN && d.day === 20) && days.some((d) => d.month === SHAWWAL && d.day === 1)
      );
    },
  },
  {
    names: /Ramadan/i,
    promise: 'leaving in Ramadan',
    keeps: (trip) => hijri(trip.departDate).month === RAMADAN,
  },
  {
    names: /Hajj|Dhul Hijjah/i,
    promise: 'there for every day of Hajj, 8 to 13 Dhul Hijjah',
    keeps: (trip) => {
      const days = daysOf(trip);
      return [8, 9, 10, 11, 12, 13].every((day) => days.some((d) => d.month === DHUL_HIJJAH && d.day === day));
    },
  },
  {
    names: /Winter/i,
    promise: 'leaving and back in December to February',
    keeps: (trip) => [trip.departDate, trip.returnDate].every((d) => [11, 0, 1].includes(d.getUTCMonth())),
  },
];
const UNCHECKED_PERIODS = /Shawwal|Rabi|Rajab|Sha.?ban|Muharram|Dhul Qa.?dah|Mawlid|Summer|Spring|Autumn/i;

/** The dated packages as seedDepartures picks them: the priced ones but the first. */
const dated = packages
  .map((p, i) => ({ ...p, id: i + 1, nights: p.nights ?? null }))
  .filter((p) => p.price !== null)
  .slice(1);

/** Seed days every 11 days over four years, so every part of the Hijri and Gregorian year is a "today". */
const SEED_DAYS = Array.from({ length: 133 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 11 * DAY_MS));

describe('seeded departures keep what their package names promise', () => {
  for (const { names, promise } of PROMISES) {
    const promising = dated.filter((p) => names.test(`${p.name} ${p.description}`));
    it(`/${names.source}/: ${promise} (${promising.map((p) => p.code).join(', ') || 'no package'})`, () => {
      const rule = PROMISES.find((r) => r.names === names)!;
      for (const now of SEED_DAYS) {
        for (const pkg of promising) {
          const departures = departurePlan(pkg, dated.indexOf(pkg), now);
          expect(departures.length, `${pkg.code} seeded on ${now.toISOString()}`).toBeGreaterThan(0);
          for (const d of departures) {
            const where = `${pkg.code} seeded on ${now.toISOString().slice(0, 10)}: ${d.departDate.toISOString().slice(0, 10)}`;
            expect(rule.keeps(d), where).toBe(true);
            // Still bookable when seeded: it leaves after the seed day.
            expect(d.departDate.getTime(), where).toBeGreaterThan(now.getTime());
          }
        }
      }
    });
  }

  it('finds the issue’s package among them: the last ten nights of Ramadan, not Sha’ban or Shawwal', () => {
    const ramadan = dated.find((p) => p.code === 'UMR-RAM-15')!;
    // Seeded on 29 November 2026: Ramadan 1448 starts on 8 February 2027 (Umm al-Qura), its 20th is 27 February.
    const [first] = departurePlan(ramadan, dated.indexOf(ramadan), new Date('2026-11-29T04:00:00Z'));
    expect(first.departDate.toISOString().slice(0, 10)).toBe('2027-02-27');
  });

  it('has a rule for every Hijri period or season a seeded package names', () => {
    for (const pkg of packages) expect(pkg.name).not.toMatch(UNCHECKED_PERIODS);
  });
});
