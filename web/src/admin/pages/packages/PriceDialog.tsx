import { type FormEvent, useEffect, useState } from 'react';

import { Alert, Button, Modal, TextInput } from '../../../components/ui';
import { errorMessage } from '../../../lib/errors';
import { DEFAULT_CURRENCY, formatPrice, toMinorUnits } from '../../../lib/price';
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
export function PriceDialog({
  open,
  title,
  price,
  currency,
  allowClear = true,
  submitLabel = 'Save price',
  onSave,
  onClose,
}: PriceDialogProps) {
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState(DEFAULT_CURRENCY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAmount(price === null ? '' : (price / 100).toFixed(2));
    setCode(currency || DEFAULT_CURRENCY);
    setError(null);
  }, [open, price, currency]);

  async function save(change: PriceChange) {
    setBusy(true);
    setError(null);
    try {
      await onSave(change);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the price.'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = code.trim().toUpperCase() || DEFAULT_CURRENCY;
    const minor = toMinorUnits(amount, normalised);
    if (minor === null) return setError(INVALID_PRICE);
    if (!CURRENCY_PATTERN.test(normalised)) return setError(INVALID_CURRENCY);
    void save({ price: minor, currency: normalised });
  }

  const formId = 'admin-price-form';
  return (
    <Modal
      open={open}
      title={title}
      size="sm"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {allowClear && (
            <Button
              variant="secondary"
              onClick={() => void save({ clearPrice: true })}
              disabled={busy || price === null}
            >
              Clear price
            </Button>
          )}
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="stack">
        <p className="muted">Now: {formatPrice(price, currency)}</p>
        <div className="admin-form admin-form--pair">
          <TextInput
            label="Amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-autofocus
          />
          <TextInput label="Currency" maxLength={3} value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        {allowClear && <p className="field__hint">Clear price to show “Contact” instead of an amount.</p>}
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
