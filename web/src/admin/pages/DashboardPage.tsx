import './dashboard/dashboard.css';

import { useQuery, useSubscription } from '@apollo/client/react';

import { Alert, Card } from '../../components/ui';
import { getFragmentData } from '../../gql';
import type { DashboardStatsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AdminPage } from '../components/AdminPage';
import { consultationShare } from '../lib/dashboard';
import { formatDateTime } from '../lib/format';
import { ADMIN_STATS_QUERY, ADMIN_STATS_SUBSCRIPTION, DASHBOARD_STATS_FRAGMENT } from '../operations/stats';
import { BookingsChart } from './dashboard/BookingsChart';
import { DocumentsDueKpi } from './dashboard/DocumentsDueKpi';
import { KpiCard, type KpiCardProps } from './dashboard/KpiCard';
import { MoneyPanel } from './dashboard/MoneyPanel';
import { NextDepartures } from './dashboard/NextDepartures';
import { ShareRing } from './dashboard/ShareRing';
import { WorkQueues } from './dashboard/WorkQueues';

/** The three headline figures, each with the figure that goes with it. */
const kpis = (stats: DashboardStatsFragment): KpiCardProps[] => [
  { label: 'Users', value: stats.users, icon: 'users', detailLabel: 'Admins/Staff', detailValue: stats.staff },
  { label: 'Packages', value: stats.pkgs, icon: 'building', detailLabel: 'Reviews', detailValue: stats.reviews },
  {
    label: 'Bookings',
    value: stats.bookings,
    icon: 'calendar',
    detailLabel: 'Consultations',
    detailValue: stats.consultations,
  },
];

/**
 * The figures arrive pushed (statsChanged) after every refresh of the aggregate. The query loads them first and
 * asks again this seldom, in case the live stream is unavailable (a proxy that buffers it, Redis down).
 */
export const STATS_FALLBACK_POLL_MS = 60_000;

/** The newer of two readings of the aggregate. */
function newest(a: DashboardStatsFragment | undefined, b: DashboardStatsFragment | undefined) {
  if (!a || !b) return a ?? b;
  return Date.parse(a.refreshedAt) >= Date.parse(b.refreshedAt) ? a : b;
}

export function DashboardPage() {
  const { data, error } = useQuery(ADMIN_STATS_QUERY, {
    pollInterval: STATS_FALLBACK_POLL_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const live = useSubscription(ADMIN_STATS_SUBSCRIPTION);
  const stats = newest(
    getFragmentData(DASHBOARD_STATS_FRAGMENT, live.data?.statsChanged),
    getFragmentData(DASHBOARD_STATS_FRAGMENT, data?.stats),
  );

  return (
    <AdminPage
      title="Dashboard"
      description={
        stats ? (
          <>
            Updated {formatDateTime(stats.refreshedAt)} · {live.error ? 'refreshes every minute' : 'live'}
          </>
        ) : undefined
      }
    >
      <WorkQueues />
      {!stats ? (
        <div className="stack">
          <p className="admin-loading" role="status">
            Loading…
          </p>
          {error && <Alert variant="error">{errorMessage(error, 'Could not load the statistics.')}</Alert>}
        </div>
      ) : (
        <>
          {error && <Alert variant="warning">Showing the last figures: {errorMessage(error, 'refresh failed.')}</Alert>}
          <div className="admin-kpis">
            {kpis(stats).map((kpi) => (
              <KpiCard key={kpi.label} {...kpi} />
            ))}
            <DocumentsDueKpi />
          </div>
          <div className="admin-dash-pair">
            <MoneyPanel />
            <NextDepartures />
          </div>
          <div className="admin-charts">
            <Card as="section" aria-labelledby="chart-bookings" className="admin-chart-card">
              <h2 id="chart-bookings" className="admin-section__title">
                Bookings (last 6 months)
              </h2>
              <BookingsChart series={stats.series} />
            </Card>
            <Card as="section" aria-labelledby="chart-share" className="admin-chart-card admin-chart-card--ring">
              <h2 id="chart-share" className="admin-section__title">
                Consultations share
              </h2>
              <ShareRing
                share={consultationShare(stats.bookings, stats.consultations)}
                bookings={stats.bookings}
                consultations={stats.consultations}
              />
              <p className="muted admin-ring__caption">
                Consultations ÷ (bookings + consultations) · {stats.paidBookings} paid bookings
              </p>
            </Card>
          </div>
        </>
      )}
    </AdminPage>
  );
}
