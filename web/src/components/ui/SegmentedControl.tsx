import './SegmentedControl.css';

import { useId } from 'react';

export interface SegmentedControlProps<T extends string> {
  /** Names the group (legend), e.g. 'Class'. */
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Show the legend visually (hidden by default, still read out). */
  showLabel?: boolean;
}

/** One-of-many filter shown as pills; native radios underneath, so arrows and screen readers just work. */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  showLabel = false,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className={showLabel ? 'segmented__legend' : 'sr-only'}>{label}</legend>
      <div className="cluster">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="pill">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
