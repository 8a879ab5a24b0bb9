import { useLocation, useNavigate } from 'react-router-dom';

import { Badge, Icon } from '../../components/ui';
import type { Role } from '../../lib/session';
import { ROLE_LABELS, roleBadgeVariant } from '../lib/roles';

export interface TopBarProps {
  role: Role;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Back (history, or the site's home when there is none), the menu button on small screens, the role badge. */
export function TopBar({ role, menuOpen, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  function back() {
    // The router marks the entry the app was opened on with the key 'default': nothing to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  }
  return (
    <header className="admin-topbar">
      <button
        type="button"
        className="pill admin-topbar__menu"
        aria-expanded={menuOpen}
        aria-controls="admin-sidebar"
        onClick={onToggleMenu}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} />
        <span className="sr-only">Menu</span>
      </button>
      <button type="button" className="pill admin-topbar__back" onClick={back}>
        <Icon name="arrowLeft" />
        <span>Back</span>
      </button>
      <div className="admin-topbar__end">
        <span className="admin-topbar__signed">Signed in as</span>
        <Badge variant={roleBadgeVariant(role)}>
          <span className="sr-only">Role: </span>
          {ROLE_LABELS[role]}
        </Badge>
      </div>
    </header>
  );
}
