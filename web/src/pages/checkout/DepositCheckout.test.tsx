import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { liveLink } from '../../test/live';
import {
  checkoutBookingMock,
  demoPaymentMock,
  intentMock,
  makeCheckoutBooking,
  renderCheckout,
  statusChanged,
  TOKEN,
} from './fixtures';

const LINK = `/checkout?booking=41&kind=PACKAGE#token=${TOKEN}`;
const DUE = { __typename: 'DueNow' as const };

/** A £3,000.00 booking for two asking a 20 % deposit, the balance due by 10 March 2027. */
const depositBooking = (overrides: Record<string, unknown> = {}) =>
  makeCheckoutBooking({
    amount: 300000,
    depositDue: 60000,
    balanceDueAt: '2027-03-10',
    balanceDue: 300000,
    dueNow: { ...DUE, purpose: 'DEPOSIT', amount: 60000 },
    ...overrides,
  });

async function payWithCard(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(await screen.findByLabelText(/Card number/), '4242424242424242');
  await user.type(screen.getByLabelText(/Expiry/), '12/30');
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.click(screen.getByRole('button', { name: `Pay ${amount}` }));
}

describe('checkout of a booking with a deposit', () => {
  it('charges the deposit, says when the balance is due, and pays the full amount instead when asked', async () => {
    const user = userEvent.setup();
    renderCheckout(LINK, [
      checkoutBookingMock(depositBooking()),
      intentMock({ bookingId: 41, amount: 60000, currency: 'GBP', kind: 'PACKAGE' }),
      intentMock({ bookingId: 41, amount: 300000, currency: 'GBP', kind: 'PACKAGE', payInFull: true }),
    ]);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const deposit = await within(payment).findByLabelText('Deposit and balance');
    expect(deposit).toHaveTextContent('Deposit due now£600.00');
    expect(deposit).toHaveTextContent('Balance£2,400.00 due by 10 March 2027');
    expect(await screen.findByRole('button', { name: 'Pay £600.00' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Deposit due now£600.00');

    await user.click(screen.getByRole('button', { name: 'Pay the full amount instead (£3,000.00)' }));
    expect(await screen.findByRole('button', { name: 'Pay £3,000.00' })).toBeInTheDocument();
    expect(screen.getByText(/nothing will be left to pay/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay the deposit only (£600.00)' })).toBeInTheDocument();
  });

  it('after the deposit, says what was paid and what remains, by when', async () => {
    const user = userEvent.setup();
    const live = liveLink();
    const recorded = depositBooking({
      status: 'DEPOSIT_PAID',
      amountPaid: 60000,
      balanceDue: 240000,
      dueNow: { ...DUE, purpose: 'BALANCE', amount: 240000 },
    });
    renderCheckout(
      LINK,
      [
        { ...checkoutBookingMock(depositBooking()), maxUsageCount: 1 },
        checkoutBookingMock(recorded),
        intentMock({ bookingId: 41, amount: 60000, currency: 'GBP', kind: 'PACKAGE' }),
        demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
      ],
      undefined,
      live,
    );
    await payWithCard(user, '£600.00');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    live.push(statusChanged('DEPOSIT_PAID'));
    expect(
      await screen.findByText(
        'Thank you — your deposit is recorded. The balance is due by 10 March 2027; pay it from My trips or with this page’s link.',
      ),
    ).toBeInTheDocument();
    const receipt = screen.getByLabelText('Receipt');
    expect(receipt).toHaveTextContent('Deposit paid£600.00');
    expect(receipt).toHaveTextContent('Balance£2,400.00 due by 10 March 2027');
    expect(screen.getByText('DEPOSIT_PAID')).toBeInTheDocument();
  });

  it('takes the balance of a deposit-paid booking, and warns when it is overdue', async () => {
    renderCheckout(LINK, [
      checkoutBookingMock(
        depositBooking({
          status: 'DEPOSIT_PAID',
          amountPaid: 60000,
          balanceDue: 240000,
          balanceOverdue: true,
          balanceDueAt: '2026-11-01',
          dueNow: { ...DUE, purpose: 'BALANCE', amount: 240000 },
        }),
      ),
      intentMock({ bookingId: 41, amount: 240000, currency: 'GBP', kind: 'PACKAGE' }),
    ]);
    expect(await screen.findByRole('button', { name: 'Pay £2,400.00' })).toBeInTheDocument();
    expect(screen.getByText('Your balance is overdue')).toBeInTheDocument();
    const terms = screen.getByLabelText('Deposit and balance');
    expect(terms).toHaveTextContent('Paid so far£600.00');
    expect(terms).toHaveTextContent('Balance due now£2,400.00');
    expect(terms).toHaveTextContent('Due by1 November 2026');
  });
});
