import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';

/**
 * Departure and arrival times come from the API as ISO 8601 with the place's own UTC offset
 * ('2026-12-01T21:40:00+03:00'): a traveller reads the local clock at each end, so the wall-clock part is shown as
 * written, never converted to the browser's zone. Its parts are formatted in the reader's language as if they were
 * UTC, so the clock never moves.
 */
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** English keeps the British order the site has always used ('Tue 1 Dec', '21:40'). */
function intlLocale(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'en-GB' : locale;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, kind: 'day' | 'dayYear' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { weekday: 'short', day: 'numeric', month: 'short', ...(kind === 'dayYear' && { year: 'numeric' }) };
    format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'UTC', ...options });
    formats.set(key, format);
  }
  return format;
}

export interface LocalTime {
  /** 'HH:MM' ('٢١:٤٠' in Arabic, '21.40' in Indonesian) */
  time: string;
  /** 'Tue 1 Dec' in the reader's language */
  day: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

export function localTime(iso: string, locale: Locale = DEFAULT_LOCALE): LocalTime {
  const match = ISO_LOCAL.exec(iso);
  if (!match) return { time: iso, day: '', date: '' };
  const [, year, month, day, hours, minutes] = match;
  const wallClock = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes)));
  return {
    time: locale === DEFAULT_LOCALE ? `${hours}:${minutes}` : formatter(locale, 'time').format(wallClock),
    day: formatter(locale, 'day').format(wallClock),
    date: `${year}-${month}-${day}`,
  };
}

/** Calendar days between two local dates (an overnight arrival is +1). */
export function daysBetween(fromDate: string, toDate: string): number {
  if (!fromDate || !toDate) return 0;
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}

/** 'Tue 1 Dec 2026' (in the reader's language) for a YYYY-MM-DD date. */
export function formatDay(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return formatter(locale, 'dayYear').format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/**
 * A journey time in the reader's language from its minutes: 'ساعتان و35 دقيقة' in Arabic, '2 jam, 35 menit' in
 * Indonesian.
 * (English shows the API's own '2h 35m', see DepartureCard.)
 */
export function formatMinutes(totalMinutes: number, locale: Locale): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [hours > 0 && unit(hours, 'hour'), (minutes > 0 || hours === 0) && unit(minutes, 'minute')].filter(
    (part): part is string => typeof part === 'string',
  );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}
