import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';

import { pageLocale } from '../i18n/locales';
import { isUnauthenticated } from './errors';
import { clearSession, getSession } from './session';
import { createSseLink } from './sseLink';

const GRAPHQL_URL = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

/**
 * Adds the bearer token of the current session to every operation, and the page's language: the API answers
 * content in it and records it on what the visitor creates (their emails follow it).
 */
export const authLink = new SetContextLink((prevContext) => {
  const token = getSession()?.token;
  const headers = { ...(prevContext.headers as Record<string, string> | undefined), 'Accept-Language': pageLocale() };
  return { headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers };
});

/**
 * An expired or revoked token ends the session (the route guard then takes the user out of /admin), but only the
 * session whose token was refused: an answer to the previous session (a query still in flight at logout) that
 * arrives after the next login must not end the new one.
 */
export const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
  const sent = (operation.getContext().headers as Record<string, string> | undefined)?.Authorization;
  const session = getSession();
  if (session && sent === `Bearer ${session.token}` && isUnauthenticated(error)) clearSession();
});

export function createApolloClient(uri: string = GRAPHQL_URL): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionExpiryLink,
      authLink,
      // Subscriptions (live payment status, dashboard figures) stream over SSE; everything else is plain HTTP.
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        createSseLink(uri),
        new HttpLink({ uri }),
      ),
    ]),
    // A package booking and a trip booking may share an id: My trips' rows are told apart by kind too.
    cache: new InMemoryCache({ typePolicies: { MyBooking: { keyFields: ['kind', 'id'] } } }),
  });
}
