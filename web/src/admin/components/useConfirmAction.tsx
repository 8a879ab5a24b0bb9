import { useCallback, useState } from 'react';

import { ConfirmDialog } from '../../components/ui';

export interface ConfirmOptions {
  /** Label of the confirming button ('Delete' by default). */
  confirmLabel?: string;
  cancelLabel?: string;
}

interface PendingConfirmation extends ConfirmOptions {
  message: string;
  action: () => Promise<unknown>;
}

/**
 * Asks before a destructive action with the kit's ConfirmDialog (exact spec texts, e.g. 'Delete this user?'),
 * keeps the dialog busy while the action runs, then closes it. The action reports its own outcome.
 */
export function useConfirmAction() {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback((message: string, action: () => Promise<unknown>, options: ConfirmOptions = {}) => {
    setPending({ message, action, ...options });
  }, []);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.action();
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!busy) setPending(null);
      }}
    />
  );

  return { ask, dialog };
}
