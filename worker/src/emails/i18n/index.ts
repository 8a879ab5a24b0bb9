import { CURRENCY_EXPONENTS, formatMoney as formatMoneyEnglish, isCurrency } from '@rihla/db/currencies';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

import { ar } from './ar.ts';
import { type EmailTexts, en } from './en.ts';
import { id } from './id.ts';

/**
 * The language of a customer's emails: the one they used on the site when they booked, asked or subscribed
 * (recorded as `locale` on the booking, consultation, subscriber or user; decision 0017). English texts, money and
 * dates are exactly what they were before languages existed; Arabic and Indonesian use Intl in their conventions.
 */
export const EMAIL_LOCALES = ['en', 'ar', 'id'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

const TEXTS: Record<EmailLocale, EmailTexts> = { en, ar, id };

/** A stored or requested language as one the emails speak; anything else (null, 'fr') is English. */
export function emailLocale(value: string | null | undefined): EmailLocale {
  return (EMAIL_LOCALES as readonly string[]).includes(value ?? '') ? (value as EmailLocale) : 'en';
}

export const textDirection = (locale: EmailLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

// First strong isolate ... pop directional isolate: a Latin value (a reference, an amount, an address) inside
// Arabic text keeps its own order and does not pull the punctuation around it.
const isolate = (value: string) => `\u2068${value}\u2069`;

const cache = new Map<string, IntlMessageFormat>();

/** A language's texts and its formatters, for one message. */
export function emailTexts(value: string | null | undefined) {
  const locale = emailLocale(value);
  const texts = TEXTS[locale];
  const rtl = locale === 'ar';
  return {
    locale,
    t: texts,
    /**
     * An ICU message with its values. In Arabic, string values are isolated (bidi), except `url`: a link in small
     * print is turned into an anchor and must stay exactly the address.
     */
    format: (message: string, values: Record<string, PrimitiveType> = {}): string => {
      const key = `${locale}\u0000${message}`;
      let compiled = cache.get(key);
      if (!compiled) {
        compiled = new IntlMessageFormat(message, locale);
        cache.set(key, compiled);
      }
      const shown = rtl
        ? Object.fromEntries(
            Object.entries(values).map(([name, v]) => [name, typeof v === 'string' && name !== 'url' ? isolate(v) : v]),
          )
        : values;
      return String(compiled.format(shown));
    },
    /** Minor units in the booking's own currency: 'USD 1,899.00' in English, Intl's currency format otherwise. */
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    /** A calendar day: '2027-03-15' in English (as before), '15 Maret 2027', '15 مارس 2027' otherwise. */
    date: (day: Date) => formatDay(day, locale),
    /** A due or departure day; in Arabic with the Hijri (Umm al-Qura) date beside it, as pilgrims reckon. */
    dayWithHijri: (day: Date) =>
      locale === 'ar' ? `${formatDay(day, locale)} (${formatHijri(day, locale)})` : formatDay(day, locale),
    /** A page of the site in this language: '/ar/my-trips', '/id/my-trips', English without a prefix. */
    path: (path: string) => (locale === 'en' ? path : `/${locale}${path}`),
  };
}

export type Texts = ReturnType<typeof emailTexts>;

function formatMoney(amount: number, currency: string, locale: EmailLocale): string {
  if (locale === 'en') return formatMoneyEnglish(amount, currency);
  const code = currency.toUpperCase();
  try {
    const exponent = isCurrency(code)
      ? CURRENCY_EXPONENTS[code]
      : (new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
        2);
    const options = {
      style: 'currency',
      currency: code,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    } as const;
    const parts = formatter(`money|${locale}|${code}`, () => new Intl.NumberFormat(locale, options)).formatToParts(
      amount / 10 ** exponent,
    );
    // In Arabic a Latin symbol ('US$') is isolated left to right: left loose, its '$' (a neutral) would join the
    // right-to-left text around it and be seen as '$US 600.00' (issue #31).
    return parts
      .map(({ type, value }) =>
        locale === 'ar' && type === 'currency' && /[A-Za-z$]/.test(value) ? `\u2066${value}\u2069` : value,
      )
      .join('');
  } catch {
    // A code Intl does not know (a malformed one): the English form still shows the amount.
    return formatMoneyEnglish(amount, currency);
  }
}

// Building an Intl formatter costs far more than using one (~0.1 ms against ~1 µs): one per language and currency
// (or calendar), kept for the process. Only the three languages and currency codes Intl accepts (a malformed one
// throws before it is kept) get here, so the map stays small.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = create();
    formatters.set(key, format);
  }
  return format;
}

function formatDay(day: Date, locale: EmailLocale): string {
  if (locale === 'en') return day.toISOString().slice(0, 10);
  return formatter(
    `day|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(day);
}

function formatHijri(day: Date, locale: EmailLocale): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return formatter(`hijri|${locale}`, () => new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, options)).format(
    day,
  );
}

/**
 * What is booked, as the customer reads it: the package's name in their language when staff entered one
 * (Package.translations: {"ar": {"name": "..."}}), its English name otherwise, or "your Rihla journey".
 */
export function packageTitle(
  pkg: { name: string; translations?: unknown } | null | undefined,
  value: string | null | undefined,
): string {
  const locale = emailLocale(value);
  if (!pkg) return TEXTS[locale].common.journey;
  const translations = pkg.translations as Record<string, { name?: unknown } | undefined> | null | undefined;
  const translated = locale === 'en' ? undefined : translations?.[locale]?.name;
  return typeof translated === 'string' && translated.trim() ? translated : pkg.name;
}
