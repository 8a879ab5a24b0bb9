import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { Observable } from 'rxjs';

/** A dropped stream is retried this often (graphql-sse backs off between tries) before the caller hears of it. */
const RETRY_ATTEMPTS = 2;

/**
 * GraphQL subscriptions over Server-Sent Events, as Yoga serves them (graphql-sse "distinct connections" mode): one
 * POST per subscription carrying that operation's own headers (the session, X-Booking-Token), so no token ever
 * travels in a URL. Once the retries are spent the subscription errors and the page falls back to polling.
 */
export function createSseLink(url: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        const client = createClient({ url, headers, singleConnection: false, retryAttempts: RETRY_ATTEMPTS });
        const dispose = client.subscribe<Record<string, unknown>>(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            error: (err) => observer.error(err instanceof Error ? err : new Error('Live updates are unavailable.')),
            complete: () => observer.complete(),
          },
        );
        return () => {
          dispose();
          client.dispose();
        };
      }),
  );
}
