import { Badge } from '../../components/ui';
import type { StatusLook } from '../lib/status';

export function StatusBadge({ look }: { look: StatusLook }) {
  return (
    <Badge variant={look.variant} className={look.className}>
      {look.label}
    </Badge>
  );
}
