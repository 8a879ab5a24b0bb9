import type { Role } from '../../lib/session';
import { useSession } from '../../lib/useSession';

/** The signed-in role inside the back-office (AdminApp lets only ADMIN and STAFF in). */
export function useAdminRole(): Role {
  return useSession()?.role ?? 'USER';
}
