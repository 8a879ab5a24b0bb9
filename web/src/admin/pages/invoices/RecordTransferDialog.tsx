import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog, serverMessage, useServerSubmit } from '../../../components/form';
import { Table, type TableColumn, TextInput } from '../../../components/ui';
import type { AdminPreviewBankTransferQuery } from '../../../gql/graphql';
import { formatPrice, toMinorUnits } from '../../../lib/price';
import { mountedWhileOpen } from '../../components/mountedWhileOpen';
import { PREVIEW_TRANSFER_QUERY, RECORD_TRANSFER_MUTATION } from './operations';

type Plan = AdminPreviewBankTransferQuery['previewBankTransfer'];
type Application = Plan['applications'][number];

const PURPOSES: Record<Application['purpose'], string> = { FULL: 'In full', DEPOSIT: 'First part', BALANCE: 'Balance' };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Record bank transfer": staff type what the bank statement says (amount, reference, day received), see what it
 * will pay per booking, any excess and what the invoice will still owe, and only then confirm. Changing a field
 * asks for a new preview.
 */
export const RecordTransferDialog = mountedWhileOpen(function OpenRecordTransferDialog({
  invoice,
  onCancel,
  onRecorded,
}: {
  open: boolean;
  invoice: { id: number; number: string; currency: string };
  onCancel: () => void;
  onRecorded: (message: string) => void;
}) {
  const client = useApolloClient();
  const [record] = useMutation(RECORD_TRANSFER_MUTATION);
  const [fields, setFields] = useState({ amount: '', reference: '', receivedOn: today() });
  const [plan, setPlan] = useState<Plan | null>(null);
  const change = (name: keyof typeof fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setPlan(null);
  };

  const save = useServerSubmit(async (_: void, fail: (problem: string) => void) => {
    const amount = toMinorUnits(fields.amount, invoice.currency);
    if (amount === null || amount <= 0) return fail(`Enter the amount received in ${invoice.currency}, e.g. 1250.00.`);
    const input = { amount, reference: fields.reference, receivedOn: fields.receivedOn };
    if (!plan) {
      const { data } = await client.query({
        query: PREVIEW_TRANSFER_QUERY,
        variables: { invoiceId: invoice.id, input },
        fetchPolicy: 'no-cache',
      });
      if (data) setPlan(data.previewBankTransfer);
      return;
    }
    await record({ variables: { invoiceId: invoice.id, input } });
    onRecorded(`Transfer ${fields.reference.trim()} recorded on ${invoice.number}.`);
  }, serverMessage('Could not record the transfer.'));

  const money = (value: number) => formatPrice(value, invoice.currency);
  const columns: TableColumn<Application>[] = [
    { key: 'booking', header: 'Booking', render: (row) => row.bookingReference },
    {
      key: 'purpose',
      header: 'As',
      render: (row) => (row.paysOff ? `${PURPOSES[row.purpose]}, paid off` : PURPOSES[row.purpose]),
    },
    { key: 'amount', header: 'Applied', align: 'end', render: (row) => money(row.amount) },
  ];

  return (
    <FormDialog
      open
      title={`Record bank transfer · ${invoice.number}`}
      submitLabel={plan ? 'Record transfer' : 'Preview'}
      busy={save.pending}
      error={save.failure}
      onSubmit={() => void save.submit()}
      onCancel={onCancel}
    >
      <TextInput
        label={`Amount received (${invoice.currency})`}
        inputMode="decimal"
        value={fields.amount}
        onChange={(event) => change('amount', event.target.value)}
        required
        data-autofocus
      />
      <TextInput
        label="Bank reference"
        hint="As on the bank statement."
        maxLength={60}
        value={fields.reference}
        onChange={(event) => change('reference', event.target.value)}
        required
      />
      <TextInput
        label="Received on"
        type="date"
        max={today()}
        value={fields.receivedOn}
        onChange={(event) => change('receivedOn', event.target.value)}
        required
      />
      {plan && (
        <div className="stack" role="status">
          <Table
            caption="What this transfer pays"
            showCaption
            columns={columns}
            rows={plan.applications}
            rowKey={(row) => row.bookingId}
            empty="Nothing: the invoice owes nothing more."
          />
          <p>
            Applied {money(plan.applied)}
            {plan.excess > 0 && (
              <>
                {' '}
                · <strong>Overpaid {money(plan.excess)}</strong> (kept for review)
              </>
            )}{' '}
            · Still owed after it: <strong>{money(plan.outstandingAfter)}</strong>
          </p>
        </div>
      )}
    </FormDialog>
  );
});
