import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { liveLink } from '../../test/live';
import { ADMIN_STATS_QUERY } from '../operations/stats';
import { makeStats } from '../test/fixtures';
import { always, failing, once } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { DashboardPage, STATS_FALLBACK_POLL_MS } from './DashboardPage';

/** The stats query's answer, with `overrides` on the default figures. */
const statsData = (overrides: Parameters<typeof makeStats>[0] = {}) => ({ stats: makeStats(overrides) });

const showDashboard = (overrides: Parameters<typeof makeStats>[0] = {}) =>
  renderAdmin(<DashboardPage />, { mocks: [always(ADMIN_STATS_QUERY, statsData(overrides))], live: liveLink() });

/** A later reading of the aggregate, as statsChanged pushes it. */
const pushed = (overrides: Parameters<typeof makeStats>[0]) => ({
  statsChanged: makeStats({ refreshedAt: '2026-11-22T05:01:00.000Z', ...overrides }),
});

describe('dashboard', () => {
  it("says 'Loading…' until the stats arrive, then shows the three KPI cards", async () => {
    showDashboard();
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    const users = await screen.findByRole('region', { name: 'Users' });
    expect(users).toHaveTextContent('12');
    expect(users).toHaveTextContent('Admins/Staff: 3');
    expect(screen.getByRole('region', { name: 'Packages' })).toHaveTextContent(/11.*Reviews: 4/);
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent(/6.*Consultations: 2/);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('draws the bookings of the last 6 months as labelled bars', async () => {
    showDashboard();
    const chart = await screen.findByRole('img', { name: /^Bookings \(last 6 months\)/ });
    expect(chart.querySelector('title')).toHaveTextContent('Bookings (last 6 months)');
    expect(chart).toHaveAccessibleName(/Jun 2026: 0, Jul 2026: 1.*Nov 2026: 5/);
    expect(chart.querySelectorAll('rect.admin-chart__bar')).toHaveLength(6);
    const months = Array.from(chart.querySelectorAll('.admin-chart__month')).map((node) => node.textContent);
    expect(months).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    const values = Array.from(chart.querySelectorAll('.admin-chart__value')).map((node) => node.textContent);
    expect(values).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(within(chart).getByText('Month')).toBeInTheDocument();
  });

  it("shows the 'Consultations share' ring as consultations / (bookings + consultations)", async () => {
    showDashboard();
    const ring = await screen.findByRole('img', { name: /^Consultations share/ });
    expect(ring).toHaveTextContent('25%');
  });

  it('shows 0% when there are neither bookings nor consultations', async () => {
    showDashboard({ bookings: 0, consultations: 0, series: [] });
    const ring = await screen.findByRole('img', { name: /^Consultations share/ });
    expect(ring).toHaveTextContent('0%');
  });

  it("keeps 'Loading…' and shows the server's message when the stats cannot be loaded", async () => {
    renderAdmin(<DashboardPage />, { mocks: [failing(ADMIN_STATS_QUERY, undefined, 'Staff only.', 'FORBIDDEN')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('updates the KPIs and the chart as soon as the server pushes new figures (a payment)', async () => {
    const live = liveLink();
    renderAdmin(<DashboardPage />, { mocks: [always(ADMIN_STATS_QUERY, statsData())], live });
    expect(await screen.findByRole('region', { name: 'Bookings' })).toHaveTextContent(/^Bookings.*6/);

    const series = makeStats().series.map((month, index) => (index === 5 ? { ...month, count: 6 } : month));
    live.push(pushed({ bookings: 7, paidBookings: 6, series }));

    expect(await screen.findByText(/6 paid bookings/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent(/^Bookings.*7/);
    expect(screen.getByRole('img', { name: /^Bookings \(last 6 months\)/ })).toHaveAccessibleName(/Nov 2026: 6/);
    expect(live.subscriptions.map((s) => s.name)).toContain('AdminStatsChanged');
  });

  it('never goes back to older figures when a slower answer arrives after a push', async () => {
    const live = liveLink();
    live.push(pushed({ bookings: 9 }));
    renderAdmin(<DashboardPage />, { mocks: [always(ADMIN_STATS_QUERY, statsData())], live });
    expect(await screen.findByRole('region', { name: 'Bookings' })).toHaveTextContent(/^Bookings.*9/);
    await screen.findByText(/· live$/);
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent(/^Bookings.*9/);
  });

  it('still refreshes, slowly, when live updates are unavailable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const live = liveLink();
      live.fail();
      renderAdmin(<DashboardPage />, {
        mocks: [
          once(ADMIN_STATS_QUERY, undefined, statsData()),
          always(ADMIN_STATS_QUERY, statsData({ bookings: 7, paidBookings: 6 })),
        ],
        live,
      });
      expect(await screen.findByRole('region', { name: 'Bookings' })).toHaveTextContent(/^Bookings.*6/);
      expect(screen.getByText(/refreshes every minute/)).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(STATS_FALLBACK_POLL_MS + 100);
      });
      expect(await screen.findByText('7')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent(/^Bookings.*7/);
    } finally {
      vi.useRealTimers();
    }
  });
});
