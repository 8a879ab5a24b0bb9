import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';

import { PageLoading } from './components/PageLoading';
import { RouteGuard } from './components/RouteGuard';
import { useLocale } from './i18n/I18nProvider';
import { DEFAULT_LOCALE } from './i18n/locales';
import { PublicLayout } from './layouts/PublicLayout';
import {
  AcceptInvitationPage,
  AgentPortal,
  AuthPage,
  BookPage,
  CheckoutPage,
  ClaimBookingsPage,
  ConsultationPage,
  CustomBookPage,
  MyTripsPage,
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
  PackageDetailPage,
  PackagesPage,
  PrivacyPage,
  ResetPasswordPage,
  SearchResultsPage,
  SetupPage,
  TermsPage,
  TrainingModulePage,
  TrainingPage,
} from './lazyPages';
import { HomePage } from './pages/HomePage';

// The back-office is only for ADMIN/STAFF: keep it out of the public bundle.
const AdminApp = lazy(() => import('./admin/AdminApp'));

/**
 * One boundary for every public page, inside the layout: a page's first load shows the header and footer around
 * the loading state, and a later navigation (a transition in react-router) keeps the current page on screen until
 * the next one's chunk has arrived instead of blanking it.
 */
function PageChunk() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The back-office is a staff tool in English: under a language's address (/ar/admin) it reloads at /admin. */
function EnglishOnly({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (locale !== DEFAULT_LOCALE) window.location.replace(`${pathname}${search}`);
  }, [locale, pathname, search]);
  return locale === DEFAULT_LOCALE ? children : <PageLoading />;
}

/** Every route of the site, behind the role guard. */
export function AppRoutes() {
  return (
    <RouteGuard>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <EnglishOnly>
              <Suspense fallback={<PageLoading />}>
                <AdminApp />
              </Suspense>
            </EnglishOnly>
          }
        />
        <Route element={<PublicLayout />}>
          <Route element={<PageChunk />}>
            <Route index element={<HomePage />} />
            <Route path="packages" element={<PackagesPage />} />
            <Route path="packages/:id" element={<PackageDetailPage />} />
            <Route path="package/:id" element={<PackageDetailPage />} />
            <Route path="book" element={<BookPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="my-trips" element={<MyTripsPage />} />
            <Route path="my-trips/claim" element={<ClaimBookingsPage />} />
            <Route path="consultation" element={<ConsultationPage />} />
            <Route path="custom-book" element={<CustomBookPage />} />
            <Route path="search/results" element={<SearchResultsPage />} />
            <Route path="training" element={<TrainingPage />} />
            <Route path="training/:slug" element={<TrainingModulePage />} />
            <Route path="login" element={<AuthPage />} />
            <Route path="register" element={<AuthPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="accept-invitation" element={<AcceptInvitationPage />} />
            <Route path="newsletter/confirm" element={<NewsletterConfirmPage />} />
            <Route path="newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
            <Route path="setup" element={<SetupPage />} />
            <Route path="agent/*" element={<AgentPortal />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Route>
      </Routes>
    </RouteGuard>
  );
}
