/**
 * The languages of the public site (decision 0017). English is the source: its texts live in the code as each
 * message's defaultMessage; Arabic and Indonesian are catalogues under ./messages. The back-office stays English.
 */
export const LOCALES = ['en', 'ar', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as its readers write it (the switcher lists them so). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', id: 'Bahasa Indonesia' };

/** Where the reader's choice is kept; a cookie of the same name lets the server see it too. */
export const LOCALE_STORAGE_KEY = 'rihla.locale';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The language a URL is in: '/ar/packages' is Arabic, '/packages' English. English pages carry no prefix so the
 * addresses shared before languages existed keep working.
 */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The router's basename for a language: '' for English, '/ar' for Arabic. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The same page in another language: '/ar/packages/3?x=1' -> '/id/packages/3?x=1'. */
export function pathInLocale(pathname: string, target: Locale): string {
  const current = localeFromPath(pathname);
  const rest = current === DEFAULT_LOCALE ? pathname : pathname.slice(basenameOf(current).length) || '/';
  return `${basenameOf(target)}${rest === '/' && target !== DEFAULT_LOCALE ? '' : rest}` || '/';
}

/** The first supported language among the browser's (its Accept-Language), English when none is. */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    // 'in' is the legacy code some Android browsers still send for Indonesian.
    const locale = language === 'in' ? 'id' : language;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The reader's saved choice, if they made one. */
export function storedLocale(): Locale | undefined {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the cookie below still carries the choice
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Where a visit should be: a URL without a language prefix is shown in the saved choice, or on a first visit in
 * the browser's language. Null when the URL is already right.
 */
export function redirectForVisit(pathname: string, saved: Locale | undefined, browser: readonly string[]) {
  if (localeFromPath(pathname) !== DEFAULT_LOCALE || pathname.startsWith('/admin')) return null;
  const wanted = saved ?? negotiateLocale(browser);
  return wanted === DEFAULT_LOCALE ? null : pathInLocale(pathname, wanted);
}

/** The page's language as set at start (applyDocumentLocale), for code outside React: the API calls send it. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
