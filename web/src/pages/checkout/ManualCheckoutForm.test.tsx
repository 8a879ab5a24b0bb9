import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setSession } from '../../lib/session';
import { checkoutBookingMock, intentMock, makeCheckoutBooking, renderCheckout, TOKEN } from './fixtures';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { bookingId?: string; accessCode?: string; amount?: string; currency?: string },
) {
  const submit = await screen.findByRole('button', { name: 'Continue to payment' });
  if (values.bookingId) await user.type(screen.getByLabelText(/Booking ID/), values.bookingId);
  if (values.accessCode) await user.type(screen.getByLabelText(/Access code/), values.accessCode);
  if (values.amount) await user.type(screen.getByLabelText(/Amount to pay/), values.amount);
  if (values.currency) {
    await user.clear(screen.getByLabelText(/Currency/));
    await user.type(screen.getByLabelText(/Currency/), values.currency);
  }
  await user.click(submit);
}

describe('/checkout manual form (no booking in the URL)', () => {
  it("requires a booking id and a non-zero amount: 'bookingId and amount are required'", async () => {
    const user = userEvent.setup();
    renderCheckout('/checkout', []);
    await fill(user, {});
    expect(await screen.findByRole('alert')).toHaveTextContent('bookingId and amount are required');

    await fill(user, { bookingId: '12', accessCode: TOKEN, amount: '0' });
    expect(screen.getByRole('alert')).toHaveTextContent('bookingId and amount are required');

    await user.clear(screen.getByLabelText(/Amount to pay/));
    await fill(user, { amount: 'ten' });
    expect(screen.getByRole('alert')).toHaveTextContent('bookingId and amount are required');
  });

  it('asks for the access code from the booking confirmation', async () => {
    const user = userEvent.setup();
    renderCheckout('/checkout', []);
    expect(await screen.findByLabelText(/Access code/)).toHaveAccessibleDescription(
      'The part after #token= in your booking’s payment link, or the whole link.',
    );
    await fill(user, { bookingId: '7', amount: '12.50' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the access code from your booking confirmation.');
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '');
  });

  it('opens the booking with its code, converting the amount to minor units and uppercasing the currency', async () => {
    const user = userEvent.setup();
    const booking = makeCheckoutBooking({ id: 7, amount: 1250, currency: 'EUR' });
    const sent = renderCheckout('/checkout', [
      checkoutBookingMock(booking),
      intentMock({ bookingId: 7, amount: 1250, currency: 'EUR', kind: 'PACKAGE' }),
    ]);
    await fill(user, { bookingId: '7', accessCode: ` ${TOKEN} `, amount: '12.50', currency: 'eur' });
    expect(await screen.findByText('Demo mode — no real card is charged')).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveAttribute('data-search', '?booking=7&kind=PACKAGE');
    expect(location).toHaveAttribute('data-hash', `#token=${TOKEN}`);
    expect(JSON.parse(location.dataset.state!)).toEqual({ bookingId: 7, amount: 1250, currency: 'EUR' });
    expect(sent[0].headers['X-Booking-Token']).toBe(TOKEN);
    expect(screen.getByRole('button', { name: 'Pay €12.50' })).toBeInTheDocument();
  });

  it('takes the amount as prices are printed, with a symbol and thousands separators', async () => {
    const user = userEvent.setup();
    renderCheckout('/checkout', []);
    await fill(user, { bookingId: '7', accessCode: TOKEN, amount: '$1,250.00' });
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
        bookingId: 7,
        amount: 125000,
        currency: 'USD',
      }),
    );
  });

  it('takes the whole confirmation link pasted into the access code field', async () => {
    const user = userEvent.setup();
    renderCheckout('/checkout', []);
    await fill(user, {
      bookingId: '7',
      accessCode: `https://rihla.example/checkout?booking=7&kind=PACKAGE#token=${TOKEN}`,
      amount: '10',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-hash', `#token=${TOKEN}`));
  });

  it('lets a signed-in customer open their own booking without the code', async () => {
    const user = userEvent.setup();
    setSession({ token: 'session-token', role: 'USER' });
    renderCheckout('/checkout', []);
    await fill(user, { bookingId: '7', amount: '10' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?booking=7&kind=PACKAGE'),
    );
    expect(screen.getByTestId('location')).toHaveAttribute('data-hash', '');
  });
});
