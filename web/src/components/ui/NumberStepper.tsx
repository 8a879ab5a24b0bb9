import './NumberStepper.css';

import { useId } from 'react';

import { FieldNote } from './Field';
import { Icon } from './Icon';

export interface NumberStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
  /** Names the unit for the buttons, e.g. 'passenger' → 'Remove a passenger'. */
  unit?: string;
}

/** − value + with the value clamped to [min, max]; arrow keys also work on the value itself (spinbutton). */
export function NumberStepper({ label, value, min, max, onChange, hint, unit = 'one' }: NumberStepperProps) {
  const id = useId();
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
          aria-label={`Remove a ${unit}`}
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
              ArrowRight: value + 1,
              ArrowDown: value - 1,
              ArrowLeft: value - 1,
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
          aria-label={`Add a ${unit}`}
        >
          <Icon name="plus" />
        </button>
      </div>
    </div>
  );
}
