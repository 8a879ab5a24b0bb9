import { Badge } from '../../components/ui';
import type { StatusLook } from '../lib/status';

/** The badge, and under it why (e.g. the review reason of a payment that did not add up). */
export function StatusBadge({ look, detail }: { look: StatusLook; detail?: string | null }) {
  const badge = (
    <Badge variant={look.variant} className={look.className}>
      {look.label}
    </Badge>
  );
  if (!detail) return badge;
  return (
    <>
      {badge}
      <span className="admin-sub admin-wrap">{detail}</span>
    </>
  );
}
