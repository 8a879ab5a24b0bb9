import { Navigate, Route, Routes } from 'react-router-dom';

import { isBackOfficeRole } from '../lib/session';
import { useSession } from '../lib/useSession';
import { AdminLayout } from './layout/AdminLayout';
import { adminNavFor } from './layout/navigation';
import { BookingDetailPage } from './pages/BookingDetailPage';
import { ConsultationDetailPage } from './pages/ConsultationDetailPage';

/** The back-office under /admin/*: ADMIN and STAFF only (everyone else goes to /), one route per sidebar page. */
export default function AdminApp() {
  const session = useSession();
  if (!session || !isBackOfficeRole(session.role)) return <Navigate to="/" replace />;
  return (
    <Routes>
      <Route element={<AdminLayout role={session.role} />}>
        {adminNavFor(session.role).map(({ to, page: Page }) =>
          to === '/admin' ? (
            <Route key={to} index element={<Page />} />
          ) : (
            <Route key={to} path={to.slice('/admin/'.length)} element={<Page />} />
          ),
        )}
        <Route path="bookings/:id" element={<BookingDetailPage />} />
        <Route path="consultations/:id" element={<ConsultationDetailPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
