import { useState } from 'react';

import { FormDialog } from '../../../components/form';
import { Button, TextInput } from '../../../components/ui';
import { DEFAULT_CURRENCY, formatPrice, toMinorUnits } from '../../../lib/price';
import { mountedWhileOpen } from '../../components/mountedWhileOpen';
import { useDialogSave } from '../../components/useDialogSave';
import { CURRENCY_PATTERN } from '../../lib/format';
import { INVALID_CURRENCY, INVALID_PRICE } from './AddPackageForm';

export type PriceChange = { price: number; currency: string } | { clearPrice: true };

export interface PriceDialogProps {
  open: boolean;
  title: string;
  /** Current amount in minor units (null: 'Contact'). */
  price: number | null;
  currency: string;
  /** Whether the amount may be removed (packages: 'Contact'). */
  allowClear?: boolean;
  submitLabel?: string;
  onSave: (change: PriceChange) => Promise<unknown>;
  onClose: () => void;
}

/** Edits an amount typed in major units (saved as minor units) and its currency, or clears it. */
export const PriceDialog = mountedWhileOpen(function OpenPriceDialog({
  title,
  price,
  currency,
  allowClear = true,
  submitLabel = 'Save price',
  onSave,
  onClose,
}: PriceDialogProps) {
  const [amount, setAmount] = useState(price === null ? '' : (price / 100).toFixed(2));
  const [code, setCode] = useState(currency || DEFAULT_CURRENCY);
  const save = useDialogSave(onSave, onClose, 'Could not save the price.');

  function submit() {
    const normalised = code.trim().toUpperCase() || DEFAULT_CURRENCY;
    const minor = toMinorUnits(amount, normalised);
    if (minor === null) return save.setFailure(INVALID_PRICE);
    if (!CURRENCY_PATTERN.test(normalised)) return save.setFailure(INVALID_CURRENCY);
    void save.submit({ price: minor, currency: normalised });
  }

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      {...save.dialogProps}
      onSubmit={submit}
      extraActions={
        allowClear && (
          <Button
            variant="secondary"
            onClick={() => void save.submit({ clearPrice: true })}
            disabled={save.pending || price === null}
          >
            Clear price
          </Button>
        )
      }
    >
      <p className="muted">Now: {formatPrice(price, currency)}</p>
      <div className="admin-form admin-form--pair">
        <TextInput
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          data-autofocus
        />
        <TextInput label="Currency" maxLength={3} value={code} onChange={(event) => setCode(event.target.value)} />
      </div>
      {allowClear && <p className="field__hint">Clear price to show “Contact” instead of an amount.</p>}
    </FormDialog>
  );
});
