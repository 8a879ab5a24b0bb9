import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { graphQLErrorResult } from '../../test/fixtures';
import { liveLink } from '../../test/live';
import {
  checkoutBookingMock,
  demoPaymentMock,
  heldTrip,
  intentMock,
  payWithCard,
  renderCheckout,
  statusChanged,
  TRIP_INTENT,
  TRIP_LINK,
} from './fixtures';

describe('checkout recovery', () => {
  it('after a declined card, a good card on the same page shows success and the paid summary, no failure left', async () => {
    const user = userEvent.setup();
    const live = liveLink();
    // The booking as re-read once the payment is recorded: the receipt's amount is the server's amountPaid.
    const paid = heldTrip({ status: 'PAID', holdExpiresAt: null, paidAt: '2026-11-25T08:00:00.000Z' });
    renderCheckout(
      TRIP_LINK,
      [
        { ...checkoutBookingMock(heldTrip()), maxUsageCount: 1 },
        checkoutBookingMock(paid),
        intentMock(TRIP_INTENT),
        demoPaymentMock('4000000000000002', { status: 'FAILED', message: 'Your card was declined.' }),
        demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
      ],
      undefined,
      live,
    );
    await payWithCard(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. No payment was taken: check the card details or use another card.',
    );

    await payWithCard(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your seats are held/)).not.toBeInTheDocument();

    live.push(statusChanged('PAID', '2026-11-25T08:00:00.000Z'));
    expect(await screen.findByText('PAID')).toBeInTheDocument();
    const receipt = await screen.findByLabelText('Receipt');
    expect(receipt).toHaveTextContent('Booking referenceRH-7KQ2-M9');
    expect(receipt).toHaveTextContent('Amount paid£640.00');
    expect(receipt).toHaveTextContent('Paid on25 November 2026');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Amount paid£640.00');
    expect(summary).not.toHaveTextContent('Total');
    expect(summary).toHaveTextContent('Keep this page’s link: it opens this booking and its payment status again.');
  });

  it('follows the pushed status while the card form is open: paid elsewhere shows the paid booking', async () => {
    const live = liveLink();
    const paid = heldTrip({ status: 'PAID', holdExpiresAt: null, paidAt: '2026-11-25T08:00:00.000Z' });
    renderCheckout(
      TRIP_LINK,
      [{ ...checkoutBookingMock(heldTrip()), maxUsageCount: 1 }, checkoutBookingMock(paid), intentMock(TRIP_INTENT)],
      undefined,
      live,
    );
    expect(await screen.findByText(/Demo mode/)).toBeInTheDocument();
    live.push(statusChanged('PAID', '2026-11-25T08:00:00.000Z'));
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt')).toHaveTextContent('Amount paid£640.00');
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('the paid receipt states what the payments received, not the price', async () => {
    // Paid GBP 600.00 (the rows) on a GBP 640.00 booking: the receipt never claims the price was paid.
    const paid = heldTrip({
      status: 'PAID',
      holdExpiresAt: null,
      paidAt: '2026-11-25T08:00:00.000Z',
      amountPaid: 60000,
    });
    renderCheckout(TRIP_LINK, [checkoutBookingMock(paid)]);
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt')).toHaveTextContent('Amount paid£600.00');
  });

  it("a refused payment says why in the server's words, that nothing was taken, and offers a way forward", async () => {
    renderCheckout(TRIP_LINK, [
      checkoutBookingMock(heldTrip()),
      intentMock(TRIP_INTENT, graphQLErrorResult('The amount does not match what this booking owes.')),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create payment intent');
    expect(alert).toHaveTextContent('The amount does not match what this booking owes. No payment was taken.');
    expect(alert).not.toHaveTextContent('try again in a moment');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us about booking RH-7KQ2-M9' })).toHaveAttribute(
      'href',
      '/consultation',
    );
  });

  it('a refusal because the booking is paid meanwhile shows the paid booking, not the error', async () => {
    const paid = heldTrip({ status: 'PAID', holdExpiresAt: null, paidAt: '2026-11-25T08:00:00.000Z' });
    renderCheckout(TRIP_LINK, [
      { ...checkoutBookingMock(heldTrip()), maxUsageCount: 1 },
      checkoutBookingMock(paid),
      intentMock(TRIP_INTENT, graphQLErrorResult('This booking is already paid.', 'CONFLICT')),
    ]);
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to create payment intent')).not.toBeInTheDocument();
  });

  it('a payment refused because staff re-priced the booking reloads it and asks for the new amount', async () => {
    const user = userEvent.setup();
    const replaced = 'This payment was replaced because the amount changed. Please reload the checkout.';
    renderCheckout(TRIP_LINK, [
      { ...checkoutBookingMock(heldTrip()), maxUsageCount: 1 },
      checkoutBookingMock(heldTrip({ amount: 70000 })),
      intentMock(TRIP_INTENT),
      intentMock({ ...TRIP_INTENT, amount: 70000 }),
      {
        ...demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
        result: graphQLErrorResult(replaced, 'CONFLICT'),
      },
    ]);
    await payWithCard(user, '4242424242424242');
    expect(await screen.findByText('The amount due changed to £700.00')).toBeInTheDocument();
    expect(
      screen.getByText(/Nothing was charged at the old amount \(\s*£640\.00\); pay the new amount below\./),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay £700.00' })).toBeInTheDocument();
  });

  it('puts the slash in the expiry as it is typed: 1229 becomes 12/29', async () => {
    const user = userEvent.setup();
    renderCheckout(TRIP_LINK, [checkoutBookingMock(heldTrip()), intentMock(TRIP_INTENT)]);
    const expiry = await screen.findByLabelText(/Expiry/);
    await user.type(expiry, '1229');
    expect(expiry).toHaveValue('12/29');
    await user.clear(expiry);
    await user.type(expiry, '3');
    expect(expiry).toHaveValue('03');
  });
});
