import { type InputHTMLAttributes, useState } from 'react';

import { FormDialog } from '../../components/form';
import { TextInput } from '../../components/ui';
import { mountedWhileOpen } from './mountedWhileOpen';

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
export const PromptDialog = mountedWhileOpen(function OpenPromptDialog({
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

  function submit() {
    const trimmed = value.trim();
    if (trimmed) onSubmit(trimmed);
    else onCancel();
  }

  return (
    <FormDialog
      open
      title={title}
      submitLabel={confirmLabel}
      busy={busy}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        data-autofocus
        {...inputProps}
      />
    </FormDialog>
  );
});
