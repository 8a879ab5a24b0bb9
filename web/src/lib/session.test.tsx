import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clearSession, getSession, SESSION_STORAGE_KEY, setSession } from './session';
import { useSession } from './useSession';

function SessionProbe() {
  const session = useSession();
  return <p data-testid="session">{session ? session.role : 'anonymous'}</p>;
}

/** What the browser does in this tab when another tab writes the same localStorage key. */
function writeFromAnotherTab(value: string | null) {
  const oldValue = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (value === null) window.localStorage.removeItem(SESSION_STORAGE_KEY);
  else window.localStorage.setItem(SESSION_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: SESSION_STORAGE_KEY,
      oldValue,
      newValue: value,
      storageArea: window.localStorage,
    }),
  );
}

describe('session', () => {
  it("stores {token, role} under 'rihla.session' and clears it", () => {
    setSession({ token: 't1', role: 'USER' });
    expect(JSON.parse(window.localStorage.getItem('rihla.session')!)).toEqual({ token: 't1', role: 'USER' });
    expect(getSession()).toEqual({ token: 't1', role: 'USER' });
    clearSession();
    expect(window.localStorage.getItem('rihla.session')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('treats a corrupt or foreign record as logged out', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(getSession()).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'x', role: 'ROOT' }));
    expect(getSession()).toBeNull();
  });

  it('re-renders on login and logout in this tab', () => {
    render(<SessionProbe />);
    expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
    act(() => setSession({ token: 't', role: 'STAFF' }));
    expect(screen.getByTestId('session')).toHaveTextContent('STAFF');
    act(() => clearSession());
    expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
  });

  it('follows logins and logouts made in other tabs (storage event)', () => {
    render(<SessionProbe />);
    act(() => writeFromAnotherTab(JSON.stringify({ token: 'other-tab', role: 'ADMIN' })));
    expect(screen.getByTestId('session')).toHaveTextContent('ADMIN');
    act(() => writeFromAnotherTab(null));
    expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
  });

  it('ignores storage events for other keys', () => {
    setSession({ token: 't', role: 'USER' });
    render(<SessionProbe />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: 'x' }));
    });
    expect(screen.getByTestId('session')).toHaveTextContent('USER');
  });
});
