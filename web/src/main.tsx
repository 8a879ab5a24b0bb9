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
import { createApolloClient } from './lib/apollo';
import { subscribeSession } from './lib/session';

const client = createApolloClient();
// Whatever was fetched under the previous identity must not leak into the next one.
subscribeSession(() => void client.clearStore());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);
