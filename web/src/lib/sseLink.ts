import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
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
        let stop: (() => void) | undefined;
        let stopped = false;
        // The SSE client is fetched with the first subscription: the public pages open none, so their first load
        // does not carry it.
        import('graphql-sse').then(
          ({ createClient }) => {
            if (stopped) return;
            const client = createClient({ url, headers, singleConnection: false, retryAttempts: RETRY_ATTEMPTS });
            const dispose = client.subscribe<Record<string, unknown>>(
              {
                query: print(operation.query),
                variables: operation.variables,
                operationName: operation.operationName,
              },
              {
                next: (result) => observer.next(result as ApolloLink.Result),
                error: (err) => observer.error(err instanceof Error ? err : new Error('Live updates are unavailable.')),
                complete: () => observer.complete(),
              },
            );
            stop = () => {
              dispose();
              client.dispose();
            };
          },
          () => observer.error(new Error('Live updates are unavailable.')),
        );
        return () => {
          stopped = true;
          stop?.();
        };
      }),
  );
}
