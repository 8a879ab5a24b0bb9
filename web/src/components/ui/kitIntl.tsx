import { type Context, type ReactNode, useContext } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape, RawIntlProvider } from 'react-intl';

import { useErrorMessage } from '../../i18n/errors';
import { DEFAULT_LOCALE } from '../../i18n/locales';

// The kit's own texts in English, for a kit rendered outside the app's I18nProvider (the back-office's tests, which
// render its pages bare): the back-office is English anyway, and the public site always has a provider.
const english = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {}, onError: () => undefined },
  createIntlCache(),
);

/** react-intl's useIntl, in English when no provider is around instead of throwing. */
export function useKitIntl(): IntlShape {
  // react-intl types its context as always set; outside a provider it holds null.
  return useContext(IntlContext as Context<IntlShape | null>) ?? english;
}

function ErrorText({ message }: { message: string }) {
  return useErrorMessage().text(message);
}

/**
 * A validation or server message in the reader's language when it is a known one (i18n/errors.ts); the English
 * text as it is otherwise.
 */
export function TranslatedError({ message }: { message: string }): ReactNode {
  const intl = useKitIntl();
  return (
    <RawIntlProvider value={intl}>
      <ErrorText message={message} />
    </RawIntlProvider>
  );
}
