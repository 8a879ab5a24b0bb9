import { createContext, type ReactNode, useContext } from 'react';
import { IntlProvider } from 'react-intl';

import { DEFAULT_LOCALE, type Locale, textDirection } from './locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language the page is shown in (the URL's, see locales.ts). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

interface I18nProviderProps {
  locale: Locale;
  /** The language's catalogue (catalogues.ts); empty for English. */
  messages: Record<string, string>;
  children: ReactNode;
}

/**
 * Texts, dates, numbers and money in the reader's language. A message missing from a catalogue shows its English
 * text; the CI check (scripts/i18n.ts) keeps that from happening in a release.
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** react-intl's error handler for the site's texts (the error table's too, errorTable.ts). */
export function reportIntlError(error: { code: string; message: string }) {
  // A missing translation falls back to English on its own; anything else (a broken message) is a bug worth seeing.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}

/** Sets <html lang dir> so the browser, screen readers and the CSS (:lang, logical properties) follow the language. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
