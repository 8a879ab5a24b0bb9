import type { IconName } from '../../components/ui';
import type { Role } from '../../lib/session';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Matches only the exact path (the dashboard at /admin). */
  end?: boolean;
  /** Shown to ADMIN only (the API refuses STAFF there anyway). */
  adminOnly?: boolean;
}

/** The sidebar, in the spec's order plus Timetable (Queues and Logout are actions, added by the sidebar). */
const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'compass', end: true },
  { to: '/admin/users', label: 'Users', icon: 'users' },
  { to: '/admin/reviews', label: 'Reviews', icon: 'star' },
  { to: '/admin/profiles', label: 'Profiles', icon: 'shield' },
  { to: '/admin/packages', label: 'Packages', icon: 'building' },
  { to: '/admin/bookings', label: 'Bookings', icon: 'calendar' },
  { to: '/admin/custom-bookings', label: 'Custom Bookings', icon: 'plane' },
  { to: '/admin/payment-events', label: 'Payment events', icon: 'card', adminOnly: true },
  { to: '/admin/timetable', label: 'Timetable', icon: 'clock' },
  { to: '/admin/consultations', label: 'Consultations', icon: 'mail' },
  { to: '/admin/training', label: 'Training', icon: 'book' },
];

export function adminNavFor(role: Role): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.adminOnly || role === 'ADMIN');
}
