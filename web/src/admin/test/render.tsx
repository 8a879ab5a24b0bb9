import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { I18nProvider } from '../../i18n/I18nProvider';
import { type Role, setSession } from '../../lib/session';
import type { LiveLink } from '../../test/live';

export interface AdminRenderOptions {
  /** Signed-in role (null: nobody signed in). */
  role?: Role | null;
  route?: string;
  mocks?: readonly MockLink.MockedResponse[];
  /** Answers the page's subscriptions (the dashboard's live figures). */
  live?: LiveLink;
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a piece of the back-office inside Apollo's MockedProvider and a router, signed in as `role`, in English
 * as the app renders it (the shared components' texts are messages).
 */
export function renderAdmin(
  ui: ReactElement,
  { role = 'ADMIN', route = '/admin', mocks = [], live }: AdminRenderOptions = {},
) {
  if (role) setSession({ token: `token-${role.toLowerCase()}`, role });
  const link = live && ApolloLink.from([live.link, new MockLink(mocks, { defaultOptions: { delay: 0 } })]);
  return render(
    <I18nProvider locale="en" messages={{}}>
      <MockedProvider mocks={mocks} link={link} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/*" element={ui} />
            <Route path="*" element={<h1>Public home</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </MockedProvider>
    </I18nProvider>,
  );
}
