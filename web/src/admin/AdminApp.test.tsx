import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { getSession } from '../lib/session';
import { LOGOUT_MUTATION } from '../lib/useSession';
import { TRAINING_MODULES_QUERY } from '../pages/training/useTrainingModules';
import AdminApp from './AdminApp';
import { ADMIN_STATS_QUERY } from './operations/stats';
import { makeStats } from './test/fixtures';
import { always, jsonResponse } from './test/mocks';
import { renderAdmin } from './test/render';

const statsMock = always(ADMIN_STATS_QUERY, { stats: makeStats() });
const trainingMock = always(TRAINING_MODULES_QUERY, { trainingModules: [] });

const SIDEBAR = [
  'Dashboard',
  'Users',
  'Reviews',
  'Profiles',
  'Packages',
  'Bookings',
  'Agencies',
  'Invoices',
  'Receivables',
  'Documents',
  'Trip Bookings',
  'Payment events',
  'Timetable',
  'Consultations',
  'Emails',
  'Training',
  'Activity',
  'Site settings',
  'Legal texts',
  'Security',
];

describe('admin shell', () => {
  it.each([
    ['a USER', 'USER' as const],
    ['an anonymous visitor', null],
  ])('sends %s back to /', async (_who, role) => {
    renderAdmin(<AdminApp />, { role, route: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('gives an ADMIN the sidebar in order, Queues, Logout and an Admin role badge', async () => {
    renderAdmin(<AdminApp />, { role: 'ADMIN', mocks: [statsMock] });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(SIDEBAR);
    expect(within(nav).getByRole('button', { name: /Queues/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Role: Admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('gives STAFF no Queues, Payment events, Activity, Site settings or Legal texts entry and a Staff badge', () => {
    renderAdmin(<AdminApp />, { role: 'STAFF', mocks: [statsMock] });
    expect(screen.queryByRole('button', { name: /Queues/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Site settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Legal texts' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Role: Staff');
  });

  it('marks the current section in the sidebar and routes the children', async () => {
    renderAdmin(<AdminApp />, { role: 'STAFF', route: '/admin/profiles', mocks: [trainingMock] });
    expect(screen.getByRole('link', { name: 'Profiles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Training' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/training');
    expect(screen.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends unknown admin paths to the dashboard', () => {
    renderAdmin(<AdminApp />, { role: 'ADMIN', route: '/admin/nope', mocks: [statsMock] });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/);
  });

  it('logs out: ends the session on the server, clears it here and goes to /', async () => {
    const logout = vi.fn(() => ({ data: { logout: true } }));
    renderAdmin(<AdminApp />, {
      role: 'ADMIN',
      mocks: [statsMock, { request: { query: LOGOUT_MUTATION }, result: logout }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });

  it('logs out here even when the server cannot be told', async () => {
    renderAdmin(<AdminApp />, {
      role: 'ADMIN',
      mocks: [statsMock, { request: { query: LOGOUT_MUTATION }, error: new TypeError('Failed to fetch') }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('goes back in history, or to / when there is none', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, { role: 'STAFF', route: '/admin/profiles', mocks: [trainingMock] });
    await user.click(screen.getByRole('link', { name: 'Training' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/profiles');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('opens the queue dashboard in a new tab after getting its session', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ url: '/admin/queues' })));
    globalThis.fetch = fetchMock;
    renderAdmin(<AdminApp />, { role: 'ADMIN', mocks: [statsMock] });
    await userEvent.click(screen.getByRole('button', { name: /Queues/ }));
    await waitFor(() => expect(tab.location.href).toBe('/admin/queues'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/queues/session');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-admin');
  });

  it("shows the server's message when the queue session is refused, and closes the blank tab", async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    globalThis.fetch = vi.fn(() => Promise.resolve(jsonResponse({ error: 'Only an admin can open the queues.' }, 403)));
    renderAdmin(<AdminApp />, { role: 'ADMIN', mocks: [statsMock] });
    await userEvent.click(screen.getByRole('button', { name: /Queues/ }));
    expect(await screen.findByText('Only an admin can open the queues.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the sidebar drawer from the menu button and closes it with Escape (small screens)', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, { role: 'STAFF', route: '/admin/profiles' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('admin-sidebar')).toHaveClass('admin-sidebar--open');
    screen.getByRole('link', { name: 'Reviews' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to a plain new tab when the blank tab was blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    globalThis.fetch = vi.fn(() => Promise.resolve(jsonResponse({ url: '/admin/queues' })));
    renderAdmin(<AdminApp />, { role: 'ADMIN', mocks: [statsMock] });
    await userEvent.click(screen.getByRole('button', { name: /Queues/ }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('/admin/queues', '_blank', 'noopener'));
  });
});
