import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';

import { SETUP_REQUIRED_QUERY } from '../pages/auth/useRegistration';
import { graphQLErrorResult } from '../test/fixtures';
import { authLink, sessionExpiryLink } from './apollo';
import { bookingTokenContext } from './bookingAccess';
import { errorMessage } from './errors';
import { getSession, setSession } from './session';

function clientWith(terminating: ApolloLink) {
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiryLink, authLink, terminating]),
    cache: new InMemoryCache(),
  });
}

describe('Apollo links', () => {
  it('sends the bearer token of the session', async () => {
    setSession({ token: 'secret', role: 'USER' });
    let headers: Record<string, string> | undefined;
    const capture = new ApolloLink((operation) => {
      headers = operation.getContext().headers;
      return new Observable((observer) => {
        observer.next({ data: { setupRequired: false } });
        observer.complete();
      });
    });
    await clientWith(capture).query({ query: SETUP_REQUIRED_QUERY });
    expect(headers?.Authorization).toBe('Bearer secret');
  });

  it("keeps an operation's own X-Booking-Token beside the bearer token, and sends it with that operation only", async () => {
    setSession({ token: 'secret', role: 'USER' });
    const sent: Record<string, string>[] = [];
    const capture = new ApolloLink((operation) => {
      sent.push(operation.getContext().headers);
      return new Observable((observer) => {
        observer.next({ data: { setupRequired: false } });
        observer.complete();
      });
    });
    const client = clientWith(capture);
    await client.query({
      query: SETUP_REQUIRED_QUERY,
      context: bookingTokenContext('booking-token'),
      fetchPolicy: 'network-only',
    });
    await client.query({ query: SETUP_REQUIRED_QUERY, fetchPolicy: 'network-only' });
    // Every call also says the page's language (the API answers content in it).
    expect(sent[0]).toEqual({
      'X-Booking-Token': 'booking-token',
      Authorization: 'Bearer secret',
      'Accept-Language': 'en',
    });
    expect(sent[1]).toEqual({ Authorization: 'Bearer secret', 'Accept-Language': 'en' });
  });

  it('ends the session when the API answers UNAUTHENTICATED', async () => {
    setSession({ token: 'expired', role: 'ADMIN' });
    const link = new MockLink([
      {
        request: { query: SETUP_REQUIRED_QUERY },
        result: graphQLErrorResult('Not signed in', 'UNAUTHENTICATED'),
        delay: 0,
      },
    ]);
    const error = await clientWith(link)
      .query({ query: SETUP_REQUIRED_QUERY })
      .catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Not signed in');
    expect(getSession()).toBeNull();
  });

  it("keeps a newer session when a refusal answers the previous session's token", async () => {
    setSession({ token: 'old', role: 'USER' });
    let release: () => void = () => undefined;
    const slow = new ApolloLink(
      () =>
        new Observable((observer) => {
          release = () => {
            observer.next(graphQLErrorResult('Your session has expired.', 'UNAUTHENTICATED'));
            observer.complete();
          };
        }),
    );
    const pending = clientWith(slow)
      .query({ query: SETUP_REQUIRED_QUERY })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Logged out, then in again as someone else, while the old query was still on its way.
    setSession({ token: 'new', role: 'ADMIN' });
    release();
    await pending;
    expect(getSession()).toEqual({ token: 'new', role: 'ADMIN' });
  });

  it('keeps the session on other errors', async () => {
    setSession({ token: 'ok', role: 'ADMIN' });
    const link = new MockLink([
      { request: { query: SETUP_REQUIRED_QUERY }, result: graphQLErrorResult('Forbidden', 'FORBIDDEN'), delay: 0 },
    ]);
    await clientWith(link)
      .query({ query: SETUP_REQUIRED_QUERY })
      .catch(() => undefined);
    expect(getSession()).not.toBeNull();
  });
});
