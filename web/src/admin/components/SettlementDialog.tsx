import './SettlementDialog.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog } from '../../components/form';
import { Alert, Checkbox, Spinner, Textarea, TextInput } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminSettlementQuoteQuery, BookingKind } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { formatDate } from '../lib/format';
import { amountWithin, majorText } from './bookingMoney';
import { mountedWhileOpen } from './mountedWhileOpen';
import { useDialogSave } from './useDialogSave';

// No `id` selected: a package's and a trip's quote may share an id, and each quote is its own (cancel or not).
export const ADMIN_SETTLEMENT_QUOTE_QUERY = graphql(`
  query AdminSettlementQuote($kind: BookingKind!, $id: Int!, $cancel: Boolean!) {
    settlementQuote(kind: $kind, id: $id, cancel: $cancel) {
      status
      currency
      canCancel
      requestedAt
      cancellationReason
      paid
      refunded
      refundPending
      alreadyRefunded
      policyDay
      daysBefore
      policyPercent
      policyTotal
      policyRemaining
      maxWithoutOverride
      maxWithOverride
    }
  }
`);

export const ADMIN_SETTLE_BOOKING_MUTATION = graphql(`
  mutation AdminSettleBooking($input: SettleBookingInput!) {
    settleBooking(input: $input) {
      status
      alreadyRefunded
    }
  }
`);

type Quote = AdminSettlementQuoteQuery['settlementQuote'];

/** The booking a settlement acts on: a package booking (Bookings) or a trip booking (Trip Bookings). */
export interface SettlementTarget {
  kind: BookingKind;
  id: number;
  reference: string;
  name: string;
}

export interface SettlementDialogProps {
  open: boolean;
  booking: SettlementTarget;
  /** Cancel the booking with its refund ("Cancel booking", approving a customer's request), or refund alone. */
  cancel: boolean;
  onClose: () => void;
  /** After the server accepted it: the outcome to show (and e.g. reload the list). */
  onDone: (message: string) => void;
}

/** What the policy says, in a line: its percentage, of what, on which day. */
function policyLine(q: Quote, kind: BookingKind): string {
  if (!q.policyDay && q.policyPercent === 0) return 'No cancellation: the policy refunds nothing.';
  const total = formatPrice(q.policyTotal, q.currency);
  if (kind === 'TRIP')
    return q.policyPercent === 100
      ? `${total}: a trip cancelled before departure is refunded in full.`
      : `${total}: the trip has departed.`;
  const asked = q.requestedAt ? `, asked ${formatDate(q.requestedAt)}` : '';
  const when = q.daysBefore === null ? 'no departure date' : `${q.daysBefore} days before departure${asked}`;
  return `${total}: ${q.policyPercent} % of the ${formatPrice(q.paid, q.currency)} paid (${when}).`;
}

/**
 * The one settlement dialog of a booking (decision 0049): "Cancel booking", "Approve cancellation" and "Refund" all
 * open it, over the same server quote. It shows what was paid, what is already refunded (and on its way), the
 * policy's amount and what it has left, and what this action adds; the amount starts at what the policy has left.
 * Going above it takes "Refund above the policy" and a reason; nothing past what was paid. A second step confirms
 * before any money moves.
 */
export const SettlementDialog = mountedWhileOpen(function OpenSettlementDialog({
  booking,
  cancel,
  onClose,
  onDone,
}: SettlementDialogProps) {
  const quote = useQuery(ADMIN_SETTLEMENT_QUOTE_QUERY, {
    variables: { kind: booking.kind, id: booking.id, cancel },
    fetchPolicy: 'network-only',
  });
  const [settleBooking] = useMutation(ADMIN_SETTLE_BOOKING_MUTATION);
  const q = quote.data?.settlementQuote;
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [above, setAbove] = useState(false);
  const [overrideReason, setOverrideReason] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);

  const approving = cancel && !!q?.requestedAt;
  const typed = amount ?? (q ? majorText(q.maxWithoutOverride, q.currency) : '');
  const reasonText = reason ?? (cancel ? (q?.cancellationReason ?? '') : '');
  const price = (minor: number) => formatPrice(minor, q?.currency);
  const abovePolicy = (value: number) => (q ? Math.max(0, value - q.maxWithoutOverride) : 0);

  const save = useDialogSave(
    async (value: number) => {
      await settleBooking({
        variables: {
          input: {
            kind: booking.kind,
            id: booking.id,
            cancel,
            amount: value,
            reason: reasonText.trim(),
            override: abovePolicy(value) > 0 ? { reason: overrideReason.trim() } : null,
          },
        },
      });
      onDone(
        cancel
          ? value > 0
            ? `Booking ${booking.reference} cancelled; a refund of ${price(value)} was sent to the payment provider.`
            : `Booking ${booking.reference} cancelled without a refund.`
          : `Refund of ${price(value)} for ${booking.reference} sent to the payment provider; the booking updates when it confirms.`,
      );
    },
    onClose,
    cancel ? 'Could not cancel the booking.' : 'Could not refund the booking.',
  );

  /** The amount to confirm, or why the typed values cannot be sent. */
  function check(offered: Quote): number | string {
    if (!reasonText.trim())
      return cancel ? 'Please give a reason for the cancellation.' : 'Please give a reason for the refund.';
    const cap = above ? offered.maxWithOverride : offered.maxWithoutOverride;
    const min = cancel ? 0 : 1;
    const value = amountWithin(typed, offered.currency, cap);
    if (value !== null && value >= min) {
      if (abovePolicy(value) > 0 && !overrideReason.trim()) return 'Please say why this refund goes above the policy.';
      return value;
    }
    const parsed = amountWithin(typed, offered.currency, Number.MAX_SAFE_INTEGER);
    if (!above && parsed !== null && parsed > cap && parsed <= offered.maxWithOverride)
      return `The policy has ${price(cap)} left to refund. To refund more, tick “Refund above the policy” and say why.`;
    return `The refund must be an amount from ${price(min)} to ${price(offered.maxWithOverride)}.`;
  }

  function submit() {
    if (!q) return;
    if (confirming !== null) return void save.submit(confirming);
    const checked = check(q);
    if (typeof checked === 'string') return save.setFailure(checked);
    save.setFailure(null);
    setConfirming(checked);
  }

  const title = approving
    ? `Approve cancellation of ${booking.reference}`
    : cancel
      ? `Cancel booking ${booking.reference}`
      : `Refund booking ${booking.reference}`;
  const confirmLabel = (value: number) =>
    approving
      ? value > 0
        ? `Approve cancellation and refund ${price(value)}`
        : 'Approve cancellation without a refund'
      : cancel
        ? value > 0
          ? `Cancel booking and refund ${price(value)}`
          : 'Cancel booking without a refund'
        : `Refund ${price(value)}`;
  const blocked = !q
    ? null
    : cancel && !q.canCancel
      ? 'This booking can no longer be cancelled.'
      : !cancel && q.maxWithOverride === 0
        ? 'Nothing is left to refund on this booking.'
        : null;
  const preview = q ? amountWithin(typed, q.currency, q.maxWithOverride) : null;

  return (
    <FormDialog
      title={title}
      submitLabel={blocked ? 'Close' : confirming === null ? 'Continue' : confirmLabel(confirming)}
      {...save.dialogProps}
      onCancel={confirming === null ? onClose : () => setConfirming(null)}
      onSubmit={blocked ? onClose : submit}
      className="settlement-dialog"
    >
      {quote.error ? (
        <Alert variant="error">Could not load the booking’s payments. Close and try again.</Alert>
      ) : !q ? (
        <Spinner label="Reading the booking’s payments and policy" />
      ) : blocked ? (
        <Alert variant="info">{blocked}</Alert>
      ) : confirming !== null ? (
        <p>
          {approving ? 'Approve the cancellation of ' : cancel ? 'Cancel ' : `Refund ${price(confirming)} to `}
          {cancel ? booking.reference : <bdi>{booking.name}</bdi>}
          {cancel ? (
            <>
              {' '}
              of <bdi>{booking.name}</bdi>
              {confirming > 0 ? ` and refund ${price(confirming)}` : ' without a refund'}? Its seats go back on sale and
              the customer is emailed.
            </>
          ) : (
            ` for ${booking.reference}? The money goes back to the card that paid.`
          )}{' '}
          {abovePolicy(confirming) > 0 &&
            `${price(abovePolicy(confirming))} of it is above the policy (override: “${overrideReason.trim()}”). `}
          Total refunded becomes {price(q.alreadyRefunded + confirming)} of {price(q.paid)} paid. This cannot be undone.
        </p>
      ) : (
        <>
          {q.requestedAt && (
            <p className="muted">
              The customer asked to cancel on {formatDate(q.requestedAt)}
              {q.cancellationReason ? `: “${q.cancellationReason}”` : '.'}
            </p>
          )}
          <dl className="settlement-figures" aria-label="Money">
            <dt>Paid</dt>
            <dd>{price(q.paid)}</dd>
            <dt>Already refunded</dt>
            <dd>
              {price(q.alreadyRefunded)}
              {q.refundPending > 0 && ` (${price(q.refundPending)} on its way)`}
            </dd>
            <dt>Policy</dt>
            <dd>{policyLine(q, booking.kind)}</dd>
            <dt>Policy left to refund</dt>
            <dd>{price(q.policyRemaining)}</dd>
          </dl>
          <TextInput
            label={`Refund (${q.currency ?? ''})`}
            inputMode="decimal"
            hint={
              above
                ? `Up to ${price(q.maxWithOverride)}: what was paid, less refunds.`
                : `Up to ${price(q.maxWithoutOverride)} under the policy.${cancel ? ' 0 for no refund.' : ''}`
            }
            value={typed}
            onChange={(event) => setAmount(event.target.value)}
          />
          <p className="settlement-outcome" role="status">
            {preview === null
              ? `Total refunded stays ${price(q.alreadyRefunded)} of ${price(q.paid)} paid.`
              : `This action adds ${price(preview)}; total refunded becomes ${price(q.alreadyRefunded + preview)} of ${price(q.paid)} paid.`}
          </p>
          {q.maxWithOverride > q.maxWithoutOverride && (
            <Checkbox
              label="Refund above the policy (goodwill)"
              hint="Lifts the limit to what was paid; the reason is recorded in the activity log."
              checked={above}
              onChange={(event) => setAbove(event.target.checked)}
            />
          )}
          {above && (
            <Textarea
              label="Why above the policy"
              required
              rows={2}
              maxLength={500}
              value={overrideReason}
              onChange={(event) => setOverrideReason(event.target.value)}
            />
          )}
          <Textarea
            label={cancel ? 'Reason for the cancellation' : 'Reason for the refund'}
            required
            rows={2}
            maxLength={500}
            value={reasonText}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
        </>
      )}
    </FormDialog>
  );
});
