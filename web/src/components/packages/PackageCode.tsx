import { isBackOfficeRole } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { Badge } from '../ui';

/**
 * A package's internal code ("UMR-ECO-10") as a badge, for staff only: it is how the team names packages, and reads
 * as noise to pilgrims (issue #31).
 */
export function PackageCode({ code }: { code: string }) {
  const session = useSession();
  return isBackOfficeRole(session?.role) ? <Badge variant="gold">{code}</Badge> : null;
}
