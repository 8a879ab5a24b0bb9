import './NumberStepper.css';

import { useId } from 'react';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

import { useLocale } from '../../i18n/I18nProvider';
import { textDirection } from '../../i18n/locales';
import { FieldNote } from './Field';
import { Icon } from './Icon';
import { useKitIntl } from './kitIntl';

const messages = defineMessages<{
  readonly decrease: NoMessageValues;
  readonly increase: NoMessageValues;
  readonly decreaseUnit: { readonly unit: MessageValue };
  readonly increaseUnit: { readonly unit: MessageValue };
}>({
  decrease: { id: 'ui.stepper.decrease', defaultMessage: 'Remove one' },
  increase: { id: 'ui.stepper.increase', defaultMessage: 'Add one' },
  decreaseUnit: { id: 'ui.stepper.decreaseUnit', defaultMessage: 'Remove a {unit}' },
  increaseUnit: { id: 'ui.stepper.increaseUnit', defaultMessage: 'Add a {unit}' },
});

export interface NumberStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
  /**
   * Names the unit for the buttons, in the page's language: 'passenger' → 'Remove a passenger' (Arabic 'مسافر' →
   * 'إزالة مسافر'). Without it the buttons say 'Remove one' / 'Add one'.
   */
  unit?: string;
}

/** − value + with the value clamped to [min, max]; arrow keys also work on the value itself (spinbutton). */
export function NumberStepper({ label, value, min, max, onChange, hint, unit }: NumberStepperProps) {
  const intl = useKitIntl();
  const id = useId();
  // Right-to-left, the arrow pointing to the line's end (left) is the one that goes up.
  const forward = textDirection(useLocale()) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <FieldNote fieldId={id} kind="hint">
        {hint}
      </FieldNote>
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          onClick={() => set(value - 1)}
          disabled={value <= min}
          aria-label={
            unit ? intl.formatMessage(messages.decreaseUnit, { unit }) : intl.formatMessage(messages.decrease)
          }
        >
          <Icon name="minus" />
        </button>
        <span
          role="spinbutton"
          tabIndex={0}
          className="stepper__value"
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          onKeyDown={(event) => {
            const steps: Record<string, number> = {
              ArrowUp: value + 1,
              [forward]: value + 1,
              ArrowDown: value - 1,
              [backward]: value - 1,
              Home: min,
              End: max,
            };
            if (event.key in steps) {
              event.preventDefault();
              set(steps[event.key]);
            }
          }}
        >
          {value}
        </span>
        <button
          type="button"
          className="stepper__button"
          onClick={() => set(value + 1)}
          disabled={value >= max}
          aria-label={
            unit ? intl.formatMessage(messages.increaseUnit, { unit }) : intl.formatMessage(messages.increase)
          }
        >
          <Icon name="plus" />
        </button>
      </div>
    </div>
  );
}
