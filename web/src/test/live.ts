import { ApolloLink } from '@apollo/client';
import { act } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { ReplaySubject } from 'rxjs';

/**
 * Stands in for the SSE link (lib/sseLink.ts) in component tests: every subscription receives what the test
 * pushes, or the error it fails with; queries and mutations go on down the chain (to a MockLink).
 */
export function liveLink() {
  // Replays the last result to a new subscriber, as the server starts each subscription with the current state.
  const results = new ReplaySubject<ApolloLink.Result>(1);
  const subscriptions: { name: string; headers: Record<string, string> }[] = [];
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.SUBSCRIPTION) return forward(operation);
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    subscriptions.push({ name: operation.operationName ?? '', headers });
    return results.asObservable();
  });
  return {
    link,
    /** The subscriptions opened so far, with the headers each was sent with. */
    subscriptions,
    push: (data: Record<string, unknown>) => act(() => results.next({ data })),
    /** The stream broke for good (retries spent), as graphql-sse reports it. */
    fail: () => act(() => results.error(new Error('Live updates are unavailable.'))),
  };
}

export type LiveLink = ReturnType<typeof liveLink>;
