import './BookingsQueueChip.css';

import { useQuery } from '@apollo/client/react';

import { Icon } from '../../components/ui';
import { DASHBOARD_WORK_QUEUES_QUERY } from './dashboard/WorkQueues';

/** "cancellation-requests" → "Cancellation requests", until the server's label arrives. */
const spelled = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', ' ');

/**
 * The work queue the bookings list is filtered by (from a dashboard card), as a heading with the number of
 * bookings in it, and a button that takes the queue off (the other filters stay).
 */
export function BookingsQueueChip({
  queue,
  total,
  onRemove,
}: {
  queue: string;
  /** The filtered list's total; null while it loads. */
  total: number | null;
  onRemove: () => void;
}) {
  const { data } = useQuery(DASHBOARD_WORK_QUEUES_QUERY, { fetchPolicy: 'cache-first' });
  const named = data?.workQueues.find((q) => new URLSearchParams(q.path.split('?')[1]).get('queue') === queue);
  const label = named?.label ?? spelled(queue);
  return (
    <div className="bookings-queue">
      <h3 className="bookings-queue__chip">
        <span>
          {label}
          {total !== null && <> · {total}</>}
        </span>
        <button type="button" className="bookings-queue__remove" onClick={onRemove}>
          <Icon name="close" />
          <span className="sr-only">Remove the queue filter: {label}</span>
        </button>
      </h3>
      {named && <p className="muted bookings-queue__hint">{named.hint}</p>}
    </div>
  );
}
