import './RatingStars.css';

import { defineMessages, type MessageValue, useIntl } from 'react-intl';

import { Icon } from '../ui';

const messages = defineMessages<{ readonly rated: { readonly max: MessageValue; readonly stars: MessageValue } }>({
  rated: { id: 'packages.rating.stars', defaultMessage: 'Rated {stars} out of {max}' },
});

const MAX = 5;

/** A 1..5 rating as five stars, read out as 'Rated 4 out of 5'. */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const intl = useIntl();
  const stars = Math.min(MAX, Math.max(0, Math.round(rating)));
  return (
    <span
      className={`rating-stars ${className}`.trim()}
      role="img"
      aria-label={intl.formatMessage(messages.rated, { stars, max: MAX })}
    >
      {Array.from({ length: MAX }, (_, index) => (
        <Icon key={index} name="star" filled={index < stars} className={index < stars ? 'rating-stars__on' : ''} />
      ))}
    </span>
  );
}
