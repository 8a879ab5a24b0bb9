/**
 * Departure and arrival times come from the API as ISO 8601 with the place's own UTC offset
 * ('2026-12-01T21:40:00+03:00'): a traveller reads the local clock at each end, so the wall-clock part is shown as
 * written, never converted to the browser's zone.
 */
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

export interface LocalTime {
  /** 'HH:MM' */
  time: string;
  /** 'Tue 1 Dec' */
  day: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

export function localTime(iso: string): LocalTime {
  const match = ISO_LOCAL.exec(iso);
  if (!match) return { time: iso, day: '', date: '' };
  const [, year, month, day, hours, minutes] = match;
  const date = `${year}-${month}-${day}`;
  return {
    time: `${hours}:${minutes}`,
    day: dayFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))),
    date,
  };
}

/** Calendar days between two local dates (an overnight arrival is +1). */
export function daysBetween(fromDate: string, toDate: string): number {
  if (!fromDate || !toDate) return 0;
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}

/** 'Tue 1 Dec 2026' for a YYYY-MM-DD date. */
export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
