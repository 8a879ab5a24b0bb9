import type { IconName } from '../../components/ui';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Matches only the exact path (the dashboard at /admin). */
  end?: boolean;
}

/** The sidebar, in the spec's order plus Timetable (Queues and Logout are actions, added by the sidebar). */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'compass', end: true },
  { to: '/admin/users', label: 'Users', icon: 'users' },
  { to: '/admin/reviews', label: 'Reviews', icon: 'star' },
  { to: '/admin/profiles', label: 'Profiles', icon: 'shield' },
  { to: '/admin/packages', label: 'Packages', icon: 'building' },
  { to: '/admin/bookings', label: 'Bookings', icon: 'calendar' },
  { to: '/admin/custom-bookings', label: 'Custom Bookings', icon: 'plane' },
  { to: '/admin/timetable', label: 'Timetable', icon: 'clock' },
  { to: '/admin/consultations', label: 'Consultations', icon: 'mail' },
  { to: '/admin/training', label: 'Training', icon: 'book' },
];
