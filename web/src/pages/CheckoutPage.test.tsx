import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIRM_DEMO_PAYMENT_MUTATION, CREATE_PAYMENT_INTENT_MUTATION, PAYMENT_STATUS_QUERY } from '../operations/payments';
import { graphQLErrorResult } from '../test/fixtures';
import { renderApp } from '../test/render';

const checkout = { bookingId: 41, amount: 250000, currency: 'GBP' };

function intentMock(input = checkout, result?: object) {
  return {
    request: { query: CREATE_PAYMENT_INTENT_MUTATION, variables: { input } },
    result: result ?? {
      data: {
        createPaymentIntent: {
          __typename: 'PaymentIntentPayload',
          clientSecret: 'pi_demo_secret',
          provider: 'DEMO',
          publishableKey: null,
          booking: { __typename: 'Booking', id: input.bookingId, status: 'PENDING', amount: input.amount, currency: input.currency },
        },
      },
    },
  };
}

function demoPaymentMock(cardNumber: string, result: { status: string; message: string | null }) {
  return {
    request: {
      query: CONFIRM_DEMO_PAYMENT_MUTATION,
      variables: { input: { clientSecret: 'pi_demo_secret', cardNumber, expiry: '12/30', cvc: '123' } },
    },
    result: { data: { confirmDemoPayment: { __typename: 'DemoPaymentResult', ...result } } },
  };
}

function statusMock(status: string) {
  return { request: { query: PAYMENT_STATUS_QUERY, variables: { clientSecret: 'pi_demo_secret' } }, result: { data: { paymentStatus: status } } };
}

async function payWithCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.type(await screen.findByLabelText(/Card number/), cardNumber);
  await user.type(screen.getByLabelText(/Expiry/), '12/30');
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('/checkout manual form (no state)', () => {
  it("requires a booking id and a non-zero amount: 'bookingId and amount are required'", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/checkout' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bookingId and amount are required');

    await user.type(screen.getByLabelText(/Booking ID/), '12');
    await user.type(screen.getByLabelText(/Amount to pay/), '0');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('bookingId and amount are required');

    await user.clear(screen.getByLabelText(/Amount to pay/));
    await user.type(screen.getByLabelText(/Amount to pay/), 'ten');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('bookingId and amount are required');
  });

  it('converts the amount to minor units, uppercases the currency and starts the payment', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/checkout', mocks: [intentMock({ bookingId: 7, amount: 1250, currency: 'EUR' })] });
    await user.type(screen.getByLabelText(/Booking ID/), '7');
    await user.type(screen.getByLabelText(/Amount to pay/), '12.50');
    await user.clear(screen.getByLabelText(/Currency/));
    await user.type(screen.getByLabelText(/Currency/), 'eur');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Demo mode — no real card is charged')).toBeInTheDocument();
    expect(screen.getByText('12.50 EUR')).toBeInTheDocument();
  });
});

describe('/checkout with a booking', () => {
  it("shows 'Failed to create payment intent' when the intent cannot be created", async () => {
    renderApp({ route: '/checkout', state: checkout, mocks: [intentMock(checkout, graphQLErrorResult('Booking already paid'))] });
    expect(await screen.findByText('Failed to create payment intent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the labelled demo card form with the test card hints', async () => {
    renderApp({ route: '/checkout', state: checkout, mocks: [intentMock()] });
    expect(await screen.findByText('Demo mode — no real card is charged')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay 2500.00 GBP' })).toBeInTheDocument();
  });

  it('validates the card fields', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/checkout', state: checkout, mocks: [intentMock()] });
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit CVC.')).toBeInTheDocument();
  });

  it('shows the message of a declined demo card', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/checkout',
      state: checkout,
      mocks: [intentMock(), demoPaymentMock('4000000000000002', { status: 'FAILED', message: 'Your card was declined.' })],
    });
    await payWithCard(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it("falls back to 'Payment failed' for a decline without message", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/checkout',
      state: checkout,
      mocks: [intentMock(), demoPaymentMock('4000000000000002', { status: 'FAILED', message: null })],
    });
    await payWithCard(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
  });

  it("shows 'Payment Successful', then the booking turning PAID", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/checkout',
      state: checkout,
      mocks: [
        intentMock(),
        demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
        statusMock('PENDING'),
        statusMock('PAID'),
      ],
    });
    await payWithCard(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(await screen.findByText('Confirming…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('PAID')).toBeInTheDocument(), { timeout: 3000 });
  });
});
