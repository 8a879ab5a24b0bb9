import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { ADMIN_SETTLE_BOOKING_MUTATION, ADMIN_SETTLEMENT_QUOTE_QUERY, SettlementDialog } from './SettlementDialog';

// The case (#32 item 1): USD 7,800.00 paid, the customer asked to cancel 90 days before departure, the
// policy refunds 90 %: USD 7,020.00.
const booking = { kind: 'PACKAGE' as const, id: 7, reference: 'RH-AB12-CD', name: 'Khadija Rahman' };

const quoteOf = (cancel: boolean, figures: Record<string, number>) => ({
  request: { query: ADMIN_SETTLEMENT_QUOTE_QUERY, variables: { kind: 'PACKAGE', id: 7, cancel } },
  result: {
    data: {
      settlementQuote: {
        __typename: 'SettlementQuote',
        status: 'PAID',
        currency: 'USD',
        canCancel: true,
        requestedAt: '2026-11-24T10:00:00.000Z',
        cancellationReason: 'Visa refused',
        paid: 780_000,
        refunded: 0,
        refundPending: 0,
        alreadyRefunded: 0,
        policyDay: '2026-11-24T10:00:00.000Z',
        daysBefore: 90,
        policyPercent: 90,
        policyTotal: 702_000,
        policyRemaining: 702_000,
        maxWithoutOverride: 702_000,
        maxWithOverride: 780_000,
        ...figures,
      },
    },
  },
});

const answer = () => ({
  data: { settleBooking: { __typename: 'SettlementQuote', status: 'CANCELLED', alreadyRefunded: 702_000 } },
});
const settled = (input: Record<string, unknown>, result: typeof answer) => ({
  request: { query: ADMIN_SETTLE_BOOKING_MUTATION, variables: { input: { kind: 'PACKAGE', id: 7, ...input } } },
  result,
});

describe('the settlement dialog', () => {
  it('approves a pending request with its policy refund: the figures, the prefill, one confirmation', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(answer);
    const onDone = vi.fn();
    renderWithProviders(<SettlementDialog open booking={booking} cancel onClose={() => undefined} onDone={onDone} />, {
      mocks: [
        quoteOf(true, {}),
        settled({ cancel: true, amount: 702_000, reason: 'Visa refused', override: null }, sent),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Approve cancellation of RH-AB12-CD' });
    const amount = await within(dialog).findByRole('textbox', { name: /^Refund/ });
    expect(amount).toHaveValue('7020.00');
    expect(within(dialog).getByLabelText('Money')).toHaveTextContent(
      'Paid$7,800.00Already refunded$0.00Policy$7,020.00: 90 % of the $7,800.00 paid (90 days before departure, asked 24 Nov 2026).Policy left to refund$7,020.00',
    );
    expect(dialog).toHaveTextContent('The customer asked to cancel on 24 Nov 2026: “Visa refused”');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This action adds $7,020.00; total refunded becomes $7,020.00 of $7,800.00 paid.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reason for the cancellation/ })).toHaveValue('Visa refused');
    expect(within(dialog).queryByRole('textbox', { name: /^Why above the policy/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent(
      'Approve the cancellation of RH-AB12-CD of Khadija Rahman and refund $7,020.00? Its seats go back on sale and the customer is emailed. Total refunded becomes $7,020.00 of $7,800.00 paid.',
    );
    expect(sent).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve cancellation and refund $7,020.00' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith(
      'Booking RH-AB12-CD cancelled; a refund of $7,020.00 was sent to the payment provider.',
    );
  });

  it('refuses a refund past the policy until "Refund above the policy" is ticked with its reason; never past what was paid', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(answer);
    const onDone = vi.fn();
    const afterApproval = {
      refunded: 702_000,
      alreadyRefunded: 702_000,
      policyRemaining: 0,
      maxWithoutOverride: 0,
      maxWithOverride: 78_000,
    };
    renderWithProviders(
      <SettlementDialog open booking={booking} cancel={false} onClose={() => undefined} onDone={onDone} />,
      {
        mocks: [
          quoteOf(false, afterApproval),
          settled(
            { cancel: false, amount: 78_000, reason: 'Goodwill', override: { reason: 'Long-standing customer' } },
            sent,
          ),
        ],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund booking RH-AB12-CD' });
    const amount = await within(dialog).findByRole('textbox', { name: /^Refund/ });
    expect(amount).toHaveValue('0.00');
    expect(dialog).toHaveTextContent('Already refunded$7,020.00');
    expect(dialog).toHaveTextContent('Policy left to refund$0.00');

    await user.clear(amount);
    await user.type(amount, '1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason for the refund/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The policy has $0.00 left to refund. To refund more, tick “Refund above the policy” and say why.',
    );

    await user.click(within(dialog).getByRole('checkbox', { name: /Refund above the policy/ }));
    const why = within(dialog).getByRole('textbox', { name: /^Why above the policy/ });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please say why this refund goes above the policy.');

    await user.type(why, 'Long-standing customer');
    await user.clear(amount);
    await user.type(amount, '780.01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The refund must be an amount from $0.01 to $780.00.');

    await user.clear(amount);
    await user.type(amount, '780');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This action adds $780.00; total refunded becomes $7,800.00 of $7,800.00 paid.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('$780.00 of it is above the policy (override: “Long-standing customer”).');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $780.00' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveBeenCalled();
  });
});
