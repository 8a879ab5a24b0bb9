import { type ComponentType, lazy, useState } from 'react';

type Page = ComponentType & { preload(): Promise<unknown> };

/**
 * A page in its own chunk, fetched on its first visit, so the home page's first load carries only itself. Once
 * the chunk is in (a visit, or `preload`), later mounts render it at once without suspending; each mount keeps
 * the one component it started with, so a page never remounts when its chunk arrives.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Page {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module[name]));
  const Suspending: ComponentType = lazy(() => preload().then((component: ComponentType) => ({ default: component })));
  function LazyPage() {
    const [{ Component }] = useState(() => ({ Component: loaded ?? Suspending }));
    return <Component />;
  }
  return Object.assign(LazyPage, { preload });
}

export const AuthPage = lazyPage(() => import('./pages/AuthPage'), 'AuthPage');
export const BookPage = lazyPage(() => import('./pages/BookPage'), 'BookPage');
export const CheckoutPage = lazyPage(() => import('./pages/CheckoutPage'), 'CheckoutPage');
export const ConsultationPage = lazyPage(() => import('./pages/ConsultationPage'), 'ConsultationPage');
export const CustomBookPage = lazyPage(() => import('./pages/CustomBookPage'), 'CustomBookPage');
export const MyTripsPage = lazyPage(() => import('./pages/MyTripsPage'), 'MyTripsPage');
export const NewsletterConfirmPage = lazyPage(() => import('./pages/NewsletterLinkPage'), 'NewsletterConfirmPage');
export const NewsletterUnsubscribePage = lazyPage(
  () => import('./pages/NewsletterLinkPage'),
  'NewsletterUnsubscribePage',
);
export const PackageDetailPage = lazyPage(() => import('./pages/PackageDetailPage'), 'PackageDetailPage');
export const PackagesPage = lazyPage(() => import('./pages/PackagesPage'), 'PackagesPage');
export const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
export const SearchResultsPage = lazyPage(() => import('./pages/SearchResultsPage'), 'SearchResultsPage');
export const SetupPage = lazyPage(() => import('./pages/SetupPage'), 'SetupPage');
export const TrainingModulePage = lazyPage(() => import('./pages/TrainingModulePage'), 'TrainingModulePage');
export const TrainingPage = lazyPage(() => import('./pages/TrainingPage'), 'TrainingPage');

const pages = [
  AuthPage,
  BookPage,
  CheckoutPage,
  ConsultationPage,
  CustomBookPage,
  MyTripsPage,
  PackageDetailPage,
  PackagesPage,
  SearchResultsPage,
  SetupPage,
  TrainingModulePage,
  TrainingPage,
];

/** Fetches every public page's chunk (component tests render the whole app synchronously after it). */
export async function preloadPages(): Promise<void> {
  await Promise.all(pages.map((page) => page.preload()));
}
