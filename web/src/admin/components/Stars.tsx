import { Icon } from '../../components/ui';
import { clampStars, MAX_STARS } from '../lib/stars';

/** A rating as filled/empty stars, clamped to 1..5, read out as 'Rated 4 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const stars = clampStars(rating);
  return (
    <span className="admin-stars" role="img" aria-label={`Rated ${stars} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Icon
          key={index}
          name="star"
          filled={index < stars}
          className={index < stars ? 'admin-stars__on' : 'admin-stars__off'}
        />
      ))}
    </span>
  );
}
