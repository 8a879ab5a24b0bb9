/**
 * The Umm al-Qura calendar the product shows Hijri dates in (web/src/i18n/format.ts, formatHijriDate), for seed
 * departures whose names promise a Hijri season ("Ramadan Umrah, Last Ten Nights", "Hajj").
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Far enough to find any Hijri day after a given date: a Hijri year is 354 or 355 days. */
const SEARCH_DAYS = 400;

const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

type HijriDay = { year: number; month: number; day: number };

/** The Umm al-Qura date of a UTC calendar day (month 9 is Ramadan, 12 Dhul Hijjah). */
function hijriOf(date: Date): HijriDay {
  const parts = Object.fromEntries(umalqura.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The first UTC calendar day on or after `from` that is `day` of Hijri `month`. */
export function nextHijriDay(from: Date, month: number, day: number): Date {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const date = new Date(start + i * DAY_MS);
    const hijri = hijriOf(date);
    if (hijri.month === month && hijri.day === day) return date;
  }
  throw new Error(`No ${day}/${month} (Hijri) within ${SEARCH_DAYS} days of ${from.toISOString()}`);
}
