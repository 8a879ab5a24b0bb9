import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';

import { graphql } from '../gql';
import { clearSession, getSession, type Session, subscribeSession } from './session';

/** Ends the session on the server too: every token issued before it stops working. */
export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);

/** A hung API must not keep anyone signed in on this device. */
const LOGOUT_WAIT_MS = 5000;

/** The current session (or null), re-rendering on login, logout and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/**
 * Logs out for real: the server bumps the user's token version (every token issued so far stops working), then
 * the local session and the cached data of that user are dropped, also when the server could not be told.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    if (getSession()) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
      await Promise.race([client.mutate({ mutation: LOGOUT_MUTATION }).catch(() => undefined), timeout]);
    }
    clearSession();
    await client.clearStore().catch(() => undefined);
  }, [client]);
}
