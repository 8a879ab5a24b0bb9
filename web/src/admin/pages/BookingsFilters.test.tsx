import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ADMIN_BOOKINGS_QUERY } from '../components/staffLists';
import { makeBooking } from '../test/fixtures';
import { always, FIRST_PAGE, pageOf } from '../test/mocks';
import { renderAdmin } from '../test/render';
import {
  bookingFilterInput,
  bookingFilterParams,
  FILTER_DEPARTURES_QUERY,
  FILTER_PACKAGES_QUERY,
  readBookingFilters,
} from './BookingsFilters';
import { BookingsPage } from './BookingsPage';

const where = () => screen.getByTestId('where').textContent;
const listed = (items: ReturnType<typeof makeBooking>[]) => ({ bookings: pageOf('BookingPage', items) });

const packages = always(FILTER_PACKAGES_QUERY, {
  staffPackages: [
    { __typename: 'Package', id: 7, name: 'Umrah Standard', archivedAt: null },
    { __typename: 'Package', id: 8, name: 'Hajj 2025', archivedAt: '2026-01-01T00:00:00.000Z' },
  ],
});
const departures = always(
  FILTER_DEPARTURES_QUERY,
  {
    staffDepartures: {
      __typename: 'PackageDepartures',
      departures: [
        { __typename: 'Departure', id: 31, departDate: '2027-03-01', returnDate: '2027-03-11' },
        { __typename: 'Departure', id: 32, departDate: '2027-04-05', returnDate: '2027-04-15' },
      ],
    },
  },
  { packageId: 7 },
);
const unfiltered = always(ADMIN_BOOKINGS_QUERY, listed([makeBooking(1), makeBooking(2)]), FIRST_PAGE);

/** Answers the first page of the bookings query with `items` for these filters. */
const bookingsFor = (filter: object, items: ReturnType<typeof makeBooking>[]) =>
  always(ADMIN_BOOKINGS_QUERY, listed(items), { ...FIRST_PAGE, filter });

function open(route: string, ...extra: MockLink.MockedResponse[]) {
  renderAdmin(<BookingsPage />, { role: 'STAFF', route, mocks: [packages, departures, unfiltered, ...extra] });
}

describe('booking filters in the URL', () => {
  it('reads what the REST list and the CSV take, and drops what they would refuse', () => {
    const filters = readBookingFilters(
      new URLSearchParams('status=PAID,LOST,DEPOSIT_PAID&packageId=7&departureId=31&overdue=true&q=%20omar%20&page=3'),
    );
    expect(filters).toEqual({
      status: ['PAID', 'DEPOSIT_PAID'],
      packageId: 7,
      departureId: 31,
      overdue: true,
      missingDocuments: false,
      q: 'omar',
    });
    expect(bookingFilterParams(filters).toString()).toBe(
      'status=PAID%2CDEPOSIT_PAID&packageId=7&departureId=31&overdue=true&q=omar',
    );
    expect(bookingFilterInput(filters)).toEqual({
      status: ['PAID', 'DEPOSIT_PAID'],
      packageId: 7,
      departureId: 31,
      overdue: true,
      q: 'omar',
    });
    // A departure means nothing without its package.
    expect(readBookingFilters(new URLSearchParams('departureId=31')).departureId).toBeNull();
  });
});

describe('bookings filter bar', () => {
  it('opens with the URL’s filters checked and asks the server for them', async () => {
    open(
      '/admin/bookings?status=DEPOSIT_PAID&overdue=true',
      bookingsFor({ status: ['DEPOSIT_PAID'], overdue: true }, [
        makeBooking(5, { status: 'DEPOSIT_PAID', name: 'Omar Overdue' }),
      ]),
    );
    expect(await screen.findByText('Omar Overdue')).toBeInTheDocument();
    expect(screen.queryByText('Customer 1')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Deposit paid' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Balance overdue' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Paid' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'RH-BK05-7K' })).toHaveAttribute('href', '/admin/bookings/5');
  });

  it('a ticked status or flag goes into the URL and back to the first page; Clear filters empties it', async () => {
    const user = userEvent.setup();
    open(
      '/admin/bookings?page=2',
      // Page 2 of 21 rows: a real second page, which a filter leaves for the first.
      always(
        ADMIN_BOOKINGS_QUERY,
        { bookings: pageOf('BookingPage', [makeBooking(21)], 21) },
        { page: 2, pageSize: 20 },
      ),
      bookingsFor({ status: ['PAID'] }, []),
      bookingsFor({ status: ['PAID'], missingDocuments: true }, []),
    );
    await screen.findByText('Customer 21');
    await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
    await waitFor(() => expect(where()).toBe('/admin/bookings?status=PAID'));
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Missing documents' }));
    await waitFor(() => expect(where()).toBe('/admin/bookings?status=PAID&missingDocuments=true'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/admin/bookings'));
    expect(await screen.findByText('Customer 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('the departure list waits for a package, offers its departures, and resets when the package changes', async () => {
    const user = userEvent.setup();
    open(
      '/admin/bookings',
      bookingsFor({ packageId: 7 }, []),
      bookingsFor({ packageId: 7, departureId: 32 }, []),
      bookingsFor({ packageId: 8 }, []),
    );
    await screen.findByText('Customer 1');
    const departure = screen.getByRole('combobox', { name: 'Departure' });
    expect(departure).toBeDisabled();
    const pkg = screen.getByRole('combobox', { name: 'Package' });
    await waitFor(() => expect(within(pkg).getByRole('option', { name: 'Hajj 2025 (archived)' })).toBeInTheDocument());
    await user.selectOptions(pkg, 'Umrah Standard');
    await waitFor(() => expect(where()).toBe('/admin/bookings?packageId=7'));
    await waitFor(() => expect(departure).toBeEnabled());
    await waitFor(() => expect(within(departure).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(departure, '5 Apr 2027 – 15 Apr 2027');
    await waitFor(() => expect(where()).toBe('/admin/bookings?packageId=7&departureId=32'));
    await user.selectOptions(pkg, 'Hajj 2025 (archived)');
    await waitFor(() => expect(where()).toBe('/admin/bookings?packageId=8'));
  });

  it('searches once the typing rests', async () => {
    const user = userEvent.setup();
    open('/admin/bookings', bookingsFor({ q: 'RH-7KQ2' }, []));
    await screen.findByText('Customer 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RH-7KQ2');
    expect(where()).toBe('/admin/bookings');
    await waitFor(() => expect(where()).toBe('/admin/bookings?q=RH-7KQ2'));
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
  });
});
