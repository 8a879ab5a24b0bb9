import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog } from '../../../components/form';
import { CANCELLATION_POLICY_QUERY } from '../../../components/packages/CancellationPolicy';
import { Button, Spinner, TextInput } from '../../../components/ui';
import { graphql } from '../../../gql';
import { ruleLine } from '../../../lib/cancellationPolicy';
import { useDialogSave } from '../../components/useDialogSave';

const ADMIN_SET_CANCELLATION_POLICY_MUTATION = graphql(`
  mutation AdminSetCancellationPolicy($packageId: Int!, $rules: [CancellationRuleInput!]!) {
    setCancellationPolicy(packageId: $packageId, rules: $rules) {
      daysBefore
      refundPercent
    }
  }
`);

type Row = { daysBefore: string; refundPercent: string };
const WHOLE = /^\d{1,3}$/;

/** The complete rows as the package page words them, most days first. */
function readable(rows: Row[]): string {
  return rows
    .filter((r) => WHOLE.test(r.daysBefore) && WHOLE.test(r.refundPercent))
    .map((r) => ({ daysBefore: Number(r.daysBefore), refundPercent: Number(r.refundPercent) }))
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map(ruleLine)
    .join('; ');
}

/** The package card's "Cancellation policy" action and the dialog it opens. */
export function CancellationPolicyButton({ pkg }: { pkg: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Cancellation policy<span className="sr-only"> of {pkg.name}</span>
      </Button>
      {open && <PolicyDialog pkg={pkg} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Edits the rules "cancel N+ days before departure: P % refunded" (the server validates them: 0-365 days, 0-100 %,
 * one rule per number of days, less refunded closer to departure). The package page shows them as saved.
 */
function PolicyDialog({ pkg, onClose }: { pkg: { id: number; name: string }; onClose: () => void }) {
  const { data, error } = useQuery(CANCELLATION_POLICY_QUERY, {
    variables: { packageId: pkg.id },
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(ADMIN_SET_CANCELLATION_POLICY_MUTATION, {
    refetchQueries: [{ query: CANCELLATION_POLICY_QUERY, variables: { packageId: pkg.id } }],
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const saving = useDialogSave(
    (rules: { daysBefore: number; refundPercent: number }[]) => save({ variables: { packageId: pkg.id, rules } }),
    onClose,
    'Could not save the cancellation policy.',
  );
  const shown: Row[] =
    rows ??
    data?.cancellationPolicy.map((r) => ({
      daysBefore: String(r.daysBefore),
      refundPercent: String(r.refundPercent),
    })) ??
    [];
  const change = (index: number, patch: Partial<Row>) =>
    setRows(shown.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  function submit() {
    const complete = shown.filter((row) => row.daysBefore.trim() || row.refundPercent.trim());
    if (complete.some((row) => !WHOLE.test(row.daysBefore.trim()) || !WHOLE.test(row.refundPercent.trim())))
      return saving.setFailure('Days and percentages are whole numbers.');
    void saving.submit(
      complete.map((row) => ({ daysBefore: Number(row.daysBefore), refundPercent: Number(row.refundPercent) })),
    );
  }

  return (
    <FormDialog
      title={`Cancellation policy of ${pkg.name}`}
      submitLabel="Save policy"
      {...saving.dialogProps}
      onSubmit={submit}
      extraActions={
        <Button variant="secondary" onClick={() => setRows([...shown, { daysBefore: '', refundPercent: '' }])}>
          Add rule
        </Button>
      }
    >
      {error ? (
        <p role="alert">Could not load the policy. Close and try again.</p>
      ) : !data ? (
        <Spinner label="Loading the policy" />
      ) : (
        <>
          <p className="muted">
            The refund is a share of what the customer paid, by how many days before departure they cancel. No rule met:
            no refund. No rules: customers see no policy and staff decide each refund. Empty a rule's two fields to
            remove it.
          </p>
          {shown.length === 0 && <p>No rules yet.</p>}
          {shown.map((row, index) => (
            <div className="admin-form admin-form--pair" key={index}>
              <TextInput
                label={`Rule ${index + 1}: days before`}
                inputMode="numeric"
                value={row.daysBefore}
                onChange={(event) => change(index, { daysBefore: event.target.value })}
              />
              <TextInput
                label={`Rule ${index + 1}: % refunded`}
                inputMode="numeric"
                value={row.refundPercent}
                onChange={(event) => change(index, { refundPercent: event.target.value })}
              />
            </div>
          ))}
          {readable(shown) && <p className="field__hint">Customers read: {readable(shown)}.</p>}
        </>
      )}
    </FormDialog>
  );
}
