import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';

import { FormDialog } from '../../components/form';
import { Alert, Spinner, Textarea, TextInput } from '../../components/ui';
import type { AdminCancellationQuoteQuery } from '../../gql/graphql';
import { ADMIN_CANCELLATION_QUOTE_QUERY, type BookingToSettle } from './bookingMoney';
import { useDialogSave } from './useDialogSave';

/** What the booking has paid and what the policy would refund today. */
export type SettlementQuote = NonNullable<AdminCancellationQuoteQuery['cancellationQuote']>;

interface SettlementOptions {
  booking: BookingToSettle;
  initialReason?: string;
  /** The amount the field starts at (minor units), from the quote. */
  startAmount: (quote: SettlementQuote) => number;
  /** The amount to confirm (minor units), or the message saying why the typed values cannot be sent. */
  check: (quote: SettlementQuote, typed: string, reason: string) => number | string;
  /** Sends it; the outcome message goes to the caller's onDone. */
  perform: (amount: number, reason: string, quote: SettlementQuote | undefined) => Promise<unknown>;
  failure: string;
  onClose: () => void;
}

/**
 * The two steps staff take to move money back (a cancellation with its refund, a refund alone): the booking's quote
 * is read afresh, the amount and a reason are typed and checked, then a second step asks to confirm before
 * anything is sent.
 */
export function useSettlement({
  booking,
  initialReason = '',
  startAmount,
  check,
  perform,
  failure,
  onClose,
}: SettlementOptions) {
  const quote = useQuery(ADMIN_CANCELLATION_QUOTE_QUERY, {
    variables: { bookingId: booking.id },
    fetchPolicy: 'network-only',
  });
  const offered = quote.data?.cancellationQuote ?? undefined;
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState(initialReason);
  const [confirming, setConfirming] = useState<number | null>(null);
  const save = useDialogSave((value: number) => perform(value, reason.trim(), offered), onClose, failure);
  const typed = amount ?? (offered ? (startAmount(offered) / 100).toFixed(2) : '');

  function submit() {
    if (!offered) return;
    if (confirming !== null) return void save.submit(confirming);
    const checked = check(offered, typed, reason.trim());
    if (typeof checked === 'string') return save.setFailure(checked);
    save.setFailure(null);
    setConfirming(checked);
  }

  return {
    loadFailed: Boolean(quote.error),
    offered,
    typed,
    setAmount,
    reason,
    setReason,
    confirming,
    setConfirming,
    save,
    submit,
  };
}

type Settlement = ReturnType<typeof useSettlement>;

interface SettlementDialogProps {
  settlement: Settlement;
  title: string;
  confirmLabel: string;
  loadingLabel: string;
  amountLabel: string;
  amountHint: string;
  onClose: () => void;
  /** Shown instead of the form when nothing can be done (e.g. nothing left to refund). */
  blocked?: (quote: SettlementQuote) => ReactNode;
  /** Above the fields: what was paid, what the policy gives. */
  intro: (quote: SettlementQuote) => ReactNode;
  /** The question of the second step. */
  question: (amount: number, quote: SettlementQuote) => ReactNode;
}

export function SettlementDialog({ settlement: s, ...props }: SettlementDialogProps) {
  const { offered, confirming } = s;
  return (
    <FormDialog
      title={props.title}
      submitLabel={confirming === null ? 'Continue' : props.confirmLabel}
      {...s.save.dialogProps}
      onCancel={confirming === null ? props.onClose : () => s.setConfirming(null)}
      onSubmit={s.submit}
    >
      {s.loadFailed ? (
        <Alert variant="error">Could not load the booking’s payments. Close and try again.</Alert>
      ) : !offered ? (
        <Spinner label={props.loadingLabel} />
      ) : props.blocked?.(offered) ? (
        props.blocked(offered)
      ) : confirming !== null ? (
        <p>{props.question(confirming, offered)}</p>
      ) : (
        <>
          {props.intro(offered)}
          <TextInput
            label={`${props.amountLabel} (${offered.currency ?? ''})`}
            inputMode="decimal"
            hint={props.amountHint}
            value={s.typed}
            onChange={(event) => s.setAmount(event.target.value)}
          />
          <Textarea
            label="Reason"
            required
            rows={3}
            maxLength={500}
            value={s.reason}
            onChange={(event) => s.setReason(event.target.value)}
            data-autofocus
          />
        </>
      )}
    </FormDialog>
  );
}
