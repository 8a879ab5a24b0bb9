import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { Alert } from '../../../components/ui';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors';

/** The morning's queues: how much waits in each, and the list that holds it (issue #32, decision 0052). */
export const DASHBOARD_WORK_QUEUES_QUERY = graphql(`
  query DashboardWorkQueues {
    workQueues {
      key
      label
      hint
      count
      path
    }
  }
`);

/** The counts move as staff work; without a push of their own, they are asked again this often. */
const WORK_QUEUES_POLL_MS = 60_000;

/**
 * "Today's work": one card per queue, in the server's order, each a link to the filtered list. The server names
 * and words the queues, so a new queue needs nothing here.
 */
export function WorkQueues() {
  const { data, error } = useQuery(DASHBOARD_WORK_QUEUES_QUERY, {
    pollInterval: WORK_QUEUES_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const queues = data?.workQueues;
  return (
    <section className="admin-work" aria-labelledby="work-title">
      <h2 id="work-title" className="admin-section__title">
        Today’s work
      </h2>
      {error && (
        <Alert variant={queues ? 'warning' : 'error'}>
          {queues ? 'Showing the last counts: ' : ''}
          {errorMessage(error, 'Could not load the work queues.')}
        </Alert>
      )}
      {!queues ? (
        !error && (
          <p className="admin-loading" role="status">
            Loading the queues…
          </p>
        )
      ) : (
        <ul className="admin-work__queues">
          {queues.map((queue) => (
            // The card is one link by its label and count (its accessible name is what it shows); the hint
            // below is plain text, and the link's ::after stretches over the card so all of it clicks.
            <li key={queue.key} className={`card admin-queue${queue.count === 0 ? ' admin-queue--calm' : ''}`}>
              <Link to={queue.path} className="admin-queue__link">
                <span className="admin-queue__label">{queue.label}</span>{' '}
                {queue.count === 0 ? (
                  <span className="admin-queue__calm">Nothing waiting</span>
                ) : (
                  <span className="admin-queue__count">
                    {queue.count} <span className="sr-only">waiting</span>
                  </span>
                )}
              </Link>
              <span className="admin-queue__hint">{queue.hint}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
