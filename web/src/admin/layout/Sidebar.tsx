import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

import { Icon } from '../../components/ui';
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

export function Sidebar({ role, onError, onNavigate }: SidebarProps) {
  const navigate = useNavigate();
  const [openingQueues, setOpeningQueues] = useState(false);
  const endSession = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  async function openQueues() {
    setOpeningQueues(true);
    try {
      await openQueueDashboard();
    } catch (error) {
      onError(errorMessage(error, 'Could not open the queue dashboard.'));
    } finally {
      setOpeningQueues(false);
    }
  }

  async function logout() {
    setLoggingOut(true);
    await endSession();
    void navigate('/', { replace: true });
  }

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
        {role === 'ADMIN' && (
          <li>
            <button
              type="button"
              className="admin-nav__link"
              onClick={() => void openQueues()}
              disabled={openingQueues}
              aria-busy={openingQueues || undefined}
            >
              <Icon name="clock" />
              <span>Queues</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className="admin-nav__link"
            onClick={() => void logout()}
            disabled={loggingOut}
            aria-busy={loggingOut || undefined}
          >
            <Icon name="lock" />
            <span>Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
