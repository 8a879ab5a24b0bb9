import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { PageLoading } from './components/PageLoading';
import { RouteGuard } from './components/RouteGuard';
import { PublicLayout } from './layouts/PublicLayout';
import { AuthPage } from './pages/AuthPage';
import { BookPage } from './pages/BookPage';
import { CheckoutPage } from './pages/CheckoutPage';
import { ConsultationPage } from './pages/ConsultationPage';
import { CustomBookPage } from './pages/CustomBookPage';
import { HomePage } from './pages/HomePage';
import { PackageDetailPage } from './pages/PackageDetailPage';
import { PackagesPage } from './pages/PackagesPage';
import { SearchResultsPage } from './pages/SearchResultsPage';
import { SetupPage } from './pages/SetupPage';
import { TrainingModulePage } from './pages/TrainingModulePage';
import { TrainingPage } from './pages/TrainingPage';

// The back-office is only for ADMIN/STAFF: keep it out of the public bundle.
const AdminApp = lazy(() => import('./admin/AdminApp'));

/** Every route of the site, behind the role guard. */
export function AppRoutes() {
  return (
    <RouteGuard>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="packages" element={<PackagesPage />} />
          <Route path="packages/:id" element={<PackageDetailPage />} />
          <Route path="package/:id" element={<PackageDetailPage />} />
          <Route path="book" element={<BookPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="consultation" element={<ConsultationPage />} />
          <Route path="custom-book" element={<CustomBookPage />} />
          <Route path="search/results" element={<SearchResultsPage />} />
          <Route path="training" element={<TrainingPage />} />
          <Route path="training/:slug" element={<TrainingModulePage />} />
          <Route path="login" element={<AuthPage />} />
          <Route path="register" element={<AuthPage />} />
          <Route path="setup" element={<SetupPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </RouteGuard>
  );
}
