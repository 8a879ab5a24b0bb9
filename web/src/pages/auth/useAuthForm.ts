import { useNavigate } from 'react-router-dom';

import { type Role, setSession } from '../../lib/session';
import { postAuthPath } from './postAuthPath';

/** What login and register return: the session token (none when refused) and the account's role. */
interface IssuedSession {
  token?: string | null;
  role: Role;
}

/** Keeps the session the server just issued and leaves the auth page for where the role belongs. */
export function useStartSession() {
  const navigate = useNavigate();
  return async (issued: IssuedSession | null | undefined, refusedMessage: string) => {
    if (!issued?.token) throw new Error(refusedMessage);
    setSession({ token: issued.token, role: issued.role });
    await navigate(postAuthPath(issued.role), { replace: true });
  };
}
