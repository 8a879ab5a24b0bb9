import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { ADMIN_CANCELLATION_QUOTE_QUERY } from './bookingMoney';
import { ADMIN_CANCEL_BOOKING_MUTATION, CancelBookingDialog } from './CancelBookingDialog';
import { ADMIN_REFUND_BOOKING_MUTATION, RefundDialog } from './RefundDialog';

const booking = { id: 7, reference: 'RH-AB12-CD', name: 'Khadija Rahman', cancellationReason: 'Visa refused' };
const quote = {
  request: { query: ADMIN_CANCELLATION_QUOTE_QUERY, variables: { bookingId: 7 } },
  result: {
    data: {
      cancellationQuote: {
        __typename: 'CancellationQuote',
        bookingId: 7,
        status: 'PAID',
        currency: 'GBP',
        paid: 360000,
        daysBefore: 45,
        refundPercent: 50,
        refundAmount: 180000,
        requestedAt: '2026-11-24T10:00:00.000Z',
      },
    },
  },
};
const answer = (field: string) => ({
  data: { [field]: { __typename: 'CancellationQuote', bookingId: 7, status: 'PAID', paid: 0 } },
});

describe('staff refund a booking', () => {
  it('refunds part of what is left after a confirmation, in minor units, with the reason', async () => {
    const user = userEvent.setup();
    const refunded = vi.fn(() => answer('refundBooking'));
    const onDone = vi.fn();
    renderWithProviders(<RefundDialog open booking={booking} onClose={() => undefined} onDone={onDone} />, {
      mocks: [
        quote,
        {
          request: {
            query: ADMIN_REFUND_BOOKING_MUTATION,
            variables: { bookingId: 7, amount: 50000, reason: 'Missed transfer' },
          },
          result: refunded,
        },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Refund booking RH-AB12-CD' });
    const amount = await within(dialog).findByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('3600.00');

    await user.clear(amount);
    await user.type(amount, '4000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Missed transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The refund must be an amount from 0.01 to £3,600.00.');

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Refund £500.00 to Khadija Rahman for RH-AB12-CD?');
    expect(refunded).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(refunded).toHaveBeenCalled();
  });

  it('offers the policy refund when cancelling, and asks for a reason first', async () => {
    const user = userEvent.setup();
    const cancelled = vi.fn(() => answer('cancelBooking'));
    const onDone = vi.fn();
    renderWithProviders(<CancelBookingDialog open booking={booking} onClose={() => undefined} onDone={onDone} />, {
      mocks: [
        quote,
        {
          request: {
            query: ADMIN_CANCEL_BOOKING_MUTATION,
            variables: { bookingId: 7, reason: 'Visa refused', refundAmount: 180000 },
          },
          result: cancelled,
        },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RH-AB12-CD' });
    expect(await within(dialog).findByRole('textbox', { name: /^Refund/ })).toHaveValue('1800.00');
    expect(dialog).toHaveTextContent(
      '45 days before departure the policy refunds 50 %: £1,800.00 of the £3,600.00 paid.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Visa refused');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Cancel RH-AB12-CD of Khadija Rahman and refund £1,800.00?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalledWith(
      'Booking RH-AB12-CD cancelled; a refund of £1,800.00 was sent to the payment provider.',
    );
  });
});
