import { type ComponentType, lazy, useState } from 'react';

type Lazy<Props> = ComponentType<Props> & { preload(): Promise<unknown> };

/** Every lazy page's loader, in the order they are declared: what `preloadPages` fetches. */
const preloads: (() => Promise<unknown>)[] = [];

/**
 * A page in its own chunk, fetched on its first visit, so the home page's first load carries only itself. Once
 * the chunk is in (a visit, or `preload`), later mounts render it at once without suspending; each mount keeps
 * the one component it started with, so a page never remounts when its chunk arrives.
 */
function lazyPage<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Lazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((module): ComponentType<Props> => (loaded = module[name]));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPage(props: Props) {
    const [{ Component }] = useState(() => ({ Component: loaded ?? Suspending }));
    return <Component {...props} />;
  }
  preloads.push(preload);
  return Object.assign(LazyPage, { preload });
}

export const AuthPage = lazyPage(() => import('./pages/AuthPage'), 'AuthPage');
export const BookPage = lazyPage(() => import('./pages/BookPage'), 'BookPage');
export const AgentPortal = lazyPage(() => import('./pages/agent/AgentPortal'), 'AgentPortal');
export const CheckoutPage = lazyPage(() => import('./pages/CheckoutPage'), 'CheckoutPage');
export const PrivacyPage = lazyPage(() => import('./pages/LegalPage'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('./pages/LegalPage'), 'TermsPage');
export const ClaimBookingsPage = lazyPage(() => import('./pages/ClaimBookingsPage'), 'ClaimBookingsPage');
export const ConsultationPage = lazyPage(() => import('./pages/ConsultationPage'), 'ConsultationPage');
export const CustomBookPage = lazyPage(() => import('./pages/CustomBookPage'), 'CustomBookPage');
export const MyTripsPage = lazyPage(() => import('./pages/MyTripsPage'), 'MyTripsPage');
export const NewsletterConfirmPage = lazyPage(() => import('./pages/NewsletterLinkPage'), 'NewsletterConfirmPage');
export const NewsletterUnsubscribePage = lazyPage(
  () => import('./pages/NewsletterLinkPage'),
  'NewsletterUnsubscribePage',
);
export const AcceptInvitationPage = lazyPage(
  () => import('./admin/pages/AcceptInvitationPage'),
  'AcceptInvitationPage',
);
export const PackageDetailPage = lazyPage(() => import('./pages/PackageDetailPage'), 'PackageDetailPage');
export const PackagesPage = lazyPage(() => import('./pages/PackagesPage'), 'PackagesPage');
export const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
export const SearchResultsPage = lazyPage(() => import('./pages/SearchResultsPage'), 'SearchResultsPage');
export const SetupPage = lazyPage(() => import('./pages/SetupPage'), 'SetupPage');
export const TrainingModulePage = lazyPage(() => import('./pages/TrainingModulePage'), 'TrainingModulePage');
export const TrainingPage = lazyPage(() => import('./pages/TrainingPage'), 'TrainingPage');

/**
 * The home page's two forms (the hero's trip search, the newsletter), with react-hook-form and zod: ~27 kB Brotli
 * the first paint does not need. They load as they come near the viewport (components/NearViewport.tsx).
 */
export const DeferredTripSearchForm = lazyPage(() => import('./components/search/TripSearchForm'), 'TripSearchForm');
export const DeferredNewsletterForm = lazyPage(() => import('./pages/home/NewsletterForm'), 'NewsletterForm');

/** Fetches every public page's chunk and the home's forms (component tests render the app synchronously after it). */
export async function preloadPages(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}
