import { type ReactNode, useCallback, useRef, useState } from 'react';
import { defineMessages } from 'react-intl';

import { Button } from './Button';
import { useKitIntl } from './kitIntl';
import { Modal } from './Modal';

const messages = defineMessages({
  title: { id: 'ui.confirm.title', defaultMessage: 'Please confirm' },
  confirm: { id: 'ui.confirm.delete', defaultMessage: 'Delete' },
  cancel: { id: 'ui.confirm.cancel', defaultMessage: 'Cancel' },
});

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Delete this user?' */
  message: ReactNode;
  /** 'Please confirm' by default. */
  title?: ReactNode;
  /** 'Delete' by default. */
  confirmLabel?: string;
  /** 'Cancel' by default. */
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deletes). */
  tone?: 'danger' | 'primary';
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal; Cancel gets the focus so Enter never deletes by accident. */
function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useKitIntl();
  return (
    <Modal
      open={open}
      title={title ?? intl.formatMessage(messages.title)}
      onClose={onCancel}
      size="sm"
      alert
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

export interface ConfirmOptions {
  /** Label of the confirming button ('Delete' by default). */
  confirmLabel?: string;
  cancelLabel?: string;
}

interface PendingQuestion extends ConfirmOptions {
  message: ReactNode;
  /** Runs on confirm while the dialog stays open and busy; the dialog closes once it settles. */
  action?: () => Promise<unknown>;
  resolve: (confirmed: boolean) => void;
}

/**
 * In place of window.confirm: render `dialog` once in the component, then either
 * `await confirm('Delete this user?')` (true on confirm, false on cancel/Escape) or
 * `ask('Delete this user?', action)`, which keeps the dialog busy while the action runs (it reports its own outcome).
 */
export function useConfirm() {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<PendingQuestion | null>(null);

  const open = useCallback((question: PendingQuestion) => {
    pendingRef.current?.resolve(false);
    pendingRef.current = question;
    setPending(question);
  }, []);

  const confirm = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => open({ message, ...options, resolve })),
    [open],
  );

  const ask = useCallback(
    (message: ReactNode, action: () => Promise<unknown>, options: ConfirmOptions = {}) =>
      open({ message, action, ...options, resolve: () => undefined }),
    [open],
  );

  const answer = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  };

  async function accept() {
    const action = pendingRef.current?.action;
    if (!action) return answer(true);
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      answer(true);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      busy={busy}
      onConfirm={() => void accept()}
      onCancel={() => {
        if (!busy) answer(false);
      }}
    />
  );

  return { confirm, ask, dialog };
}
