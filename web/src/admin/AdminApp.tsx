import { Navigate, Route, Routes } from 'react-router-dom';

import { isBackOfficeRole } from '../lib/session';
import { useSession } from '../lib/useSession';
import { AdminLayout } from './layout/AdminLayout';
import { BookingsPage } from './pages/BookingsPage';
import { ConsultationsPage } from './pages/ConsultationsPage';
import { CustomBookingsPage } from './pages/CustomBookingsPage';
import { DashboardPage } from './pages/DashboardPage';
import { PackagesPage } from './pages/PackagesPage';
import { PaymentEventsPage } from './pages/PaymentEventsPage';
import { ProfilesPage } from './pages/ProfilesPage';
import { ReviewsPage } from './pages/ReviewsPage';
import { ScheduledServicesPage } from './pages/ScheduledServicesPage';
import { TrainingPage } from './pages/TrainingPage';
import { UsersPage } from './pages/UsersPage';

/** The back-office under /admin/*: ADMIN and STAFF only (everyone else goes to /), with its own routes. */
export default function AdminApp() {
  const session = useSession();
  if (!session || !isBackOfficeRole(session.role)) return <Navigate to="/" replace />;
  return (
    <Routes>
      <Route element={<AdminLayout role={session.role} />}>
        <Route index element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="profiles" element={<ProfilesPage />} />
        <Route path="packages" element={<PackagesPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="custom-bookings" element={<CustomBookingsPage />} />
        {session.role === 'ADMIN' && <Route path="payment-events" element={<PaymentEventsPage />} />}
        <Route path="timetable" element={<ScheduledServicesPage />} />
        <Route path="consultations" element={<ConsultationsPage />} />
        <Route path="training" element={<TrainingPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
