import { Badge, Card } from '../../components/ui';
import { AdminPage } from '../components/AdminPage';
import { ROLE_LABELS, roleBadgeVariant } from '../lib/roles';
import { useAdminRole } from '../lib/useAdminRole';

const ROLE_NOTES = {
  ADMIN: 'You can create users of any role, switch users between Admin and Staff, and delete users and packages.',
  STAFF:
    'You can create Staff and User accounts, switch non-admin users between Staff and User, and manage the catalogue, reviews and training.',
  GROUP_LEADER: '',
  AGENT: '',
  USER: '',
} as const;

/** Spec: the profile page shows the current role only. */
export function ProfilesPage() {
  const role = useAdminRole();
  return (
    <AdminPage title="Profile">
      <Card as="section" className="admin-profile" aria-labelledby="profile-role">
        <h2 id="profile-role" className="admin-section__title">
          Current role
        </h2>
        {/* The role once: a badge beside its own code read "ADMIN ADMIN" (badges are set in capitals). */}
        <p className="admin-profile__role">
          <Badge variant={roleBadgeVariant(role)}>{ROLE_LABELS[role]}</Badge>
        </p>
        {ROLE_NOTES[role] && <p className="muted">{ROLE_NOTES[role]}</p>}
      </Card>
    </AdminPage>
  );
}
