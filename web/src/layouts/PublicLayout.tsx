import './PublicLayout.css';

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { ScrollUpButton } from './ScrollUpButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header (with the back button), page, footer and the floating scroll-up button of every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollUpButton />
    </div>
  );
}
