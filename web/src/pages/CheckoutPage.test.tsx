import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { graphQLErrorResult } from '../test/fixtures';
import { liveLink } from '../test/live';
import {
  checkoutBookingMock,
  demoPaymentMock,
  heldTripPaidMocks,
  intentMock,
  makeCheckoutBooking,
  notFoundMock,
  payWithCard,
  renderCheckout,
  statusChanged,
  statusMock,
  TOKEN,
  TRIP_LINK,
} from './checkout/fixtures';

const LINK = `/checkout?booking=41&kind=PACKAGE#token=${TOKEN}`;
const PACKAGE_INTENT = { bookingId: 41, amount: 250000, currency: 'GBP', kind: 'PACKAGE' };

describe('/checkout?booking=&kind=#token=', () => {
  it('reads the token from the fragment, sends it as X-Booking-Token and keeps it for this tab', async () => {
    const sent = renderCheckout(LINK, [checkoutBookingMock(), intentMock(PACKAGE_INTENT)]);
    expect(await screen.findByText('Demo mode — no real card is charged')).toBeInTheDocument();
    // The travellers and documents panels of a package booking ask with the same token.
    expect(sent.map((operation) => operation.name).sort()).toEqual([
      'BookingDocuments',
      'BookingStatusChanged',
      'BookingTravellers',
      'CheckoutBooking',
      'CreatePaymentIntent',
    ]);
    for (const operation of sent) expect(operation.headers['X-Booking-Token']).toBe(TOKEN);
    expect(window.sessionStorage.getItem('rihla.booking-token.PACKAGE.41')).toBe(TOKEN);
  });

  it("renders the server's title, traveller and amount, not the router state's", async () => {
    renderCheckout(LINK, [checkoutBookingMock(), intentMock(PACKAGE_INTENT)], {
      bookingId: 41,
      amount: 1,
      currency: 'GBP',
    });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Ramadan Umrah'));
    expect(summary).toHaveTextContent('Amina Yusuf');
    expect(summary).toHaveTextContent('Booking referenceRH-7KQ2-M9');
    expect(summary).toHaveTextContent('£2,500.00');
    expect(await screen.findByRole('button', { name: 'Pay £2,500.00' })).toBeInTheDocument();
    expect(screen.getByText('This booking’s amount due is £2,500.00')).toBeInTheDocument();
    // The terms that apply to what is paid, beside the card form.
    expect(screen.getByRole('link', { name: 'terms of booking' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows a paid booking as paid, with reference, amount and date, and never the card form', async () => {
    const paid = makeCheckoutBooking({ status: 'PAID', paidAt: '2026-11-20T10:30:00.000Z' });
    const sent = renderCheckout(LINK, [checkoutBookingMock(paid)]);
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeInTheDocument();
    const receipt = screen.getByRole('heading', { name: 'This booking is already paid' }).parentElement!;
    expect(receipt).toHaveTextContent('Booking referenceRH-7KQ2-M9');
    expect(receipt).toHaveTextContent('Amount paid£2,500.00');
    expect(receipt).toHaveTextContent('Paid on20 November 2026');
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(sent.map((operation) => operation.name)).toEqual([
      'CheckoutBooking',
      'BookingTravellers',
      'BookingDocuments',
    ]);
  });

  it('tells a visitor without a valid token that the booking cannot be found', async () => {
    const sent = renderCheckout('/checkout?booking=41&kind=PACKAGE', [notFoundMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this booking. Use the link from your booking confirmation.',
    );
    expect(sent[0].headers['X-Booking-Token']).toBeUndefined();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });

  it('says a booking under review needs no second payment', async () => {
    renderCheckout(LINK, [checkoutBookingMock(makeCheckoutBooking({ status: 'NEEDS_REVIEW' }))]);
    expect(
      await screen.findByText('Our team is checking this payment; you do not need to pay again.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });

  it('counts down the seat hold of a trip, then shows it expired with a way to search again', async () => {
    const trip = makeCheckoutBooking({
      id: 7,
      kind: 'TRIP',
      title: 'London → Jeddah',
      holdExpiresAt: new Date(Date.now() + 1900).toISOString(),
    });
    renderCheckout(`/checkout?booking=7&kind=TRIP#token=${TOKEN}`, [
      checkoutBookingMock(trip),
      intentMock({ bookingId: 7, amount: 250000, currency: 'GBP', kind: 'TRIP' }),
    ]);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Seats held for 00:0[12]$/);
    expect(await screen.findByText('This booking’s seat hold has expired', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/custom-book');
  });

  it('counts down the seat hold of a package departure, then says its seats were released', async () => {
    const held = makeCheckoutBooking({ holdExpiresAt: new Date(Date.now() + 1900).toISOString() });
    renderCheckout(LINK, [checkoutBookingMock(held), intentMock(PACKAGE_INTENT)]);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Seats held for 00:0[12]$/);
    expect(
      screen.getByText('Your seats are held until the timer runs out; unpaid seats then go back on sale.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('This booking’s seat hold has expired', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.getByText('The seats were released and no payment was taken. Please book the departure again.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book');
  });

  it('shows an EXPIRED trip as expired straight away', async () => {
    renderCheckout(`/checkout?booking=7&kind=TRIP#token=${TOKEN}`, [
      checkoutBookingMock(makeCheckoutBooking({ id: 7, kind: 'TRIP', status: 'EXPIRED' })),
    ]);
    expect(await screen.findByText('This booking’s seat hold has expired')).toBeInTheDocument();
  });

  it("shows the server's reason when the payment cannot start, and offers to try again", async () => {
    renderCheckout(LINK, [
      checkoutBookingMock(),
      intentMock(
        PACKAGE_INTENT,
        graphQLErrorResult('Your payment is being confirmed. Please wait a moment before paying again.', 'CONFLICT'),
      ),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create payment intent');
    expect(alert).toHaveTextContent('Your payment is being confirmed. Please wait a moment before paying again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('validates the card fields', async () => {
    const user = userEvent.setup();
    renderCheckout(LINK, [checkoutBookingMock(), intentMock(PACKAGE_INTENT)]);
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit CVC.')).toBeInTheDocument();
  });

  it('shows the message of a declined demo card, else "Payment failed"', async () => {
    const user = userEvent.setup();
    renderCheckout(LINK, [
      checkoutBookingMock(),
      intentMock(PACKAGE_INTENT),
      demoPaymentMock('4000000000000002', { status: 'FAILED', message: 'Your card was declined.' }),
      demoPaymentMock('4000000000000002', { status: 'FAILED', message: null }),
    ]);
    await payWithCard(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Payment failed'));
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('pays a trip, then shows PAID as soon as the server pushes it, subscribed with the token and never polling', async () => {
    const user = userEvent.setup();
    const live = liveLink();
    const sent = renderCheckout(TRIP_LINK, heldTripPaidMocks(), undefined, live);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Seats held for (20:00|19:59)$/);
    await payWithCard(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    live.push(statusChanged('PENDING'));
    expect(await screen.findByText('Confirming…')).toBeInTheDocument();
    live.push(statusChanged('PAID', '2026-11-25T04:00:00.000Z'));
    expect(await screen.findByText('PAID')).toBeInTheDocument();
    expect(live.subscriptions.map((s) => [s.name, s.headers['X-Booking-Token']])).toContainEqual([
      'BookingStatusChanged',
      TOKEN,
    ]);
    expect(sent.filter((operation) => operation.name === 'PaymentStatus')).toEqual([]);
  });

  it('falls back to asking for the status when live updates fail, and shows the real status, not a failure', async () => {
    const live = liveLink();
    window.sessionStorage.setItem('rihla.booking-token.TRIP.7', TOKEN);
    const sent = renderCheckout(
      '/checkout?booking=7&kind=TRIP&payment_intent=pi_1&redirect_status=succeeded',
      [checkoutBookingMock(makeCheckoutBooking({ id: 7, kind: 'TRIP' })), statusMock('PAID', 7, 'TRIP')],
      undefined,
      live,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    live.fail();
    expect(await screen.findByText('PAID')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const polls = sent.filter((operation) => operation.name === 'PaymentStatus');
    expect(polls.map((poll) => poll.headers['X-Booking-Token'])).toEqual([TOKEN]);
  });

  it('says so when the payment arrived but did not add up (NEEDS_REVIEW)', async () => {
    const user = userEvent.setup();
    const live = liveLink();
    renderCheckout(
      LINK,
      [
        checkoutBookingMock(),
        intentMock(PACKAGE_INTENT),
        demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
      ],
      undefined,
      live,
    );
    await payWithCard(user, '4242424242424242');
    await screen.findByRole('heading', { name: 'Payment Successful' });
    live.push(statusChanged('NEEDS_REVIEW'));
    expect(await screen.findByText('NEEDS_REVIEW')).toBeInTheDocument();
    expect(screen.getByText('Our team is checking this payment; you do not need to pay again.')).toBeInTheDocument();
  });

  it('after a bank page, finds the booking with the token kept in this tab and confirms the payment', async () => {
    const live = liveLink();
    window.sessionStorage.setItem('rihla.booking-token.TRIP.7', TOKEN);
    const sent = renderCheckout(
      '/checkout?booking=7&kind=TRIP&payment_intent=pi_1&redirect_status=succeeded',
      [checkoutBookingMock(makeCheckoutBooking({ id: 7, kind: 'TRIP' }))],
      undefined,
      live,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    live.push(statusChanged('PAID'));
    expect(await screen.findByText('PAID')).toBeInTheDocument();
    // The booking, its status stream, and the booking again once the payment is recorded: each with the token.
    expect(sent.map((operation) => [operation.name, operation.headers['X-Booking-Token']])).toEqual([
      ['CheckoutBooking', TOKEN],
      ['BookingStatusChanged', TOKEN],
      ['CheckoutBooking', TOKEN],
    ]);
  });
});
