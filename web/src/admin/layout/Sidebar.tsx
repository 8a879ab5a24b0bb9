import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

import { Icon, type IconName } from '../../components/ui';
import { errorMessage } from '../../lib/errors';
import type { Role } from '../../lib/session';
import { useLogout } from '../../lib/useSession';
import { adminNavFor } from './navigation';
import { openQueueDashboard } from './openQueues';

export interface SidebarProps {
  role: Role;
  /** Reports a failed action (the Queues session) to the layout's alert region. */
  onError: (message: string) => void;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** A sidebar entry that does something instead of going somewhere (Queues, Logout). */
interface SidebarAction {
  label: string;
  icon: IconName;
  /** Read after the label by screen readers only. */
  note?: string;
  run: () => Promise<void>;
}

function SidebarActionButton({ label, icon, note, run }: SidebarAction) {
  const [busy, setBusy] = useState(false);

  async function click() {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="admin-nav__link"
      onClick={() => void click()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <Icon name={icon} />
      <span>{label}</span>
      {note && <span className="sr-only"> {note}</span>}
    </button>
  );
}

export function Sidebar({ role, onError, onNavigate }: SidebarProps) {
  const navigate = useNavigate();
  const endSession = useLogout();

  async function openQueues() {
    try {
      await openQueueDashboard();
    } catch (error) {
      onError(errorMessage(error, 'Could not open the queue dashboard.'));
    }
  }

  async function logout(everywhere = false) {
    await endSession({ everywhere });
    void navigate('/', { replace: true });
  }

  const actions: SidebarAction[] = [
    ...(role === 'ADMIN'
      ? [{ label: 'Queues', icon: 'clock', note: '(opens in a new tab)', run: openQueues } as const]
      : []),
    { label: 'Logout', icon: 'lock', run: () => logout() },
    { label: 'Sign out of all devices', icon: 'lock', run: () => logout(true) },
  ];

  return (
    <nav className="admin-sidebar__nav" aria-label="Back-office">
      <ul className="admin-nav">
        {adminNavFor(role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                ['admin-nav__link', isActive && 'admin-nav__link--active'].filter(Boolean).join(' ')
              }
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="admin-nav admin-nav--footer">
        {actions.map((action) => (
          <li key={action.label}>
            <SidebarActionButton {...action} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
