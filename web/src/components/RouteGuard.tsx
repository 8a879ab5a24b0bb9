import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { usesAdminApp } from '../lib/session';
import { useSession } from '../lib/useSession';

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * ADMIN/STAFF live in /admin, and a GROUP_LEADER in its /admin/leader page (AdminApp keeps them there); everyone
 * else is kept out of it (docs/product-rules.md#routes).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const backOffice = usesAdminApp(session?.role, session?.enrol);
  const inAdmin = isAdminPath(pathname);
  // A staff sign-in that may only set up two-factor goes straight to its enrolment page (decision 0051).
  if (backOffice && !inAdmin) return <Navigate to={session?.enrol ? '/admin/two-factor' : '/admin'} replace />;
  if (!backOffice && inAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
