import { type FormEvent, type InputHTMLAttributes, useEffect, useState } from 'react';

import { Alert, Button, Modal, TextInput } from '../../components/ui';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  /** The value the field starts with (e.g. the current name). */
  initialValue?: string;
  confirmLabel?: string;
  busy?: boolean;
  /** The server's message when saving failed. */
  error?: string | null;
  /** Extra attributes for the input (type, min, step, inputMode…). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'>;
  /** Receives the trimmed value; an empty value is ignored (the dialog just closes). */
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** A one-field question in the kit's Modal (renames, multipliers): focus trapped, Escape cancels. */
export function PromptDialog({
  open,
  title,
  label,
  initialValue = '',
  confirmLabel = 'Save',
  busy = false,
  error,
  inputProps,
  onSubmit,
  onCancel,
}: PromptDialogProps) {
  const [value, setValue] = useState(initialValue);

  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      onCancel();
      return;
    }
    onSubmit(trimmed);
  }

  const formId = `prompt-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="stack">
        <TextInput
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          data-autofocus
          {...inputProps}
        />
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
