import { COUNTRY_CODES, countryName } from '@rihla/db/countries';
import { useMemo } from 'react';

import { formatHijriDate } from '../../i18n/format';
import { useLocale } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';

/**
 * The booking pages write days the British way in English ('3 Feb 2027', '10 March 2027'), as they always have;
 * Arabic and Indonesian in their own conventions.
 */
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar', id: 'id' };

/** The server's text (TRAVELLER_NAME_NOT_LATIN), so the error catalogue translates it; the rule is the server's too. */
export const NAME_NOT_LATIN =
  'Type the name as printed in the passport’s machine-readable zone (its bottom lines), in Latin letters A–Z: for example MUHAMMAD ABDULLAH.';
/** The example name the hints show, written as the passport's machine-readable zone writes names. */
export const PASSPORT_NAME_EXAMPLE = 'MUHAMMAD ABDULLAH';

const nationalitiesByLocale = new Map<Locale, { value: string; label: string }[]>();

/** The nationality options: every country the API accepts, named in the reader's language, in name order. */
export function nationalityOptions(locale: Locale = 'en'): { value: string; label: string }[] {
  let options = nationalitiesByLocale.get(locale);
  if (!options) {
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
      a.label.localeCompare(b.label, locale),
    );
    nationalitiesByLocale.set(locale, options);
  }
  return options;
}

const asDay = (day: string) => new Date(day.length === 10 ? `${day}T00:00:00Z` : day);

/**
 * Dates of a booking in the reader's language:
 * - `day('2027-02-03')`: '3 Feb 2027' / '3 فبراير 2027' / '3 Feb 2027' (a calendar day, read in UTC);
 * - `longDay(...)`: '3 February 2027';
 * - `date(iso)`: the day of a moment in the browser's zone ('19 November 2026'), for 'Booked on' and 'Paid on';
 * - `dateTime(iso)`: '20 November 2026 at 10:15';
 * - `hijri(day)`: the Umm al-Qura date beside it (shown in Arabic).
 */
export function useBookingDates() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = DATE_LOCALE[locale];
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' });
    return {
      locale,
      day: (value: string) => day.format(asDay(value)),
      longDay: (value: string) => longDay.format(asDay(value)),
      date: (value: string) => date.format(new Date(value)),
      dateTime: (value: string) => dateTime.format(new Date(value)),
      hijri: (value: string) => formatHijriDate(asDay(value), locale),
    };
  }, [locale]);
}
