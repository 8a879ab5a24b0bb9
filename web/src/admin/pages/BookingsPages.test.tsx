import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import {
  ADMIN_BOOKINGS_QUERY,
  ADMIN_CONSULTATIONS_QUERY,
  ADMIN_CUSTOM_BOOKINGS_QUERY,
  ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
  ADMIN_SET_BOOKING_QUOTE_MUTATION,
  ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION,
} from '../operations/bookings';
import { always, failing, FIRST_PAGE, makeBooking, makeCustomBooking, once } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import { BookingsPage } from './BookingsPage';
import { ConsultationsPage } from './ConsultationsPage';
import { CustomBookingsPage } from './CustomBookingsPage';

function row(text: string) {
  return screen.getByText(text).closest('tr') as HTMLElement;
}

describe('bookings page', () => {
  const paid = makeBooking(1, { status: 'PAID', source: 'WEB' });
  const unpriced = makeBooking(2, { amount: null, currency: null, package: null, source: 'ADMIN' });
  const failed = makeBooking(3, {
    status: 'FAILED',
    package: { __typename: 'Package', id: 9, name: 'Hajj on request', price: null, currency: 'USD' },
  });
  const refunded = makeBooking(4, { status: 'REFUNDED', package: null, source: 'CUSTOM' });
  const cancelled = makeBooking(5, { status: 'CANCELLED' });
  const bookingsMock = always(
    ADMIN_BOOKINGS_QUERY,
    { bookings: { __typename: 'BookingPage', total: 5, items: [paid, unpriced, failed, refunded, cancelled] } },
    FIRST_PAGE,
  );

  it('lists name, email, package, date, source and status badges and the amount', async () => {
    renderAdmin(<BookingsPage />, { role: 'STAFF', mocks: [bookingsMock] });
    await screen.findByText('Customer 1');
    const first = row('Customer 1');
    expect(first).toHaveTextContent('customer1@rihla.test');
    expect(first).toHaveTextContent('Umrah Standard');
    expect(first).toHaveTextContent('2026');
    expect(first).toHaveTextContent('1899.00 USD');
    expect(within(first).getByText('Web')).toHaveClass('badge--neutral');
    expect(within(first).getByText('Paid')).toHaveClass('badge--green');
    expect(within(row('Customer 2')).getByText('Pending')).toHaveClass('badge--neutral');
    expect(within(row('Customer 2')).getByText('Admin')).toHaveClass('badge--gold');
    expect(row('Customer 2')).toHaveTextContent('No package');
    expect(row('Customer 2')).toHaveTextContent('No quote');
    expect(within(row('Customer 3')).getByText('Failed')).toHaveClass('badge--red');
    expect(within(row('Customer 4')).getByText('Refunded')).toHaveClass('admin-badge--gray');
    expect(within(row('Customer 5')).getByText('Cancelled')).toHaveClass('admin-badge--gray');
  });

  it('offers Set quote only on unpriced PENDING or FAILED bookings', async () => {
    renderAdmin(<BookingsPage />, { role: 'STAFF', mocks: [bookingsMock] });
    await screen.findByText('Customer 1');
    const quotable = screen
      .getAllByRole('button', { name: /^Set quote/ })
      .map((button) => button.closest('tr')?.textContent);
    expect(quotable).toHaveLength(2);
    expect(within(row('Customer 2')).getByRole('button', { name: /^Set quote/ })).toBeInTheDocument();
    expect(within(row('Customer 3')).getByRole('button', { name: /^Set quote/ })).toBeInTheDocument();
  });

  it('sets a quote in minor units, then shows the amount', async () => {
    const user = userEvent.setup();
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [
        bookingsMock,
        once(
          ADMIN_SET_BOOKING_QUOTE_MUTATION,
          { id: 2, amount: 350000, currency: 'EUR' },
          {
            setBookingQuote: { __typename: 'Booking', id: 2, amount: 350000, currency: 'EUR', status: 'PENDING' },
          },
        ),
      ],
    });
    await screen.findByText('Customer 2');
    await user.click(within(row('Customer 2')).getByRole('button', { name: /^Set quote/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Clear price' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '3500');
    await user.clear(within(dialog).getByLabelText('Currency'));
    await user.type(within(dialog).getByLabelText('Currency'), 'eur');
    await user.click(within(dialog).getByRole('button', { name: 'Set quote' }));
    await waitFor(() => expect(row('Customer 2')).toHaveTextContent('3500.00 EUR'));
    expect(screen.getByText('Quote set: 3500.00 EUR for Customer 2.')).toBeInTheDocument();
  });

  it("keeps the quote dialog open with the server's message", async () => {
    const user = userEvent.setup();
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [
        bookingsMock,
        failing(
          ADMIN_SET_BOOKING_QUOTE_MUTATION,
          { id: 3, amount: 100, currency: 'USD' },
          'A PAID booking cannot be re-quoted.',
        ),
      ],
    });
    await screen.findByText('Customer 3');
    await user.click(within(row('Customer 3')).getByRole('button', { name: /^Set quote/ }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Set quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A PAID booking cannot be re-quoted.');
  });

  describe('a payment that did not add up', () => {
    const reason = 'Received 1000.00 USD, owed 1899.00 USD.';
    const review = makeBooking(6, { status: 'NEEDS_REVIEW', reviewReason: reason });
    const expired = makeBooking(7, { status: 'EXPIRED' });
    const listed = (items: object[]) => ({ bookings: { __typename: 'BookingPage', total: items.length, items } });

    it('shows NEEDS_REVIEW as an amber badge with the reason, EXPIRED as a gray one', async () => {
      renderAdmin(<BookingsPage />, {
        role: 'STAFF',
        mocks: [always(ADMIN_BOOKINGS_QUERY, listed([review, expired]), FIRST_PAGE)],
      });
      await screen.findByText('Customer 6');
      expect(within(row('Customer 6')).getByText('Needs review')).toHaveClass('badge--gold');
      expect(row('Customer 6')).toHaveTextContent(reason);
      expect(within(row('Customer 7')).getByText('Expired')).toHaveClass('admin-badge--gray');
      expect(within(row('Customer 7')).queryByRole('button')).not.toBeInTheDocument();
      const actions = within(row('Customer 6'))
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(actions).toEqual(['Mark paid booking #6', 'Mark failed booking #6', 'Cancel booking #6']);
    });

    it('marks it paid after confirming, then shows the reloaded status', async () => {
      const user = userEvent.setup();
      const resolve = vi.fn(() => ({ data: { resolveBookingReview: true } }));
      renderAdmin(<BookingsPage />, {
        role: 'STAFF',
        mocks: [
          once(ADMIN_BOOKINGS_QUERY, FIRST_PAGE, listed([review])),
          {
            request: {
              query: ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
              variables: { id: 6, kind: 'PACKAGE', resolution: 'PAID' },
            },
            result: resolve,
          },
          always(ADMIN_BOOKINGS_QUERY, listed([{ ...review, status: 'PAID', reviewReason: null }]), FIRST_PAGE),
        ],
      });
      await screen.findByText('Customer 6');
      await user.click(within(row('Customer 6')).getByRole('button', { name: /^Mark paid/ }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent('Mark this booking as paid?');
      expect(resolve).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
      expect(await screen.findByText('Booking #6 of Customer 6 marked paid.')).toBeInTheDocument();
      await waitFor(() => expect(within(row('Customer 6')).getByText('Paid')).toHaveClass('badge--green'));
      expect(resolve).toHaveBeenCalledTimes(1);
    });

    it("keeps the booking as it was when cancelling is refused, with the server's message", async () => {
      const user = userEvent.setup();
      renderAdmin(<BookingsPage />, {
        role: 'STAFF',
        mocks: [
          always(ADMIN_BOOKINGS_QUERY, listed([review]), FIRST_PAGE),
          failing(
            ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
            { id: 6, kind: 'PACKAGE', resolution: 'CANCELLED' },
            'This booking is no longer under review.',
          ),
        ],
      });
      await screen.findByText('Customer 6');
      await user.click(within(row('Customer 6')).getByRole('button', { name: /^Cancel/ }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This booking is no longer under review.');
      expect(within(row('Customer 6')).getByText('Needs review')).toBeInTheDocument();
    });
  });

  it("shows the server's message instead of an empty table when loading fails", async () => {
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [failing(ADMIN_BOOKINGS_QUERY, FIRST_PAGE, 'Staff only.', 'FORBIDDEN')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
    expect(screen.queryByText('No bookings yet.')).not.toBeInTheDocument();
  });
});

describe('consultations page', () => {
  it('lists name, email, message and date, newest first as the API sends them', async () => {
    const items = [2, 1].map((id) => ({
      __typename: 'Consultation',
      id,
      name: `Asker ${id}`,
      email: `asker${id}@rihla.test`,
      message: `Question ${id}`,
      createdAt: `2026-11-2${id}T10:00:00.000Z`,
    }));
    renderAdmin(<ConsultationsPage />, {
      role: 'STAFF',
      mocks: [
        always(
          ADMIN_CONSULTATIONS_QUERY,
          { consultations: { __typename: 'ConsultationPage', total: 2, items } },
          FIRST_PAGE,
        ),
      ],
    });
    expect(screen.getByRole('table', { name: 'Consultation requests' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Asker 2');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Asker 2', 'Asker 1']);
    expect(rows[0]).toHaveTextContent('asker2@rihla.test');
    expect(rows[0]).toHaveTextContent('Question 2');
    expect(rows[0]).toHaveTextContent('22 Nov 2026');
  });
});

describe('custom bookings page', () => {
  const pending = makeCustomBooking(1);
  const confirmed = makeCustomBooking(2, { status: 'CONFIRMED', transport: null, service: null });
  const customMock = always(
    ADMIN_CUSTOM_BOOKINGS_QUERY,
    { customBookings: { __typename: 'CustomBookingPage', total: 2, items: [pending, confirmed] } },
    FIRST_PAGE,
  );

  it("says 'No custom bookings yet.' once loaded with none", async () => {
    renderAdmin(<CustomBookingsPage />, {
      role: 'STAFF',
      mocks: [
        always(
          ADMIN_CUSTOM_BOOKINGS_QUERY,
          { customBookings: { __typename: 'CustomBookingPage', total: 0, items: [] } },
          FIRST_PAGE,
        ),
      ],
    });
    expect(screen.queryByText('No custom bookings yet.')).not.toBeInTheDocument();
    expect(await screen.findByText('No custom bookings yet.')).toBeInTheDocument();
  });

  it('shows when, customer with email, origin → destination with the start date, transport, class and status', async () => {
    renderAdmin(<CustomBookingsPage />, { role: 'STAFF', mocks: [customMock] });
    await screen.findByText('Traveller 1');
    const first = row('Traveller 1');
    expect(first).toHaveTextContent('traveller1@rihla.test');
    expect(first).toHaveTextContent(/London\s*→\s*to\s*Jeddah/);
    expect(first).toHaveTextContent('2027-02-14');
    expect(first).not.toHaveTextContent('2027-02-14T');
    expect(first).toHaveTextContent('Flights');
    expect(first).toHaveTextContent('Business');
    expect(within(first).getByText('Pending')).toHaveClass('badge');
    expect(within(row('Traveller 2')).getByText('Confirmed')).toHaveClass('badge--green');
    expect(within(row('Traveller 2')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms a pending booking', async () => {
    const user = userEvent.setup();
    renderAdmin(<CustomBookingsPage />, {
      role: 'STAFF',
      mocks: [
        customMock,
        once(
          ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION,
          { id: 1, status: 'CONFIRMED' },
          {
            updateCustomBookingStatus: { __typename: 'CustomBooking', id: 1, status: 'CONFIRMED' },
          },
        ),
      ],
    });
    await screen.findByText('Traveller 1');
    await user.click(within(row('Traveller 1')).getByRole('button', { name: /^Confirm/ }));
    await waitFor(() => expect(within(row('Traveller 1')).getByText('Confirmed')).toBeInTheDocument());
    expect(within(row('Traveller 1')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('resolves a trip under review as failed, with kind TRIP, and shows EXPIRED in gray', async () => {
    const user = userEvent.setup();
    const review = makeCustomBooking(3, {
      status: 'NEEDS_REVIEW',
      reviewReason: 'Paid after the hold expired; seats were taken.',
    });
    const expired = makeCustomBooking(4, { status: 'EXPIRED' });
    const resolve = vi.fn(() => ({ data: { resolveBookingReview: true } }));
    renderAdmin(<CustomBookingsPage />, {
      role: 'STAFF',
      mocks: [
        always(
          ADMIN_CUSTOM_BOOKINGS_QUERY,
          { customBookings: { __typename: 'CustomBookingPage', total: 2, items: [review, expired] } },
          FIRST_PAGE,
        ),
        {
          request: {
            query: ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
            variables: { id: 3, kind: 'TRIP', resolution: 'FAILED' },
          },
          result: resolve,
        },
      ],
    });
    await screen.findByText('Traveller 3');
    expect(within(row('Traveller 3')).getByText('Needs review')).toHaveClass('badge--gold');
    expect(row('Traveller 3')).toHaveTextContent('Paid after the hold expired; seats were taken.');
    expect(within(row('Traveller 4')).getByText('Expired')).toHaveClass('admin-badge--gray');
    await user.click(within(row('Traveller 3')).getByRole('button', { name: /^Mark failed/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Mark this payment as failed?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await screen.findByText('Booking #3 of Traveller 3 marked failed.')).toBeInTheDocument();
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it("cancels after asking, and shows the server's message on failure", async () => {
    const user = userEvent.setup();
    const cancel = vi.fn(() => ({
      errors: [new GraphQLError('This booking is already CONFIRMED.', { extensions: { code: 'BAD_USER_INPUT' } })],
    }));
    renderAdmin(<CustomBookingsPage />, {
      role: 'STAFF',
      mocks: [
        customMock,
        {
          request: { query: ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION, variables: { id: 1, status: 'CANCELLED' } },
          result: cancel,
        },
      ],
    });
    await screen.findByText('Traveller 1');
    await user.click(within(row('Traveller 1')).getByRole('button', { name: /^Cancel/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel this custom booking?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is already CONFIRMED.');
    expect(cancel).toHaveBeenCalled();
  });
});
