import './dashboard/dashboard.css';

import { useQuery } from '@apollo/client/react';

import { Alert, Card } from '../../components/ui';
import type { AdminStatsQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { AdminPage } from '../components/AdminPage';
import { consultationShare } from '../lib/dashboard';
import { formatDateTime } from '../lib/format';
import { ADMIN_STATS_QUERY } from '../operations/stats';
import { BookingsChart } from './dashboard/BookingsChart';
import { KpiCard, type KpiCardProps } from './dashboard/KpiCard';
import { ShareRing } from './dashboard/ShareRing';

/** The three headline figures, each with the figure that goes with it. */
const kpis = (stats: AdminStatsQuery['stats']): KpiCardProps[] => [
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

/** Stats refresh on their own so a new booking or payment shows up without reloading. */
export const STATS_POLL_MS = 5000;

export function DashboardPage() {
  const { data, error } = useQuery(ADMIN_STATS_QUERY, {
    pollInterval: STATS_POLL_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const stats = data?.stats;

  return (
    <AdminPage
      title="Dashboard"
      description={stats ? <>Updated {formatDateTime(stats.refreshedAt)} · refreshes every few seconds</> : undefined}
    >
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
