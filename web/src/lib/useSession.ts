import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';

import { graphql } from '../gql';
import { clearSession, getSession, type Session, subscribeSession } from './session';

/** Ends this device's session on the server too: its token stops working, other devices stay signed in. */
export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);

/** "Sign out of all devices": every token of the user stops working, this one included. */
export const LOGOUT_EVERYWHERE_MUTATION = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

/** A hung API must not keep anyone signed in on this device. */
const LOGOUT_WAIT_MS = 5000;

/** The current session (or null), re-rendering on login, logout and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/**
 * Logs out for real: the local session is dropped, the server ends this device's session (or, `everywhere`, every
 * session of the user), then the cached data of that user goes, also when the server could not be told.
 */
export function useLogout(): (options?: { everywhere?: boolean }) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async ({ everywhere = false } = {}) => {
      // Forgotten here first, so a page left before the server answers keeps no token it has revoked (the next
      // login would carry it and be refused); the server is told with the token as it was.
      const token = getSession()?.token;
      clearSession();
      if (token) {
        const mutation = everywhere ? LOGOUT_EVERYWHERE_MUTATION : LOGOUT_MUTATION;
        const context = { headers: { Authorization: `Bearer ${token}` } };
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
        await Promise.race([client.mutate({ mutation, context }).catch(() => undefined), timeout]);
      }
      await client.clearStore().catch(() => undefined);
    },
    [client],
  );
}
