/**
 * The signed-in session ({token, role}) lives in localStorage under 'rihla.session' so that every tab shares it:
 * writes here notify this tab's subscribers directly, and the browser's `storage` event carries them to the others
 * (logging out in one tab logs out all of them).
 */
export type Role = 'ADMIN' | 'STAFF' | 'GROUP_LEADER' | 'AGENT' | 'USER';

export interface Session {
  token: string;
  role: Role;
  /** A staff sign-in that may only set up two-factor (STAFF_TWO_FACTOR required, decision 0051). */
  enrol?: true;
}

export const SESSION_STORAGE_KEY = 'rihla.session';

const ROLES: readonly Role[] = ['ADMIN', 'STAFF', 'GROUP_LEADER', 'AGENT', 'USER'];
const listeners = new Set<() => void>();

// useSyncExternalStore needs the same object for the same stored text, so the parse is memoised on the raw value.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (privacy mode); behave as logged out
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token === 'string' && value.token && ROLES.includes(value.role as Role)) {
      return { token: value.token, role: value.role as Role, ...(value.enrol === true ? { enrol: true } : {}) };
    }
  } catch {
    // a corrupt record counts as no session
  }
  return null;
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function setSession(session: Session): void {
  const { token, role, enrol } = session;
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, role, ...(enrol ? { enrol } : {}) }));
  notify();
}

export function clearSession(): void {
  if (readRaw() === null) return;
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

function onStorage(event: StorageEvent) {
  // key === null means another tab called localStorage.clear()
  if (event.key === SESSION_STORAGE_KEY || event.key === null) notify();
}

/** Calls `listener` whenever the session changes in this tab or another one; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** ADMIN and STAFF work in the back-office. */
export function isBackOfficeRole(role: Role | null | undefined): boolean {
  return role === 'ADMIN' || role === 'STAFF';
}

/**
 * The roles the /admin app opens for: the back-office, and a GROUP_LEADER, who sees only their groups' page there
 * (/admin/leader) and the two-factor set-up, never the back-office (decision 0060). An AGENT works in the public
 * app's /agent and comes here only while its sign-in must first set up two-factor (`enrol`): the enrolment page
 * lives here (decision 0065).
 */
export function usesAdminApp(role: Role | null | undefined, enrol = false): boolean {
  return isBackOfficeRole(role) || role === 'GROUP_LEADER' || (role === 'AGENT' && enrol);
}
