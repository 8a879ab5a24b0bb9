import type { ChangeEvent, FocusEvent } from 'react';
import {
  type FieldValues,
  type Path,
  type RefCallBack,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';

import { useErrorSummary } from './Form';

/** The change event of any kit control (input, select or textarea). */
export type ControlChangeEvent = ChangeEvent<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;

/** The props a kit control receives from the form. */
export interface FieldBinding {
  name: string;
  ref: RefCallBack;
  onChange: (event: ControlChangeEvent) => unknown;
  onBlur: (event: FocusEvent) => unknown;
  /** Only for controlled controls (select). */
  value?: string;
  disabled?: boolean;
  error: string | undefined;
  'aria-invalid': true | undefined;
}

export type UseBinding = <TFieldValues extends FieldValues>(
  name: Path<TFieldValues>,
  onChange?: (event: ControlChangeEvent) => void,
) => FieldBinding;

/**
 * What a kit control needs to be one field of the surrounding <Form>: register()'s name/ref/handlers, the inline
 * error (unless the form shows it in its summary) and aria-invalid. `onChange` runs before the form reads the
 * value, so it may rewrite `event.target.value` (e.g. grouping card digits).
 */
export function useFieldBinding<TFieldValues extends FieldValues>(
  name: Path<TFieldValues>,
  onChange?: (event: ControlChangeEvent) => void,
): FieldBinding {
  const { register, control, getFieldState } = useFormContext<TFieldValues>();
  const { error } = getFieldState(name, useFormState({ control, name }));
  const summarised = useErrorSummary().includes(name);
  const registered = register(name);
  return {
    ...registered,
    onChange: (event: ControlChangeEvent) => {
      onChange?.(event);
      return registered.onChange(event);
    },
    error: summarised ? undefined : error?.message,
    'aria-invalid': error ? true : undefined,
  };
}

/**
 * useFieldBinding for a <select>, controlled by the form: its options often arrive later (from a query) than the
 * default value, which an uncontrolled select would drop.
 */
export function useSelectBinding<TFieldValues extends FieldValues>(
  name: Path<TFieldValues>,
  onChange?: (event: ControlChangeEvent) => void,
): FieldBinding {
  const { field, fieldState } = useController<TFieldValues>({ name });
  const summarised = useErrorSummary().includes(name);
  return {
    ...field,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (event: ControlChangeEvent) => {
      onChange?.(event);
      field.onChange(event);
    },
    error: summarised ? undefined : fieldState.error?.message,
    'aria-invalid': fieldState.invalid || undefined,
  };
}
