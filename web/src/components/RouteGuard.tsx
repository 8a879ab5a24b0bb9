import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { isBackOfficeRole } from '../lib/session';
import { useSession } from '../lib/useSession';

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** ADMIN/STAFF live in /admin; everyone else is kept out of it (docs/product-rules.md#routes). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const backOffice = isBackOfficeRole(session?.role);
  const inAdmin = isAdminPath(pathname);
  if (backOffice && !inAdmin) return <Navigate to="/admin" replace />;
  if (!backOffice && inAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
