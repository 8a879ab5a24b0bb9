import { isBackOfficeRole, type Role } from '../../lib/session';

const PARSE_BASE = 'https://rihla.invalid';

/** Tabs, newlines and the like: browsers drop them from URLs, which turns `/\t/evil.example` into `//evil.example`. */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `next` if it is a path of this site: one leading slash, then no second slash or backslash (a protocol-relative
 * `//evil.example` or `/\evil.example`), no control characters, and parsed it stays on the site. Anything else is
 * null, so a crafted link can never send a visitor elsewhere after they sign in (an open redirect).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.includes('\\') || next.startsWith('//') || hasControl(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Back to the sign-in page would be a loop.
  return /^\/(login|register)(\/|\?|#|$)/.test(path) ? null : path;
}

/** A group leader's one page (decision 0060). */
const LEADER_PATH = '/admin/leader';
/** An agent's portal (decision 0065). */
const AGENT_PATH = '/agent';

const homeOf = (role: Role) =>
  isBackOfficeRole(role) ? '/admin' : role === 'GROUP_LEADER' ? LEADER_PATH : role === 'AGENT' ? AGENT_PATH : '/';

/**
 * Spec section 4: after login or signup ADMIN/STAFF land in the back-office, a group leader on their groups' page,
 * an agent in the agent portal, customers on the home page; unless the
 * visitor was on their way somewhere on this site (`next`), where they go instead.
 */
export function postAuthPath(role: Role, next?: string | null): string {
  return safeNextPath(next) ?? homeOf(role);
}

/** The sign-in page, asked to come back to `path` afterwards (not for the home page or the auth pages). */
export function loginPathFrom(path: string, page: '/login' | '/register' = '/login'): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `${page}?${new URLSearchParams({ next })}` : page;
}
