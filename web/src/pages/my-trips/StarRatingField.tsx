import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

import { Icon } from '../../components/ui';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Five radio buttons drawn as stars: arrow keys move between them as in any radio group, each is named
 * '3 stars', and the stars up to the chosen one are filled.
 */
export function StarRatingField({ name, label, error }: { name: string; label: string; error?: string }) {
  const { register, watch } = useFormContext();
  const chosen = Number(watch(name)) || 0;
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-rating field" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="star-rating__options">
        {RATINGS.map((value) => (
          <label key={value} className="star-rating__option">
            <input type="radio" className="sr-only" value={String(value)} {...register(name)} />
            <Icon name="star" filled={value <= chosen} className={value <= chosen ? 'star-rating__on' : ''} />
            <span className="sr-only">
              <FormattedMessage
                id="myTrips.review.stars"
                defaultMessage="{count, plural, one {# star} other {# stars}}"
                values={{ count: value }}
              />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
