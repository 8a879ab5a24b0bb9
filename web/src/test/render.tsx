import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, useLocation } from 'react-router-dom';
import { beforeAll } from 'vitest';

import { AppRoutes } from '../AppRoutes';
import { loadErrorMessages } from '../i18n/errors';
import { I18nProvider } from '../i18n/I18nProvider';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { preloadPages } from '../lazyPages';

// The pages and the error table are lazy chunks in the app; a test renders the whole app at once, so they are
// fetched up front (errors.test.ts covers the English shown before the table is in).
beforeAll(() => Promise.all([preloadPages(), loadErrorMessages('ar'), loadErrorMessages('id')]));

export interface RenderOptions {
  /** Path, with ?search and #hash if any. */
  route?: string;
  /** Router state of the first entry (e.g. {packageId} for /book). */
  state?: unknown;
  mocks?: MockLink.MockedResponse[];
  /** The page's language (English by default), with its real catalogue. */
  locale?: Locale;
}

const catalogueFiles = import.meta.glob<Record<string, string>>('../i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});

/** A language's whole catalogue, read at once (the app loads it in chunks before rendering). */
export function messagesOf(locale: Locale): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return {};
  const parts = Object.entries(catalogueFiles).filter(([file]) => file.includes(`/messages/${locale}/`));
  return Object.assign({}, ...parts.map(([, catalogue]) => catalogue)) as Record<string, string>;
}

/** Shows where the router is, so tests can assert redirects and the state handed over. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div
      data-testid="location"
      data-state={JSON.stringify(location.state ?? null)}
      data-search={location.search}
      data-hash={location.hash}
    >
      {location.pathname}
    </div>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, mocks = [], locale = DEFAULT_LOCALE }: RenderOptions = {},
) {
  return render(
    <I18nProvider locale={locale} messages={messagesOf(locale)}>
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter initialEntries={[{ ...parsePath(route), state }]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </MockedProvider>
    </I18nProvider>,
  );
}

/** The whole app (guard, layout, every route) at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}
