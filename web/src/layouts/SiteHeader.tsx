import './SiteHeader.css';

import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

import { Button, ButtonLink, Icon } from '../components/ui';
import { isBackOfficeRole } from '../lib/session';
import { useScrolledPast } from '../lib/useScrolledPast';
import { useLogout, useSession } from '../lib/useSession';
import { BackButton } from './BackButton';
import { HEADER_SCROLLED_AT_PX } from './scrollThresholds';

const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/packages', label: 'Packages', end: false },
  { to: '/book', label: 'Book', end: false },
  { to: '/consultation', label: 'Consultation', end: false },
];

export function SiteHeader() {
  const session = useSession();
  const scrolled = useScrolledPast(HEADER_SCROLLED_AT_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Moving to another page closes the menu (state adjusted while rendering, as React advises over an effect).
  const [menuPathname, setMenuPathname] = useState(pathname);
  const navigate = useNavigate();
  const endSession = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);

  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  async function logout() {
    setLoggingOut(true);
    await endSession();
    setLoggingOut(false);
    await navigate('/');
  }

  return (
    <header className={['site-header', scrolled && 'site-header--scrolled'].filter(Boolean).join(' ')}>
      <div className="container site-header__bar">
        {pathname !== '/' && <BackButton />}
        <Link to="/" className="brand" aria-label="Rihla home">
          <img src="/images/logo.svg" alt="Rihla" width="129" height="48" className="brand__logo" />
        </Link>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="sr-only">Menu</span>
        </button>
        <nav
          id="site-nav"
          aria-label="Main"
          className={['site-nav', menuOpen && 'site-nav--open'].filter(Boolean).join(' ')}
        >
          <ul className="site-nav__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isBackOfficeRole(session?.role) && (
              <li>
                <NavLink to="/admin" className="site-nav__link">
                  Admin
                </NavLink>
              </li>
            )}
            {session && !isBackOfficeRole(session.role) && (
              <li>
                <NavLink to="/my-trips" className="site-nav__link">
                  My trips
                </NavLink>
              </li>
            )}
          </ul>
          <div className="site-nav__account">
            {session ? (
              <Button variant="secondary" size="sm" onClick={() => void logout()} loading={loggingOut}>
                Logout
              </Button>
            ) : (
              <ButtonLink to="/login" variant="secondary" size="sm">
                Login
              </ButtonLink>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
