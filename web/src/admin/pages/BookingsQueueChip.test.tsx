import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ADMIN_BOOKINGS_QUERY } from '../components/staffLists';
import { makeBooking } from '../test/fixtures';
import { always, FIRST_PAGE, pageOf } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { FILTER_PACKAGES_QUERY } from './BookingsFilters';
import { BookingsPage } from './BookingsPage';
import { DASHBOARD_WORK_QUEUES_QUERY } from './dashboard/WorkQueues';

/** The bookings list opened from a dashboard work queue (issue #32, item 3). */
const listed = (items: ReturnType<typeof makeBooking>[]) => ({ bookings: pageOf('BookingPage', items) });
const queues = always(DASHBOARD_WORK_QUEUES_QUERY, {
  workQueues: [
    {
      __typename: 'WorkQueue',
      key: 'CANCELLATION_REQUESTS',
      label: 'Cancellation requests waiting',
      hint: 'Paid bookings whose customer asked to cancel: cancel them with the refund.',
      count: 2,
      path: '/admin/bookings?queue=cancellation-requests',
    },
  ],
});
const packages = always(FILTER_PACKAGES_QUERY, { staffPackages: [] });
const asked = [makeBooking(1, { name: 'Omar Asked' }), makeBooking(2, { name: 'Sara Asked' })];
const mocks = [
  queues,
  packages,
  always(ADMIN_BOOKINGS_QUERY, listed(asked), { ...FIRST_PAGE, filter: { queue: 'cancellation-requests' } }),
  always(ADMIN_BOOKINGS_QUERY, listed([...asked, makeBooking(3, { name: 'Other Customer' })]), FIRST_PAGE),
];

describe('bookings list of a work queue', () => {
  it('asks the server for the queue, and heads the list with its name and how many are in it', async () => {
    renderAdmin(<BookingsPage />, { role: 'STAFF', route: '/admin/bookings?queue=cancellation-requests', mocks });
    expect(await screen.findByText('Omar Asked')).toBeInTheDocument();
    expect(screen.queryByText('Other Customer')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: /^Cancellation requests waiting · 2/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/customer asked to cancel/)).toBeInTheDocument();
  });

  it('takes the queue off with the chip’s button, showing every booking again', async () => {
    const user = userEvent.setup();
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      route: '/admin/bookings?queue=cancellation-requests&q=asked',
      mocks: [
        ...mocks,
        always(ADMIN_BOOKINGS_QUERY, listed(asked), {
          ...FIRST_PAGE,
          filter: { q: 'asked', queue: 'cancellation-requests' },
        }),
        always(ADMIN_BOOKINGS_QUERY, listed(asked), { ...FIRST_PAGE, filter: { q: 'asked' } }),
      ],
    });
    await screen.findByText('Omar Asked');
    await user.click(
      await screen.findByRole('button', { name: 'Remove the queue filter: Cancellation requests waiting' }),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/bookings\?q=asked$/));
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
