import type { ComponentType } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

import { Checkbox, type CheckboxProps, RadioGroup, type RadioGroupProps, Select, type SelectProps } from '../ui';
import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '../ui';
import { type ControlChangeEvent, type UseBinding, useFieldBinding, useSelectBinding } from './useFieldBinding';

/** A *Field's props: the kit control's props minus what the form wires, plus the form field's name. */
export type FieldComponentProps<TFieldValues extends FieldValues, TControlProps> = Omit<
  TControlProps,
  'name' | 'error' | 'ref' | 'onBlur' | 'value' | 'defaultValue' | 'checked'
> & { name: Path<TFieldValues> };

interface ControlProps {
  onChange?: (event: never) => void;
}

/** Turns a kit control into a field of the surrounding <Form>, found by `name`. */
function boundTo<TControlProps extends ControlProps>(
  Control: ComponentType<TControlProps>,
  displayName: string,
  useBinding: UseBinding = useFieldBinding,
) {
  function BoundField<TFieldValues extends FieldValues = FieldValues>({
    name,
    onChange,
    ...props
  }: FieldComponentProps<TFieldValues, TControlProps>) {
    const binding = useBinding<TFieldValues>(name, onChange as ((event: ControlChangeEvent) => void) | undefined);
    return <Control {...(props as unknown as TControlProps)} {...binding} />;
  }
  BoundField.displayName = displayName;
  return BoundField;
}

/** A <TextInput> registered as field `name` of the surrounding <Form>, with its error and aria-invalid. */
export const TextField = boundTo<TextInputProps>(TextInput, 'TextField');
/** A <Textarea> registered as field `name` of the surrounding <Form>. */
export const TextareaField = boundTo<TextareaProps>(Textarea, 'TextareaField');
/** A <Select> bound to field `name` of the surrounding <Form> (controlled, so late-loaded options keep the value). */
export const SelectField = boundTo<SelectProps>(Select, 'SelectField', useSelectBinding);
/** A <Checkbox> registered as boolean field `name` of the surrounding <Form>. */
export const CheckboxField = boundTo<CheckboxProps>(Checkbox, 'CheckboxField');
/** A <RadioGroup> registered as field `name` of the surrounding <Form>: the value of the checked radio. */
export const RadioField = boundTo<RadioGroupProps>(RadioGroup, 'RadioField');
