import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { CANCELLATION_QUOTE_QUERY, CancelTrip, REQUEST_CANCELLATION_MUTATION } from './CancelTrip';

const quote = (changes: object = {}) => ({
  request: { query: CANCELLATION_QUOTE_QUERY, variables: { bookingId: 41 } },
  result: {
    data: {
      cancellationQuote: {
        __typename: 'CancellationQuote',
        bookingId: 41,
        reference: 'RH-7KQ2-M9',
        status: 'PAID',
        action: 'REQUEST',
        blockedReason: null,
        blockedCode: null,
        currency: 'GBP',
        paid: 360000,
        daysBefore: 45,
        refundPercent: 50,
        refundAmount: 180000,
        requestedAt: null,
        rule: { __typename: 'CancellationRule', daysBefore: 30, refundPercent: 50 },
        ...changes,
      },
    },
  },
});

describe('cancelling from My trips', () => {
  it('shows the policy refund for today, then sends the request with the reason', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(() => ({
      data: {
        requestCancellation: {
          __typename: 'CancellationQuote',
          bookingId: 41,
          status: 'PAID',
          action: 'NONE',
          requestedAt: '2026-11-25T10:00:00.000Z',
        },
      },
    }));
    renderWithProviders(<CancelTrip bookingId={41} reference="RH-7KQ2-M9" />, {
      mocks: [
        quote(),
        {
          request: { query: REQUEST_CANCELLATION_MUTATION, variables: { bookingId: 41, reason: 'Visa refused' } },
          result: sent,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RH-7KQ2-M9' });

    expect(await within(dialog).findByTestId('cancellation-refund')).toHaveTextContent(
      'If you cancel today you are refunded £1,800.00 (50 % of the £3,600.00 you paid).',
    );
    expect(dialog).toHaveTextContent(
      "The package's policy: Cancel 30+ days before departure: 50 % refunded. Your departure is in 45 days.",
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you cancelling/ }), ' Visa refused ');
    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));

    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(
      await screen.findByText(
        'We received your cancellation request for RH-7KQ2-M9. Our team will confirm it by email.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a booking cannot be cancelled and offers no confirmation', async () => {
    const user = userEvent.setup();
    const blocked = 'You already asked to cancel this booking; our team will confirm it.';
    renderWithProviders(<CancelTrip bookingId={41} reference="RH-7KQ2-M9" />, {
      mocks: [quote({ action: 'NONE', blockedReason: blocked, blockedCode: 'CANCEL_ALREADY_REQUESTED' })],
    });
    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RH-7KQ2-M9' });

    expect(await within(dialog).findByText(blocked)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Request cancellation' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toBeInTheDocument();
  });

  it('translates why by its code, whatever the English says', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CancelTrip bookingId={41} reference="RH-7KQ2-M9" />, {
      locale: 'ar',
      mocks: [
        quote({
          action: 'NONE',
          blockedReason: 'A cancellation of this booking is already waiting for our team.',
          blockedCode: 'CANCEL_ALREADY_REQUESTED',
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: /^إلغاء الحجز/ }));

    expect(await screen.findByText('لقد طلبت إلغاء هذا الحجز بالفعل؛ وسيؤكد فريقنا ذلك.')).toBeInTheDocument();
  });
});
