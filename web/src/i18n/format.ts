import { formatMoneyIn } from '@rihla/db/currencies';
import { useMemo } from 'react';
import { defineMessages, type IntlShape, useIntl } from 'react-intl';

import { DEFAULT_CURRENCY } from '../lib/price';
import { type Locale, textDirection } from './locales';

const messages = defineMessages({
  contact: { id: 'common.price.contact', defaultMessage: 'Contact' },
});

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in minor units as money in the reader's conventions, in the package's own currency: '$1,250.00' in
 * English, '١٬٢٥٠٫٠٠ US$' in Arabic, 'US$1.250,00' in Indonesian. The currency's own decimals (none for JPY, three
 * for KWD).
 */
export function formatMoney(amountMinor: number, currency: string | null | undefined, locale: Locale): string {
  return formatMoneyIn(amountMinor, currency || DEFAULT_CURRENCY, locale, textDirection(locale) === 'rtl');
}

type DateStyle = 'short' | 'medium' | 'long' | 'full';

/**
 * A calendar date (a departure day: 'YYYY-MM-DD' or midnight UTC) in the reader's language. Read in UTC, so the
 * day never shifts with the browser's zone.
 */
export function formatCalendarDate(value: string | Date, locale: Locale, style: DateStyle = 'medium'): string {
  return cached(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }),
  ).format(new Date(value));
}

/** The same day in the Umm al-Qura (Hijri) calendar, as pilgrims reckon the season: '٣ رجب ١٤٤٨ هـ'. */
export function formatHijriDate(value: string | Date, locale: Locale): string {
  return cached(
    `hijri:${locale}`,
    () =>
      new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(new Date(value));
}

/** A moment (a payment, a request) in the reader's language and the browser's time zone. */
function formatMoment(value: string | Date, locale: Locale): string {
  return cached(
    `moment:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(value));
}

function formattersFor(intl: IntlShape) {
  const locale = intl.locale as Locale;
  return {
    locale,
    /** Money, or 'Contact' (translated) when the company quotes on request. */
    price(amountMinor: number | null | undefined, currency?: string | null): string {
      if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) {
        return intl.formatMessage(messages.contact);
      }
      return formatMoney(amountMinor, currency, locale);
    },
    date: (value: string | Date, style?: DateStyle) => formatCalendarDate(value, locale, style),
    dateRange(from: string | Date, to: string | Date): string {
      return cached(
        `range:${locale}`,
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      ).formatRange(new Date(from), new Date(to));
    },
    hijri: (value: string | Date) => formatHijriDate(value, locale),
    moment: (value: string | Date) => formatMoment(value, locale),
    number: (value: number) => intl.formatNumber(value),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** Money, dates and numbers in the page's language (see the functions above). */
export function useFormat(): Formatters {
  const intl = useIntl();
  return useMemo(() => formattersFor(intl), [intl]);
}
