import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { liveLink } from '../../test/live';
import { ADMIN_STATS_QUERY } from '../operations/stats';
import { makeStats } from '../test/fixtures';
import { always, failing, once } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { DOCUMENTS_DUE_QUERY } from './dashboard/DocumentsDueKpi';
import { DASHBOARD_MONEY_QUERY } from './dashboard/MoneyPanel';
import { DASHBOARD_DEPARTURES_QUERY, NEXT_DEPARTURES_SHOWN } from './dashboard/NextDepartures';
import { DASHBOARD_WORK_QUEUES_QUERY } from './dashboard/WorkQueues';
import { DashboardPage, STATS_FALLBACK_POLL_MS } from './DashboardPage';

const queue = (key: string, label: string, count: number, slug: string) => ({
  __typename: 'WorkQueue',
  key: key as never,
  label,
  hint: `${label}, explained.`,
  count,
  path: `/admin/bookings?queue=${slug}`,
});
const queuesData = {
  workQueues: [
    queue('CANCELLATION_REQUESTS', 'Cancellation requests waiting', 3, 'cancellation-requests'),
    queue('PAYMENTS_NEEDING_REVIEW', 'Payments needing review', 1, 'payments-needing-review'),
    queue('HOLDS_EXPIRING', 'Unpaid holds about to expire', 0, 'holds-expiring'),
    queue('BALANCES_OVERDUE', 'Balances overdue', 2, 'balances-overdue'),
  ],
};
const amount = (currency: string, minor: number) => ({ __typename: 'CurrencyAmount', currency, amount: minor });
const moneyData = {
  dashboardMoney: {
    __typename: 'DashboardMoney',
    month: '2026-11',
    paid: [amount('SAR', 290_000), amount('USD', 140_000)],
    refunded: [amount('USD', 20_000)],
    outstanding: [],
  },
};
const departure = (id: number, departDate: string, name: string, sold: number, held: number, seats: number) => ({
  __typename: 'NextDeparture',
  id,
  departDate,
  status: 'OPEN' as const,
  packageId: 40 + id,
  packageName: name,
  seats,
  seatsSold: sold,
  seatsHeld: held,
  fillPercent: Math.round((sold * 100) / seats),
});
const departuresData = {
  nextDepartures: [
    departure(1, '2026-12-10', 'Umrah Ramadan', 10, 3, 40),
    departure(2, '2027-01-05', 'Hajj', 0, 0, 20),
  ],
};
/** The dashboard's other panels, answered. */
const work = [
  always(DASHBOARD_WORK_QUEUES_QUERY, queuesData),
  always(DASHBOARD_MONEY_QUERY, moneyData),
  always(DASHBOARD_DEPARTURES_QUERY, departuresData, { limit: NEXT_DEPARTURES_SHOWN }),
  always(DOCUMENTS_DUE_QUERY, {
    documentsDueSoon: { __typename: 'DocumentsDue' as const, days: 60, travellers: 12, bookings: 5 },
  }),
];

/** The stats query's answer, with `overrides` on the default figures. */
const statsData = (overrides: Parameters<typeof makeStats>[0] = {}) => ({ stats: makeStats(overrides) });

const showDashboard = (overrides: Parameters<typeof makeStats>[0] = {}) =>
  renderAdmin(<DashboardPage />, {
    mocks: [...work, always(ADMIN_STATS_QUERY, statsData(overrides))],
    live: liveLink(),
  });

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

  it('counts the travellers leaving in the next 60 days with documents missing', async () => {
    showDashboard();
    const kpi = await screen.findByRole('region', { name: 'Missing documents, next 60 days' });
    expect(kpi).toHaveTextContent('12Bookings: 5');
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
    renderAdmin(<DashboardPage />, {
      mocks: [...work, failing(ADMIN_STATS_QUERY, undefined, 'Staff only.', 'FORBIDDEN')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('updates the KPIs and the chart as soon as the server pushes new figures (a payment)', async () => {
    const live = liveLink();
    renderAdmin(<DashboardPage />, { mocks: [...work, always(ADMIN_STATS_QUERY, statsData())], live });
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
    renderAdmin(<DashboardPage />, { mocks: [...work, always(ADMIN_STATS_QUERY, statsData())], live });
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
          ...work,
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

describe("dashboard: today's work, money and departures", () => {
  it('shows a card per queue with its count, linked to the filtered bookings list; zero is calm', async () => {
    showDashboard();
    const region = await screen.findByRole('region', { name: 'Today’s work' });
    const cancellations = within(region).getByRole('link', { name: 'Cancellation requests waiting 3 waiting' });
    expect(cancellations).toHaveAttribute('href', '/admin/bookings?queue=cancellation-requests');
    expect(cancellations.closest('li')).toHaveTextContent('Cancellation requests waiting, explained.');
    const holds = within(region).getByRole('link', { name: 'Unpaid holds about to expire Nothing waiting' });
    expect(holds).toHaveTextContent('Nothing waiting');
    expect(holds.closest('li')).toHaveClass('admin-queue--calm');
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/bookings?queue=cancellation-requests',
      '/admin/bookings?queue=payments-needing-review',
      '/admin/bookings?queue=holds-expiring',
      '/admin/bookings?queue=balances-overdue',
    ]);
  });

  it('opens the filtered list when a card is clicked', async () => {
    const user = userEvent.setup();
    showDashboard();
    await user.click(await screen.findByRole('link', { name: /^Balances overdue/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/bookings?queue=balances-overdue');
  });

  it('shows money per currency, never added together, and None when there is none', async () => {
    showDashboard();
    const money = await screen.findByRole('region', { name: 'Money · Nov 2026' });
    const figure = (label: string) => within(money).getByText(label).closest('div')!;
    expect(figure('Paid this month')).toHaveTextContent(/SAR\s?2,900\.00.*\$1,400\.00/);
    expect(figure('Refunded this month')).toHaveTextContent('$200.00');
    expect(figure('Outstanding')).toHaveTextContent('None');
  });

  it('lists the next departures with seats sold of the capacity and the fill rate as text', async () => {
    showDashboard();
    const departures = await screen.findByRole('region', { name: 'Next departures' });
    const items = within(departures).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Umrah Ramadan.*25% · 10\/40 sold · 3 held/);
    expect(within(items[0]).getByRole('link', { name: 'Umrah Ramadan' })).toHaveAttribute(
      'href',
      '/admin/departures/1',
    );
    expect(items[0].querySelector('.admin-departure__bar > span')).toHaveStyle({ width: '25%' });
    expect(items[1]).toHaveTextContent('0% · 0/20 sold');
  });

  it('says so when the queues cannot be loaded, and keeps the rest of the dashboard', async () => {
    renderAdmin(<DashboardPage />, {
      mocks: [
        failing(DASHBOARD_WORK_QUEUES_QUERY, undefined, 'Staff only.', 'FORBIDDEN'),
        ...work.slice(1),
        always(ADMIN_STATS_QUERY, statsData()),
      ],
      live: liveLink(),
    });
    const region = await screen.findByRole('region', { name: 'Today’s work' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Staff only.');
    expect(await screen.findByRole('region', { name: 'Users' })).toHaveTextContent('12');
  });

  it('says what it is loading in each panel', () => {
    showDashboard();
    expect(screen.getByText('Loading the queues…')).toBeInTheDocument();
  });
});
