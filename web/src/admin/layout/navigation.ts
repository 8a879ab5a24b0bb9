import type { ComponentType } from 'react';

import type { IconName } from '../../components/ui';
import type { Role } from '../../lib/session';
import { ActivityPage } from '../pages/ActivityPage';
import { AgenciesPage } from '../pages/agencies/AgenciesPage';
import { BookingsPage } from '../pages/BookingsPage';
import { ConsultationsPage } from '../pages/ConsultationsPage';
import { DashboardPage } from '../pages/DashboardPage';
import { DocumentTypesPage } from '../pages/DocumentTypesPage';
import { EmailsPage } from '../pages/EmailsPage';
import { InvoicesPage } from '../pages/invoices/InvoicesPage';
import { LegalTextsPage } from '../pages/LegalTextsPage';
import { PackagesPage } from '../pages/PackagesPage';
import { PaymentEventsPage } from '../pages/PaymentEventsPage';
import { ProfilesPage } from '../pages/ProfilesPage';
import { AgedReceivablesPage } from '../pages/receivables/AgedReceivablesPage';
import { ReviewsPage } from '../pages/ReviewsPage';
import { ScheduledServicesPage } from '../pages/ScheduledServicesPage';
import { SiteSettingsPage } from '../pages/SiteSettingsPage';
import { TrainingPage } from '../pages/TrainingPage';
import { TripBookingsPage } from '../pages/TripBookingsPage';
import { SecurityPage } from '../pages/two-factor/SecurityPage';
import { UsersPage } from '../pages/UsersPage';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Matches only the exact path (the dashboard at /admin). */
  end?: boolean;
  /** Shown and routed for ADMIN only (the API refuses STAFF there anyway). */
  adminOnly?: boolean;
  /** The page at `to`. */
  page: ComponentType;
}

/**
 * The back-office's pages: the sidebar in product-rules.md#routes order, plus Timetable (Queues and Logout are actions, added by
 * the sidebar), and the routes of AdminApp.
 */
const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'compass', end: true, page: DashboardPage },
  { to: '/admin/users', label: 'Users', icon: 'users', page: UsersPage },
  { to: '/admin/reviews', label: 'Reviews', icon: 'star', page: ReviewsPage },
  { to: '/admin/profiles', label: 'Profiles', icon: 'shield', page: ProfilesPage },
  { to: '/admin/packages', label: 'Packages', icon: 'building', page: PackagesPage },
  { to: '/admin/bookings', label: 'Bookings', icon: 'calendar', page: BookingsPage },
  { to: '/admin/agencies', label: 'Agencies', icon: 'users', page: AgenciesPage },
  { to: '/admin/invoices', label: 'Invoices', icon: 'card', page: InvoicesPage },
  { to: '/admin/receivables', label: 'Receivables', icon: 'card', page: AgedReceivablesPage },
  { to: '/admin/documents', label: 'Documents', icon: 'shield', page: DocumentTypesPage },
  { to: '/admin/trip-bookings', label: 'Trip Bookings', icon: 'plane', page: TripBookingsPage },
  { to: '/admin/payment-events', label: 'Payment events', icon: 'card', adminOnly: true, page: PaymentEventsPage },
  { to: '/admin/timetable', label: 'Timetable', icon: 'clock', page: ScheduledServicesPage },
  { to: '/admin/consultations', label: 'Consultations', icon: 'mail', page: ConsultationsPage },
  { to: '/admin/emails', label: 'Emails', icon: 'mail', page: EmailsPage },
  { to: '/admin/training', label: 'Training', icon: 'book', page: TrainingPage },
  { to: '/admin/activity', label: 'Activity', icon: 'search', adminOnly: true, page: ActivityPage },
  { to: '/admin/site-settings', label: 'Site settings', icon: 'globe', adminOnly: true, page: SiteSettingsPage },
  { to: '/admin/legal', label: 'Legal texts', icon: 'shield', adminOnly: true, page: LegalTextsPage },
  { to: '/admin/security', label: 'Security', icon: 'lock', page: SecurityPage },
];

export function adminNavFor(role: Role): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.adminOnly || role === 'ADMIN');
}
