import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { screenMatching } from '../../test/media';
import { ADMIN_TRIP_BOOKINGS_QUERY } from '../components/staffLists';
import { makeTripBooking } from '../test/fixtures';
import { always, FIRST_PAGE, pageOf } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { rowWithText as row } from '../test/screen';
import { TRIP_FILTER_OPTIONS_QUERY } from './TripBookingsFilters';
import { TripBookingsPage } from './TripBookingsPage';

/** The admin trip bookings list (issue #32): amounts from each row's money, filters read from and written to the URL. */

const paid = makeTripBooking(1, {
  status: 'PAID',
  departureDate: '2027-01-10',
  money: {
    __typename: 'TripBookingMoney',
    currency: 'SAR',
    total: 30_000,
    paid: 30_000,
    refunded: 0,
    refundPending: 0,
    net: 30_000,
    owed: 0,
  },
});
const cancelled = makeTripBooking(2, {
  status: 'CANCELLED',
  money: {
    __typename: 'TripBookingMoney',
    currency: 'SAR',
    total: 30_000,
    paid: 30_000,
    refunded: 10_000,
    refundPending: 5_000,
    net: 15_000,
    owed: 0,
  },
});
const pending = makeTripBooking(3);
const listed = (items: ReturnType<typeof makeTripBooking>[]) => ({ tripBookings: pageOf('TripBookingPage', items) });
const options = always(TRIP_FILTER_OPTIONS_QUERY, {
  transportModes: [{ __typename: 'TransportMode', id: 4, name: 'Train' }],
  serviceClasses: [{ __typename: 'ServiceClass', id: 6, name: 'Economy' }],
});

describe('trip bookings list', () => {
  it('shows each booking’s net over its total, what is owed or went back, and links to its page', async () => {
    renderAdmin(<TripBookingsPage />, {
      role: 'STAFF',
      route: '/admin/trip-bookings',
      mocks: [options, always(ADMIN_TRIP_BOOKINGS_QUERY, listed([paid, cancelled, pending]), FIRST_PAGE)],
    });
    await screen.findByText('Traveller 1');
    expect(row('Traveller 1')).toHaveTextContent('SAR 300.00 / SAR 300.00');
    expect(row('Traveller 1')).toHaveTextContent('2027-01-10 · Flights · Business');
    expect(within(row('Traveller 1')).getByText('Paid')).toHaveClass('badge--green');
    expect(row('Traveller 2')).toHaveTextContent('SAR 150.00 / SAR 300.00');
    expect(row('Traveller 2')).toHaveTextContent('SAR 100.00 refunded');
    expect(row('Traveller 2')).toHaveTextContent('SAR 50.00 refund pending');
    expect(row('Traveller 3')).toHaveTextContent('£0.00 / £1,200.00');
    expect(row('Traveller 3')).toHaveTextContent('£1,200.00 owed');
    expect(within(row('Traveller 1')).getByRole('link', { name: 'RH-TR01-7K' })).toHaveAttribute(
      'href',
      '/admin/trip-bookings/1',
    );
  });

  it('reads its filters from the URL, asks the server with them, and says when none match', async () => {
    const filter = {
      q: 'amina',
      status: ['PAID' as const, 'CANCELLED' as const],
      transportId: 4,
      departFrom: '2027-01-01',
      departTo: '2027-01-31',
      cancelled: true,
      origin: 'Jeddah',
    };
    renderAdmin(<TripBookingsPage />, {
      role: 'STAFF',
      route:
        '/admin/trip-bookings?q=amina&status=PAID,CANCELLED&transportId=4&departFrom=2027-01-01&departTo=2027-01-31&cancelled=true&origin=Jeddah',
      mocks: [options, always(ADMIN_TRIP_BOOKINGS_QUERY, listed([]), { ...FIRST_PAGE, filter })],
    });
    expect(await screen.findByText('No trip bookings match these filters.')).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Filter trip bookings' });
    expect(within(form).getByLabelText('Search')).toHaveValue('amina');
    expect(within(form).getByLabelText('From')).toHaveValue('Jeddah');
    expect(within(form).getByLabelText('Departs from')).toHaveValue('2027-01-01');
    expect(within(form).getByLabelText('Departs until')).toHaveValue('2027-01-31');
    expect(within(form).getByLabelText('Cancellation')).toHaveValue('yes');
    expect(within(form).getByLabelText('Paid')).toBeChecked();
    expect(within(form).getByLabelText('Cancelled')).toBeChecked();
    expect(within(form).getByLabelText('Pending')).not.toBeChecked();
    await waitFor(() => expect(within(form).getByLabelText('Mode')).toHaveValue('4'));
  });

  it('writes a changed filter into the URL, so the view can be shared', async () => {
    const user = userEvent.setup();
    renderAdmin(<TripBookingsPage />, {
      role: 'STAFF',
      route: '/admin/trip-bookings',
      mocks: [
        options,
        always(ADMIN_TRIP_BOOKINGS_QUERY, listed([paid]), FIRST_PAGE),
        always(ADMIN_TRIP_BOOKINGS_QUERY, listed([paid]), { ...FIRST_PAGE, filter: { status: ['PAID'] } }),
        always(ADMIN_TRIP_BOOKINGS_QUERY, listed([paid]), {
          ...FIRST_PAGE,
          filter: { status: ['PAID'], cancelled: false },
        }),
      ],
    });
    await screen.findByText('Traveller 1');
    await user.click(screen.getByLabelText('Paid'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/trip-bookings?status=PAID'));
    await user.selectOptions(screen.getByLabelText('Cancellation'), 'no');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/trip-bookings?status=PAID&cancelled=false'),
    );
  });

  describe('on a phone', () => {
    it('shows one card per booking with its amount, and folds the less used filters, open when one is set', async () => {
      screenMatching('(max-width: 640px)');
      renderAdmin(<TripBookingsPage />, {
        role: 'STAFF',
        route: '/admin/trip-bookings?cancelled=true',
        mocks: [
          options,
          always(ADMIN_TRIP_BOOKINGS_QUERY, listed([cancelled]), { ...FIRST_PAGE, filter: { cancelled: true } }),
        ],
      });
      const cards = within(await screen.findByRole('list', { name: 'Trip bookings' })).getAllByRole('listitem');
      expect(cards).toHaveLength(1);
      expect(cards[0]).toHaveTextContent('SAR 150.00 / SAR 300.00');
      expect(within(cards[0]).getByRole('link', { name: 'RH-TR02-7K' })).toHaveAttribute(
        'href',
        '/admin/trip-bookings/2',
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const more = screen.getByText('More filters (1 set)').closest('details');
      expect(more).toHaveAttribute('open');
    });
  });
});
