import './SiteHeader.css';

import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

import { Button, ButtonLink, Icon } from '../components/ui';
import { isBackOfficeRole } from '../lib/session';
import { useInBrowser } from '../lib/useInBrowser';
import { useScrolledPast } from '../lib/useScrolledPast';
import { useLogout, useSession } from '../lib/useSession';
import { loginPathFrom } from '../pages/auth/postAuthPath';
import { BackButton } from './BackButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HEADER_SCROLLED_AT_PX } from './scrollThresholds';

const messages = defineMessages({
  home: { id: 'layout.nav.home', defaultMessage: 'Home' },
  packages: { id: 'layout.nav.packages', defaultMessage: 'Packages' },
  book: { id: 'layout.nav.book', defaultMessage: 'Book' },
  consultation: { id: 'layout.nav.consultation', defaultMessage: 'Consultation' },
  brand: { id: 'layout.brand.name', defaultMessage: 'Rihla' },
  homeLink: { id: 'layout.brand.homeLink', defaultMessage: 'Rihla home' },
  main: { id: 'layout.nav.main', defaultMessage: 'Main' },
  signOut: { id: 'layout.account.signOut', defaultMessage: 'Sign out' },
  signOutEverywhere: { id: 'layout.account.signOutEverywhere', defaultMessage: 'Sign out of all devices' },
});

/** Signing out of this device, or of every device the account is signed in on (the server ends their sessions). */
type SignOutScope = 'here' | 'everywhere';
const SIGN_OUTS = [
  { scope: 'here', label: messages.signOut, variant: 'secondary' },
  { scope: 'everywhere', label: messages.signOutEverywhere, variant: 'ghost' },
] as const;

const NAV_LINKS = [
  { to: '/', label: messages.home, end: true },
  { to: '/packages', label: messages.packages, end: false },
  { to: '/book', label: messages.book, end: false },
  { to: '/consultation', label: messages.consultation, end: false },
];

export function SiteHeader() {
  const intl = useIntl();
  const session = useSession();
  const scrolled = useScrolledPast(HEADER_SCROLLED_AT_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  // Moving to another page closes the menu (state adjusted while rendering, as React advises over an effect).
  const [menuPathname, setMenuPathname] = useState(pathname);
  const navigate = useNavigate();
  const endSession = useLogout();
  const [loggingOut, setLoggingOut] = useState<SignOutScope | null>(null);
  // In the home page's served first screen the menu cannot open until the app runs: it says so (disabled).
  const inBrowser = useInBrowser();

  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  async function logout(scope: SignOutScope) {
    setLoggingOut(scope);
    await endSession({ everywhere: scope === 'everywhere' });
    setLoggingOut(null);
    await navigate('/');
  }

  return (
    <header className={['site-header', scrolled && 'site-header--scrolled'].filter(Boolean).join(' ')}>
      <div className="container site-header__bar">
        {pathname !== '/' && <BackButton />}
        <Link to="/" className="brand" aria-label={intl.formatMessage(messages.homeLink)}>
          <img
            src="/images/logo.svg"
            alt={intl.formatMessage(messages.brand)}
            width="129"
            height="48"
            className="brand__logo"
          />
        </Link>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          disabled={!inBrowser}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="sr-only">
            <FormattedMessage id="layout.nav.menu" defaultMessage="Menu" />
          </span>
        </button>
        <nav
          id="site-nav"
          aria-label={intl.formatMessage(messages.main)}
          className={['site-nav', menuOpen && 'site-nav--open'].filter(Boolean).join(' ')}
        >
          <ul className="site-nav__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="site-nav__link">
                  {intl.formatMessage(link.label)}
                </NavLink>
              </li>
            ))}
            {isBackOfficeRole(session?.role) && (
              <li>
                {/* The back-office is English only: a full load leaves the language's address. */}
                <a href="/admin" className="site-nav__link">
                  <FormattedMessage id="layout.nav.admin" defaultMessage="Admin" />
                </a>
              </li>
            )}
            {session?.role === 'AGENT' ? (
              <li>
                <NavLink to="/agent" className="site-nav__link">
                  <FormattedMessage id="layout.nav.agentPortal" defaultMessage="Agent portal" />
                </NavLink>
              </li>
            ) : (
              session &&
              !isBackOfficeRole(session.role) && (
                <li>
                  <NavLink to="/my-trips" className="site-nav__link">
                    <FormattedMessage id="layout.nav.myTrips" defaultMessage="My trips" />
                  </NavLink>
                </li>
              )
            )}
          </ul>
          <LanguageSwitcher />
          <div className="site-nav__account">
            {session ? (
              SIGN_OUTS.map(({ scope, label, variant }) => (
                <Button
                  key={scope}
                  variant={variant}
                  size="sm"
                  onClick={() => void logout(scope)}
                  loading={loggingOut === scope}
                >
                  {intl.formatMessage(label)}
                </Button>
              ))
            ) : (
              // Signing in from a page comes back to it (the booking being paid, My trips).
              <ButtonLink to={loginPathFrom(`${pathname}${search}`)} variant="secondary" size="sm">
                <FormattedMessage id="layout.account.login" defaultMessage="Login" />
              </ButtonLink>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
