import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { Alert, Card } from '../../../components/ui';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../lib/format';

export const DASHBOARD_DEPARTURES_QUERY = graphql(`
  query DashboardDepartures($limit: Int) {
    nextDepartures(limit: $limit) {
      id
      departDate
      status
      packageId
      packageName
      seats
      seatsSold
      seatsHeld
      fillPercent
    }
  }
`);

export const NEXT_DEPARTURES_SHOWN = 5;

/** The next departures, soonest first, each with its seats sold of its capacity and a fill bar. */
export function NextDepartures() {
  const { data, error } = useQuery(DASHBOARD_DEPARTURES_QUERY, {
    variables: { limit: NEXT_DEPARTURES_SHOWN },
    pollInterval: 60_000,
    fetchPolicy: 'cache-and-network',
  });
  const departures = data?.nextDepartures;
  return (
    <Card as="section" aria-labelledby="departures-title" className="admin-chart-card admin-departures">
      <h2 id="departures-title" className="admin-section__title">
        Next departures
      </h2>
      {error && (
        <Alert variant={departures ? 'warning' : 'error'}>
          {errorMessage(error, 'Could not load the departures.')}
        </Alert>
      )}
      {!departures ? (
        !error && (
          <p className="admin-loading" role="status">
            Loading departures…
          </p>
        )
      ) : departures.length === 0 ? (
        <p className="muted">No departures coming up.</p>
      ) : (
        <ul className="admin-departures__list">
          {departures.map((d) => (
            <li key={d.id} className="admin-departure">
              <div className="admin-departure__head">
                <span className="admin-departure__date">{formatDate(d.departDate)}</span>
                <Link className="admin-departure__package" to={`/admin/departures/${d.id}`} title={d.packageName}>
                  {d.packageName}
                </Link>
              </div>
              <div className="admin-departure__fill">
                {/* The bar repeats the percentage written beside it. */}
                <span className="admin-departure__bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, d.fillPercent)}%` }} />
                </span>
                <span className="admin-departure__figures">
                  <strong>{d.fillPercent}%</strong> · {d.seatsSold}/{d.seats} sold
                  {d.seatsHeld > 0 && <span className="muted"> · {d.seatsHeld} held</span>}
                  {d.status !== 'OPEN' && (
                    <span className="muted"> · {d.status === 'SOLD_OUT' ? 'sold out' : 'closed'}</span>
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
