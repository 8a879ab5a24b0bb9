import { Navigate, Route, Routes } from 'react-router-dom';

import { usesAdminApp } from '../lib/session';
import { useSession } from '../lib/useSession';
import { AdminLayout } from './layout/AdminLayout';
import { adminNavFor } from './layout/navigation';
import { AgencyPage } from './pages/agencies/AgencyPage';
import { BookingDetailPage } from './pages/BookingDetailPage';
import { ConsultationDetailPage } from './pages/ConsultationDetailPage';
import { DepartureBoardPage } from './pages/departures/DepartureBoardPage';
import { DepartureGroupsPage } from './pages/groups/DepartureGroupsPage';
import { InvoicePage } from './pages/invoices/InvoicePage';
import { LeaderPage } from './pages/leader/LeaderPage';
import { ManifestPage } from './pages/ManifestPage';
import { RoomingPage } from './pages/RoomingPage';
import { TripBookingDetailPage } from './pages/TripBookingDetailPage';
import { TwoFactorEnrolPage } from './pages/two-factor/TwoFactorEnrolPage';
import { DepartureVisasPage } from './pages/visas/DepartureVisasPage';

/**
 * The back-office under /admin/*: ADMIN and STAFF (everyone else goes to /), one route per sidebar page. A
 * GROUP_LEADER gets their groups' page (/admin/leader, also open to staff who lead a group) and the two-factor set-up,
 * without the back-office's layout or any of its pages (decision 0060).
 */
export default function AdminApp() {
  const session = useSession();
  if (!session || !usesAdminApp(session.role, session.enrol)) return <Navigate to="/" replace />;
  // A sign-in that may only set up two-factor (decision 0051): the enrolment page and nothing else.
  if (session.enrol)
    return (
      <Routes>
        <Route path="two-factor" element={<TwoFactorEnrolPage />} />
        <Route path="*" element={<Navigate to="/admin/two-factor" replace />} />
      </Routes>
    );
  if (session.role === 'GROUP_LEADER')
    return (
      <Routes>
        <Route path="leader" element={<LeaderPage />} />
        <Route path="two-factor" element={<TwoFactorEnrolPage />} />
        <Route path="*" element={<Navigate to="/admin/leader" replace />} />
      </Routes>
    );
  return (
    <Routes>
      <Route path="leader" element={<LeaderPage />} />
      <Route element={<AdminLayout role={session.role} />}>
        {adminNavFor(session.role).map(({ to, page: Page }) =>
          to === '/admin' ? (
            <Route key={to} index element={<Page />} />
          ) : (
            <Route key={to} path={to.slice('/admin/'.length)} element={<Page />} />
          ),
        )}
        <Route path="bookings/:id" element={<BookingDetailPage />} />
        <Route path="trip-bookings/:id" element={<TripBookingDetailPage />} />
        <Route path="two-factor" element={<TwoFactorEnrolPage />} />
        <Route path="consultations/:id" element={<ConsultationDetailPage />} />
        <Route path="departures/:id/visas" element={<DepartureVisasPage />} />
        <Route path="departures/:id/rooming" element={<RoomingPage />} />
        <Route path="departures/:id" element={<DepartureBoardPage />} />
        <Route path="departures/:id/manifest" element={<ManifestPage />} />
        <Route path="departures/:id/groups" element={<DepartureGroupsPage />} />
        <Route path="invoices/:id" element={<InvoicePage />} />
        <Route path="agencies/:id" element={<AgencyPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
