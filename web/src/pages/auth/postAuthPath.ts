import { isBackOfficeRole, type Role } from '../../lib/session';

/** Spec section 4: after login or signup ADMIN/STAFF land in the back-office, customers on the home page. */
export function postAuthPath(role: Role): string {
  return isBackOfficeRole(role) ? '/admin' : '/';
}
