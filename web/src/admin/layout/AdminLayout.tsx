import '../admin.css';
import './layout.css';

import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';

import { Alert } from '../../components/ui';
import type { Role } from '../../lib/session';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The back-office frame: sidebar, top bar, the current page, and an alert region for shell actions. */
export function AdminLayout({ role }: { role: Role }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [shellError, setShellError] = useState<string | null>(null);
  return (
    <div className="admin">
      <a href="#admin-main" className="admin-skip">
        Skip to content
      </a>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape on any link inside the open menu closes it; the aside itself takes no input */}
      <aside
        id="admin-sidebar"
        className={['admin-sidebar', menuOpen && 'admin-sidebar--open'].filter(Boolean).join(' ')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
        }}
      >
        <Link to="/admin" className="admin-brand" onClick={() => setMenuOpen(false)}>
          <img src="/images/logo.svg" alt="" width={28} height={28} />
          <span>
            Rihla <span className="admin-brand__sub">Back-office</span>
          </span>
        </Link>
        <Sidebar role={role} onError={setShellError} onNavigate={() => setMenuOpen(false)} />
      </aside>
      {menuOpen && <div className="admin-scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="admin-body">
        <TopBar role={role} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        {shellError && (
          <div className="admin-toasts">
            <Alert variant="error" onDismiss={() => setShellError(null)}>
              {shellError}
            </Alert>
          </div>
        )}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
