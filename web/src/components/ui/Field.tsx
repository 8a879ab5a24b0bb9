import './Field.css';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { defineMessages } from 'react-intl';

import { TranslatedError, useKitIntl } from './kitIntl';

const messages = defineMessages({
  // After a required field's label, for the eye only (screen readers hear aria-required).
  requiredMark: { id: 'ui.field.requiredMark', defaultMessage: '*' },
});

interface FieldTextProps {
  label: ReactNode;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Inline error under the control (translated when it is a known message); also marks it aria-invalid. */
  error?: string;
}

export interface FieldProps extends FieldTextProps {
  /** id of the control, which the label points at. */
  id: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The ids a control needs to be described by its hint and error. */
export function fieldDescription(id: string, { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}

/**
 * The hint under a label, or the inline error under a control: `${fieldId}-hint` / `-error`, as described. An error
 * text is shown in the reader's language when it is a known message (i18n/errors.ts).
 */
export function FieldNote({
  fieldId,
  kind,
  children,
}: {
  fieldId: string;
  kind: 'hint' | 'error';
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p className={`field__${kind}`} id={`${fieldId}-${kind}`}>
      {kind === 'error' && typeof children === 'string' ? <TranslatedError message={children} /> : children}
    </p>
  );
}

/** A labelled control's id (given or generated) and its required/described-by/invalid wiring. */
function useControlWiring(
  id: string | undefined,
  { hint, error, required }: Omit<FieldTextProps, 'label'> & { required?: boolean },
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return { id: controlId, 'aria-required': required || undefined, ...fieldDescription(controlId, { hint, error }) };
}

/** Label above, hint below it, the control, then the inline error. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  const intl = useKitIntl();
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {intl.formatMessage(messages.requiredMark)}
          </span>
        )}
      </label>
      <FieldNote fieldId={id} kind="hint">
        {hint}
      </FieldNote>
      {children}
      <FieldNote fieldId={id} kind="error">
        {error}
      </FieldNote>
    </div>
  );
}

export interface TextInputProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text-like input (text, email, tel, password, date, number…). Works with react-hook-form's register. */
export function TextInput({ label, hint, error, id, required, className, ref, ...rest }: TextInputProps) {
  const control = useControlWiring(id, { hint, error, required });
  return (
    <Field id={control.id} label={label} hint={hint} error={error} required={required} className={className}>
      <input ref={ref} className="control" {...control} {...rest} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldTextProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  /** A first, empty-valued option (e.g. 'No package selected'). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  hint,
  error,
  id,
  required,
  className,
  options,
  placeholder,
  ref,
  ...rest
}: SelectProps) {
  const control = useControlWiring(id, { hint, error, required });
  return (
    <Field id={control.id} label={label} hint={hint} error={error} required={required} className={className}>
      <select ref={ref} className="control control--select" {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface TextareaProps extends FieldTextProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, hint, error, id, required, className, rows = 5, ref, ...rest }: TextareaProps) {
  const control = useControlWiring(id, { hint, error, required });
  return (
    <Field id={control.id} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea ref={ref} rows={rows} className="control control--textarea" {...control} {...rest} />
    </Field>
  );
}

export interface CheckboxProps
  extends Omit<FieldTextProps, 'label'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label on the right. */
export function Checkbox({ label, hint, error, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['choice', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="choice__input"
        {...fieldDescription(inputId, { hint, error })}
        {...rest}
      />
      <div>
        <label htmlFor={inputId} className="choice__label">
          {label}
        </label>
        <FieldNote fieldId={inputId} kind="hint">
          {hint}
        </FieldNote>
        <FieldNote fieldId={inputId} kind="error">
          {error}
        </FieldNote>
      </div>
    </div>
  );
}

export interface RadioGroupProps
  extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'checked'> {
  name: string;
  options: SelectOption[];
  /** The chosen value when controlled; leave it out with react-hook-form's register. */
  value?: string;
  /** Lay the options out in a row (they wrap on narrow screens). */
  inline?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Radios in a fieldset with a legend; the other props (name, onChange, register's ref…) go to every radio. */
export function RadioGroup({ label, hint, error, options, value, inline, className, ref, ...rest }: RadioGroupProps) {
  const groupId = useId();
  return (
    <fieldset
      className={['field', 'radio-group', inline && 'radio-group--inline', error && 'field--invalid', className]
        .filter(Boolean)
        .join(' ')}
      {...fieldDescription(groupId, { hint, error })}
    >
      <legend className="field__label">{label}</legend>
      <FieldNote fieldId={groupId} kind="hint">
        {hint}
      </FieldNote>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice choice--radio">
            <input
              ref={ref}
              type="radio"
              className="choice__input"
              value={option.value}
              disabled={option.disabled}
              checked={value === undefined ? undefined : value === option.value}
              {...rest}
            />
            <span className="choice__label">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNote fieldId={groupId} kind="error">
        {error}
      </FieldNote>
    </fieldset>
  );
}
