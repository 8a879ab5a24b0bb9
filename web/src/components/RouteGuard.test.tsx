import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type Role, setSession } from '../lib/session';
import { packagesMock } from '../test/fixtures';
import { renderApp } from '../test/render';

// The guard is under test, not the back-office (built separately): a stand-in marks arrival in /admin.
vi.mock('../admin/AdminApp', () => ({ default: () => <h1>Admin</h1> }));

const mocks = [packagesMock([])];

async function expectPath(path: string) {
  expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
}

describe('route guard', () => {
  // A GROUP_LEADER's /admin is their groups' page only (AdminApp, decision 0060).
  it.each<Role>(['ADMIN', 'STAFF', 'GROUP_LEADER'])('sends %s from a public page to /admin', async (role) => {
    setSession({ token: 't', role });
    renderApp({ route: '/packages', mocks });
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    await expectPath('/admin');
  });

  it('lets ADMIN stay on /admin/*', async () => {
    setSession({ token: 't', role: 'ADMIN' });
    renderApp({ route: '/admin/users', mocks });
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    await expectPath('/admin/users');
  });

  it('sends a USER away from /admin to /', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/admin', mocks });
    await expectPath('/');
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor away from /admin/* to /', async () => {
    renderApp({ route: '/admin/bookings', mocks });
    await expectPath('/');
  });

  it('lets USER and anonymous visitors use public pages', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/packages', mocks });
    expect(await screen.findByText('No packages yet.')).toBeInTheDocument();
    await expectPath('/packages');
  });

  it('keeps an AGENT out of /admin: its portal is in the public app', async () => {
    setSession({ token: 't', role: 'AGENT' });
    renderApp({ route: '/admin', mocks });
    await expectPath('/');
  });

  it('sends an AGENT that must first set up two-factor to its enrolment page', async () => {
    setSession({ token: 't', role: 'AGENT', enrol: true });
    renderApp({ route: '/agent', mocks });
    await expectPath('/admin/two-factor');
  });

  it('redirects unknown paths to /', async () => {
    renderApp({ route: '/no/such/page', mocks });
    await expectPath('/');
  });
});
