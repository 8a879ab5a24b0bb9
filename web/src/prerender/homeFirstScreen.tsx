import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormattedMessage } from 'react-intl';
import { StaticRouter } from 'react-router-dom';

import { loadMessages } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/I18nProvider';
import { basenameOf, type Locale } from '../i18n/locales';
import { SiteHeader } from '../layouts/SiteHeader';
import { HomeHero } from '../pages/home/HomeHero';

/**
 * The home page's first screen as PublicLayout and HomePage open it: the skip link, the header, then the hero in
 * `main`. Only what the first screen shows: the rest of the page (and the footer) comes with the app.
 */
function HomeFirstScreen() {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipLink" defaultMessage="Skip to content" />
      </a>
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <HomeHero />
      </main>
    </div>
  );
}

/**
 * The home page's first screen in `locale`, as HTML for the page's `#root` (docs/decisions/0035-phone-network-first-screen.md,
 * "The home page's first screen in the served HTML"): the build writes it into the page the server sends for '/',
 * '/ar/' and '/id/', so the browser paints the hero (the largest paint) from the HTML and its stylesheets, without
 * waiting for the app's JavaScript. The app then renders the same markup in its place (createRoot replaces what
 * #root holds). Signed out, as the server cannot know a session kept in the browser; the header shows the
 * account's buttons once the app runs.
 */
export async function renderHomeFirstScreen(locale: Locale): Promise<string> {
  return renderAt(locale, '/', <HomeFirstScreen />);
}

async function renderAt(locale: Locale, path: string, screen: ReactNode): Promise<string> {
  const messages = await loadMessages(locale);
  // The header's sign-out needs a client in context; nothing is fetched while rendering.
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const basename = basenameOf(locale);
  return renderToString(
    <I18nProvider locale={locale} messages={messages}>
      <ApolloProvider client={client}>
        <StaticRouter location={`${basename}${path}`} basename={basename}>
          {screen}
        </StaticRouter>
      </ApolloProvider>
    </I18nProvider>,
  );
}

/** The public sections whose pages the server writes its content into (api/src/services/page-heads.service.ts). */
export const PAGE_FRAME_SECTIONS = ['packages', 'training', 'consultation'] as const;
/** Where a frame takes the page's content (api/src/lib/page-head.ts, writePageHead). */
export const PAGE_MAIN_MARKER = '<!--rihla:main-->';

/**
 * A public section's page frame in `locale`: the skip link and the header as PublicLayout renders them at
 * '/<section>' (its link marked current), and an empty `main` holding PAGE_MAIN_MARKER. The server writes a page's
 * own content there (docs/decisions/0045-found-and-shared.md), so a package page arrives with the header and its
 * name, price and dates, and the app's first render puts the same header above the same content.
 */
export async function renderPageFrame(locale: Locale, section: (typeof PAGE_FRAME_SECTIONS)[number]): Promise<string> {
  const html = await renderAt(
    locale,
    `/${section}`,
    <div className="site">
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipLink" defaultMessage="Skip to content" />
      </a>
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1} />
    </div>,
  );
  return html.replace(
    /(<main id="main"[^>]*>)(<\/main>)/,
    (_all, open: string, close: string) => `${open}${PAGE_MAIN_MARKER}${close}`,
  );
}
