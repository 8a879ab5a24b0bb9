import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { screenMatching } from '../../test/media';
import { ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION } from '../components/ReviewActions';
import { ADMIN_BOOKINGS_QUERY, ADMIN_CONSULTATIONS_QUERY, ADMIN_TRIP_BOOKINGS_QUERY } from '../components/staffLists';
import { makeBooking, makeConsultation, makeTripBooking } from '../test/fixtures';
import { always, failing, FIRST_PAGE, once, pageOf, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { answerConfirm, clickActionIn, rowWithText as row } from '../test/screen';
import { ADMIN_SET_BOOKING_QUOTE_MUTATION } from './BookingsPage';
import { BookingsPage } from './BookingsPage';
import { ConsultationsPage } from './ConsultationsPage';
import { ADMIN_UPDATE_TRIP_BOOKING_STATUS_MUTATION, TripBookingsPage } from './TripBookingsPage';

/** Opens `page` as STAFF and waits until the row of `shown` has loaded. */
async function openAsStaff(page: ReactElement, shown: string, mocks: MockLink.MockedResponse[]) {
  renderAdmin(page, { role: 'STAFF', mocks });
  await screen.findByText(shown);
}

describe('bookings page', () => {
  const paid = makeBooking(1, { status: 'PAID', source: 'WEB' });
  const unpriced = makeBooking(2, { amount: null, currency: null, package: null });
  const failed = makeBooking(3, {
    status: 'FAILED',
    package: { __typename: 'Package', id: 9, name: 'Hajj on request', price: null, currency: 'USD' },
  });
  const refunded = makeBooking(4, { status: 'REFUNDED', package: null });
  const cancelled = makeBooking(5, { status: 'CANCELLED' });
  const listed = (items: ReturnType<typeof makeBooking>[]) => ({ bookings: pageOf('BookingPage', items) });
  const bookingsMock = always(ADMIN_BOOKINGS_QUERY, listed([paid, unpriced, failed, refunded, cancelled]), FIRST_PAGE);
  const openBookings = (shown: string, ...mocks: MockLink.MockedResponse[]) =>
    openAsStaff(<BookingsPage />, shown, [bookingsMock, ...mocks]);

  /** Opens the Set quote dialog of `customer`'s booking, with `answer` mocking the quote mutation. */
  async function openQuoteDialog(user: UserEvent, customer: string, answer: MockLink.MockedResponse) {
    await openBookings(customer, answer);
    await clickActionIn(user, row(customer), /^Set quote/);
    return screen.getByRole('dialog');
  }

  it('lists reference, customer, departure, status badge, paid over total, what is due and the actions', async () => {
    await openBookings('Customer 1');
    expect(
      within(screen.getByRole('table', { name: 'Bookings' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reference', 'Customer', 'Departure', 'Status', 'Paid / total', 'Due', 'Actions']);
    const first = row('Customer 1');
    expect(within(first).getByRole('link', { name: 'RH-BK01-7K' })).toHaveAttribute('href', '/admin/bookings/1');
    expect(first).toHaveTextContent('customer1@rihla.test');
    expect(first).toHaveTextContent('Umrah Standard');
    expect(first).toHaveTextContent('$1,899.00 / $1,899.00');
    expect(first).toHaveTextContent('Nothing due');
    expect(within(first).getByText('Paid')).toHaveClass('badge--green');
    expect(within(row('Customer 2')).getByText('Pending')).toHaveClass('badge--neutral');
    expect(row('Customer 2')).toHaveTextContent('No package');
    expect(row('Customer 2')).toHaveTextContent('No quote');
    expect(within(row('Customer 3')).getByText('Failed')).toHaveClass('badge--red');
    expect(within(row('Customer 4')).getByText('Refunded')).toHaveClass('admin-badge--gray');
    expect(within(row('Customer 5')).getByText('Cancelled')).toHaveClass('admin-badge--gray');
  });

  it('shows what a refunded booking keeps (net), what went back and what is on its way, from the server', async () => {
    const fullyRefunded = makeBooking(6, {
      status: 'REFUNDED',
      amount: 500000,
      amountPaid: 500000,
      amountRefunded: 500000,
      netPaid: 0,
      cancelledAt: '2026-11-20T09:30:00.000Z',
    });
    const refundComing = makeBooking(7, {
      status: 'CANCELLED',
      amount: 200000,
      amountPaid: 200000,
      refundPending: 100000,
      netPaid: 100000,
      cancelledAt: '2026-11-20T09:30:00.000Z',
    });
    const deposit = makeBooking(8, {
      status: 'DEPOSIT_PAID',
      amount: 500000,
      amountPaid: 100000,
      netPaid: 100000,
      dueNow: 400000,
      balanceDueAt: '2027-01-15',
    });
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_BOOKINGS_QUERY, listed([fullyRefunded, refundComing, deposit]), FIRST_PAGE)],
    });
    await screen.findByText('Customer 6');
    const money = (customer: string) => within(row(customer)).getAllByRole('cell')[4];
    expect(money('Customer 6')).toHaveTextContent(/^\$0\.00 \/ \$5,000\.00refunded \$5,000\.00$/);
    expect(row('Customer 6')).toHaveTextContent('Nothing due');
    expect(money('Customer 7')).toHaveTextContent(/^\$1,000\.00 \/ \$2,000\.00refund \$1,000\.00 on its way$/);
    expect(money('Customer 8')).toHaveTextContent(/^\$1,000\.00 \/ \$5,000\.00$/);
    expect(within(row('Customer 8')).getAllByRole('cell')[5]).toHaveTextContent('$4,000.00by 15 Jan 2027');
  });

  it('on a phone, each booking is a card with its reference, customer, status, amount and actions', async () => {
    screenMatching('(max-width: 699px)');
    const refundedCard = makeBooking(6, {
      status: 'PARTIALLY_REFUNDED',
      amount: 500000,
      amountPaid: 500000,
      amountRefunded: 450000,
      netPaid: 50000,
      paidAt: '2026-11-01T10:00:00.000Z',
    });
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_BOOKINGS_QUERY, listed([paid, refundedCard]), FIRST_PAGE)],
    });
    await screen.findByText('Customer 6');
    expect(screen.queryByRole('table', { name: 'Bookings' })).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]).getByRole('article', { name: 'RH-BK06-7K' });
    expect(within(card).getByRole('heading', { level: 3, name: 'RH-BK06-7K' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'RH-BK06-7K' })).toHaveAttribute('href', '/admin/bookings/6');
    // Each fact keeps its name for a screen reader: a term and its definition.
    const fact = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Customer')).toHaveTextContent('Customer 6customer6@rihla.test');
    expect(fact('Departure')).toHaveTextContent('Umrah Standard');
    expect(fact('Status')).toHaveTextContent('Partly refunded');
    expect(fact('Paid / total')).toHaveTextContent('$500.00 / $5,000.00refunded $4,500.00');
    expect(fact('Due')).toHaveTextContent('Nothing due');
    expect(within(card).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();
  });

  it('marks a deposit-paid booking whose balance is past its due day with a red Balance overdue badge', async () => {
    const overdue = makeBooking(6, { status: 'DEPOSIT_PAID', balanceOverdue: true });
    const onTime = makeBooking(7, { status: 'DEPOSIT_PAID' });
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_BOOKINGS_QUERY, listed([overdue, onTime]), FIRST_PAGE)],
    });
    await screen.findByText('Customer 6');
    expect(within(row('Customer 6')).getByText('Balance overdue')).toHaveClass('badge--red');
    expect(within(row('Customer 7')).queryByText('Balance overdue')).not.toBeInTheDocument();
  });

  it('offers Cancel booking where the server lists CANCELLED among the staff moves, and only there', async () => {
    const cancellable = makeBooking(6, { status: 'PAID' });
    // The server's answer rules, whatever the status: here it has no move for staff (a booking cancelled before).
    const notCancellable = makeBooking(7, { status: 'PAID', staffMoves: [] });
    renderAdmin(<BookingsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_BOOKINGS_QUERY, listed([cancellable, notCancellable]), FIRST_PAGE)],
    });
    await screen.findByText('Customer 6');
    expect(cancellable.staffMoves).toEqual(['CANCELLED']);
    expect(within(row('Customer 6')).getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();
    expect(within(row('Customer 7')).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
  });

  it('offers Set quote only on unpriced PENDING or FAILED bookings', async () => {
    await openBookings('Customer 1');
    const quotable = screen
      .getAllByRole('button', { name: /^Set quote/ })
      .map((button) => button.closest('tr')?.textContent);
    expect(quotable).toHaveLength(2);
    expect(within(row('Customer 2')).getByRole('button', { name: /^Set quote/ })).toBeInTheDocument();
    expect(within(row('Customer 3')).getByRole('button', { name: /^Set quote/ })).toBeInTheDocument();
  });

  it('sets a quote in minor units, then shows the amount', async () => {
    const user = userEvent.setup();
    const dialog = await openQuoteDialog(
      user,
      'Customer 2',
      once(
        ADMIN_SET_BOOKING_QUOTE_MUTATION,
        { id: 2, amount: 350000, currency: 'EUR' },
        { setBookingQuote: { __typename: 'Booking', id: 2, amount: 350000, currency: 'EUR', status: 'PENDING' } },
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Clear price' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '3500');
    await user.clear(within(dialog).getByLabelText('Currency'));
    await user.type(within(dialog).getByLabelText('Currency'), 'eur');
    await user.click(within(dialog).getByRole('button', { name: 'Set quote' }));
    await waitFor(() => expect(row('Customer 2')).toHaveTextContent('€3,500.00'));
    expect(screen.getByText('Quote set: €3,500.00 for Customer 2.')).toBeInTheDocument();
  });

  it("keeps the quote dialog open with the server's message", async () => {
    const user = userEvent.setup();
    const refusal = 'A PAID booking cannot be re-quoted.';
    const quote = { id: 3, amount: 100, currency: 'USD' };
    const dialog = await openQuoteDialog(user, 'Customer 3', failing(ADMIN_SET_BOOKING_QUOTE_MUTATION, quote, refusal));
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Set quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  describe('a payment that did not add up', () => {
    const reason = 'Received 1000.00 USD, owed 1899.00 USD.';
    const review = makeBooking(6, { status: 'NEEDS_REVIEW', reviewReason: reason });
    const expired = makeBooking(7, { status: 'EXPIRED' });
    const openReviews = (...mocks: MockLink.MockedResponse[]) => openAsStaff(<BookingsPage />, 'Customer 6', mocks);

    it('shows NEEDS_REVIEW as an amber badge with the reason, EXPIRED as a gray one', async () => {
      await openReviews(always(ADMIN_BOOKINGS_QUERY, listed([review, expired]), FIRST_PAGE));
      expect(within(row('Customer 6')).getByText('Needs review')).toHaveClass('badge--gold');
      expect(row('Customer 6')).toHaveTextContent(reason);
      expect(within(row('Customer 7')).getByText('Expired')).toHaveClass('admin-badge--gray');
      expect(within(row('Customer 7')).queryByRole('button')).not.toBeInTheDocument();
      const actions = within(row('Customer 6'))
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(actions).toEqual([
        'Mark paid booking RH-BK06-7K',
        'Mark failed booking RH-BK06-7K',
        'Cancel booking RH-BK06-7K',
      ]);
    });

    it('marks it paid after confirming, then shows the reloaded status', async () => {
      const user = userEvent.setup();
      const resolve = spiedOn(
        once(
          ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
          { id: 6, kind: 'PACKAGE', resolution: 'PAID' },
          {
            resolveBookingReview: true,
          },
        ),
      );
      await openReviews(
        once(ADMIN_BOOKINGS_QUERY, FIRST_PAGE, listed([review])),
        resolve.mock,
        always(ADMIN_BOOKINGS_QUERY, listed([{ ...review, status: 'PAID', reviewReason: null }]), FIRST_PAGE),
      );
      await clickActionIn(user, row('Customer 6'), /^Mark paid/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Mark this booking as paid?');
      expect(resolve.spy).not.toHaveBeenCalled();
      await answerConfirm(user, 'Mark paid');
      expect(await screen.findByText('Booking RH-BK06-7K of Customer 6 marked paid.')).toBeInTheDocument();
      await waitFor(() => expect(within(row('Customer 6')).getByText('Paid')).toHaveClass('badge--green'));
      expect(resolve.spy).toHaveBeenCalledTimes(1);
    });

    it("keeps the booking as it was when cancelling is refused, with the server's message", async () => {
      const user = userEvent.setup();
      await openReviews(
        always(ADMIN_BOOKINGS_QUERY, listed([review]), FIRST_PAGE),
        failing(
          ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
          { id: 6, kind: 'PACKAGE', resolution: 'CANCELLED' },
          'This booking is no longer under review.',
        ),
      );
      await clickActionIn(user, row('Customer 6'), /^Cancel/);
      await answerConfirm(user, 'Cancel booking');
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
  it('lists name, email, phone, message and date, newest first as the API sends them', async () => {
    const items = [makeConsultation(2), makeConsultation(1)];
    renderAdmin(<ConsultationsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_CONSULTATIONS_QUERY, { consultations: pageOf('ConsultationPage', items) }, FIRST_PAGE)],
    });
    expect(screen.getByRole('table', { name: 'Consultation requests' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Asker 2');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Asker 2', 'Asker 1']);
    expect(rows[0]).toHaveTextContent('asker2@rihla.test');
    expect(rows[0]).toHaveTextContent('Question 2');
    expect(rows[0]).toHaveTextContent('22 Nov 2026');
    expect(rows[0]).toHaveTextContent('None given');
    expect(within(rows[1]).getByRole('link', { name: '+62 812 3456 7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
  });
});

describe('trip bookings page', () => {
  const pending = makeTripBooking(1);
  const confirmed = makeTripBooking(2, { status: 'CONFIRMED', transport: null, service: null });
  const listed = (items: ReturnType<typeof makeTripBooking>[]) => ({
    tripBookings: pageOf('TripBookingPage', items),
  });
  const customMock = always(ADMIN_TRIP_BOOKINGS_QUERY, listed([pending, confirmed]), FIRST_PAGE);
  const openTripBookings = (...mocks: MockLink.MockedResponse[]) =>
    openAsStaff(<TripBookingsPage />, 'Traveller 1', [customMock, ...mocks]);

  it("says 'No trip bookings yet.' once loaded with none", async () => {
    renderAdmin(<TripBookingsPage />, {
      role: 'STAFF',
      mocks: [always(ADMIN_TRIP_BOOKINGS_QUERY, listed([]), FIRST_PAGE)],
    });
    expect(screen.queryByText('No trip bookings yet.')).not.toBeInTheDocument();
    expect(await screen.findByText('No trip bookings yet.')).toBeInTheDocument();
  });

  it('shows when, customer with email, origin → destination with the start date, transport, class and status', async () => {
    await openTripBookings();
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
    await openTripBookings(
      once(
        ADMIN_UPDATE_TRIP_BOOKING_STATUS_MUTATION,
        { id: 1, status: 'CONFIRMED' },
        { updateTripBookingStatus: { __typename: 'TripBooking', id: 1, status: 'CONFIRMED' } },
      ),
    );
    await clickActionIn(user, row('Traveller 1'), /^Confirm/);
    await waitFor(() => expect(within(row('Traveller 1')).getByText('Confirmed')).toBeInTheDocument());
    expect(within(row('Traveller 1')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('resolves a trip under review as failed, with kind TRIP, and shows EXPIRED in gray', async () => {
    const user = userEvent.setup();
    const review = makeTripBooking(3, {
      status: 'NEEDS_REVIEW',
      reviewReason: 'Paid after the hold expired; seats were taken.',
    });
    const expired = makeTripBooking(4, { status: 'EXPIRED' });
    const resolve = spiedOn(
      once(
        ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION,
        { id: 3, kind: 'TRIP', resolution: 'FAILED' },
        {
          resolveBookingReview: true,
        },
      ),
    );
    await openAsStaff(<TripBookingsPage />, 'Traveller 3', [
      always(ADMIN_TRIP_BOOKINGS_QUERY, listed([review, expired]), FIRST_PAGE),
      resolve.mock,
    ]);
    expect(within(row('Traveller 3')).getByText('Needs review')).toHaveClass('badge--gold');
    expect(row('Traveller 3')).toHaveTextContent('Paid after the hold expired; seats were taken.');
    expect(within(row('Traveller 4')).getByText('Expired')).toHaveClass('admin-badge--gray');
    await clickActionIn(user, row('Traveller 3'), /^Mark failed/);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Mark this payment as failed?');
    await answerConfirm(user, 'Mark failed');
    expect(await screen.findByText('Booking RH-TR03-7K of Traveller 3 marked failed.')).toBeInTheDocument();
    expect(resolve.spy).toHaveBeenCalledTimes(1);
  });

  it("cancels after asking, and shows the server's message on failure", async () => {
    const user = userEvent.setup();
    const cancel = spiedOn(
      failing(
        ADMIN_UPDATE_TRIP_BOOKING_STATUS_MUTATION,
        { id: 1, status: 'CANCELLED' },
        'This booking is already CONFIRMED.',
      ),
    );
    await openTripBookings(cancel.mock);
    await clickActionIn(user, row('Traveller 1'), /^Cancel/);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Cancel this trip booking?');
    await answerConfirm(user, 'Cancel booking');
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is already CONFIRMED.');
    expect(cancel.spy).toHaveBeenCalled();
  });
});
