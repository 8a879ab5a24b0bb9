import { type ReactNode, useCallback, useRef, useState } from 'react';

import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Delete this user?' */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deletes). */
  tone?: 'danger' | 'primary';
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal; Cancel gets the focus so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      alert
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

interface PendingQuestion {
  message: ReactNode;
  confirmLabel?: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `await confirm('Delete this user?')` in place of window.confirm: render `dialog` once in the component.
 * Resolves true on confirm, false on cancel/Escape.
 */
export function useConfirm() {
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const pendingRef = useRef<PendingQuestion | null>(null);

  const confirm = useCallback((message: ReactNode, options: { confirmLabel?: string } = {}) => {
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const question = { message, confirmLabel: options.confirmLabel, resolve };
      pendingRef.current = question;
      setPending(question);
    });
  }, []);

  const answer = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );

  return { confirm, dialog };
}
