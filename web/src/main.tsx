// Latin only: every text of the site is in it (the other scripts' faces were ~40 rules of render-blocking CSS).
// Inter's variable face is declared in styles/base.css, as its package has no latin-only file.
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layouts.css';
import './styles/patterns.css';

import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './AppRoutes';
import { keepServerContent } from './components/ServerContent';
import { loadMessages } from './i18n/catalogues';
import { applyDocumentLocale, I18nProvider } from './i18n/I18nProvider';
import { basenameOf, localeFromPath, redirectForVisit, storedLocale } from './i18n/locales';
import { createApolloClient } from './lib/apollo';
import { subscribeSession } from './lib/session';

async function start() {
  // Before the address changes (a redirect to the reader's language) and the app replaces #root.
  keepServerContent();
  const { pathname, search, hash } = window.location;
  // A URL without a language is shown in the reader's saved choice, or on a first visit in their browser's.
  const redirect = redirectForVisit(pathname, storedLocale(), navigator.languages);
  if (redirect) window.history.replaceState(window.history.state, '', `${redirect}${search}${hash}`);
  const locale = localeFromPath(window.location.pathname);
  applyDocumentLocale(locale);
  // Arabic type is fetched only by Arabic readers.
  const [messages] = await Promise.all([loadMessages(locale), locale === 'ar' && import('./i18n/arabic.css')]);

  const client = createApolloClient();
  // Whatever was fetched under the previous identity must not leak into the next one.
  subscribeSession(() => void client.clearStore());

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider locale={locale} messages={messages}>
        <ApolloProvider client={client}>
          <BrowserRouter basename={basenameOf(locale)}>
            <AppRoutes />
          </BrowserRouter>
        </ApolloProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
