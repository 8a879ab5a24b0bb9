import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, useLocation } from 'react-router-dom';
import { beforeAll } from 'vitest';

import { AppRoutes } from '../AppRoutes';
import { preloadPages } from '../lazyPages';

// The pages are lazy chunks in the app; a test renders the whole app at once, so they are fetched up front.
beforeAll(preloadPages);

export interface RenderOptions {
  /** Path, with ?search and #hash if any. */
  route?: string;
  /** Router state of the first entry (e.g. {packageId} for /book). */
  state?: unknown;
  mocks?: MockLink.MockedResponse[];
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

export function renderWithProviders(ui: ReactElement, { route = '/', state, mocks = [] }: RenderOptions = {}) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[{ ...parsePath(route), state }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The whole app (guard, layout, every route) at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}
