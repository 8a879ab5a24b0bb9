import './PublicLayout.css';

import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';

import { useLocale } from '../i18n/I18nProvider';
import { basenameOf, DEFAULT_LOCALE, LOCALES, pathInLocale } from '../i18n/locales';
import { ScrollUpButton } from './ScrollUpButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { WelcomeNotice } from './WelcomeNotice';

/**
 * The page in every language, for search engines: <link rel="alternate" hreflang> per language and x-default (the
 * address without a language, which shows the reader's own). React hoists them into <head>.
 */
function LanguageAlternates() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const fullPath = `${basenameOf(locale)}${pathname}`;
  const { origin } = window.location;
  return (
    <>
      {LOCALES.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={`${origin}${pathInLocale(fullPath, target)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathInLocale(fullPath, DEFAULT_LOCALE)}`} />
    </>
  );
}

/** Header (with the back button), page, footer and the floating scroll-up button of every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="site">
      <LanguageAlternates />
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipLink" defaultMessage="Skip to content" />
      </a>
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <WelcomeNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollUpButton />
    </div>
  );
}
