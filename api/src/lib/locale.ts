import Negotiator from 'negotiator';

/** The site's languages (web/src/i18n/locales.ts); English is the source and the fallback. */
export const LOCALES = ['en', 'ar', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The caller's language from Accept-Language, which the web app sets to the page's language on every call. Used
 * for translated content and recorded on what the caller creates, so their emails are written in it.
 */
export function requestLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)?.slice(0, 500);
  if (!header) return 'en';
  const chosen = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return (chosen as Locale | undefined) ?? 'en';
}

/**
 * The language an agency's records (bookings, invoices, statements) are read in: an agent reads its request's, as
 * every other customer-facing page does; staff read them in English, as the whole back-office is.
 */
export function agencyReaderLocale(ctx: { viewer?: { role: string } | null; locale?: Locale }): Locale {
  return ctx.viewer?.role === 'AGENT' ? (ctx.locale ?? 'en') : 'en';
}
