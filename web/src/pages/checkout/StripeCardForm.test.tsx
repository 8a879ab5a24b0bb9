import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider } from '../../i18n/I18nProvider';
import StripeCardForm from './StripeCardForm';

// Stripe.js cannot load offline (and hangs under jsdom): both the loader and the React bindings are stood in for.
const stripeMocks = vi.hoisted(() => ({ loadStripe: vi.fn(), confirmPayment: vi.fn() }));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMocks.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: () => <div>Card fields</div>,
  useStripe: () => ({ confirmPayment: stripeMocks.confirmPayment }),
  useElements: () => ({}),
}));

const RETURN_URL = 'http://localhost/checkout?booking=12&kind=TRIP';
let keyCounter = 0;

function renderForm(onPaid = vi.fn()) {
  // a fresh key per test: loaded Stripe instances are cached by key
  keyCounter += 1;
  render(
    <I18nProvider locale="en" messages={{}}>
      <StripeCardForm
        publishableKey={`pk_test_${keyCounter}`}
        clientSecret="pi_secret"
        amountLabel="$10.00"
        returnUrl={RETURN_URL}
        onPaid={onPaid}
      />
    </I18nProvider>,
  );
  return onPaid;
}

beforeEach(() => {
  stripeMocks.loadStripe.mockResolvedValue({});
});

describe('Stripe card form', () => {
  it('confirms without redirect unless required, then reports success', async () => {
    const user = userEvent.setup();
    stripeMocks.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const onPaid = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Pay $10.00' }));
    expect(stripeMocks.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required', confirmParams: { return_url: RETURN_URL } }),
    );
    expect(onPaid).toHaveBeenCalled();
  });

  it("shows the provider's message for a card failure, else 'Payment failed'", async () => {
    const user = userEvent.setup();
    stripeMocks.confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card has insufficient funds.' } });
    const onPaid = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');

    stripeMocks.confirmPayment.mockResolvedValueOnce({ error: {} });
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    stripeMocks.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderForm();
    expect(await screen.findByText('The card form could not be loaded')).toBeInTheDocument();
  });
});
