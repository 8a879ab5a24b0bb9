import './PackageReviews.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { graphql } from '../../gql';
import { useLocale } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { Button } from '../ui';
import { RatingStars } from './RatingStars';

export const PACKAGE_REVIEWS_QUERY = graphql(`
  query PackageReviews($packageId: Int!, $page: Int) {
    packageReviews(packageId: $packageId, page: $page) {
      average
      count
      page
      pageSize
      items {
        id
        rating
        comment
        firstName
        createdAt
      }
    }
  }
`);

const messages = defineMessages({
  list: { id: 'packages.reviews.list', defaultMessage: 'What travellers wrote' },
});

/** 'March 2027': when a review was written, no closer. */
const monthYear = (at: string, locale: Locale) =>
  new Date(at).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { month: 'long', year: 'numeric' });

/** One page of reviews; the last loaded page offers the next while more exist. */
function ReviewsPage({ packageId, page, onMore }: { packageId: number; page: number; onMore?: () => void }) {
  const { data } = useQuery(PACKAGE_REVIEWS_QUERY, { variables: { packageId, page } });
  const locale = useLocale();
  if (!data) return null;
  const { items, count, pageSize } = data.packageReviews;
  return (
    <>
      {items.map((review) => (
        <li key={review.id} className="package-review">
          <RatingStars rating={review.rating} />
          {/* Written by a customer, in their own language: its direction comes from its text. */}
          {review.comment && (
            <p className="package-review__comment" dir="auto">
              {review.comment}
            </p>
          )}
          <p className="package-review__by muted">
            <FormattedMessage
              id="packages.reviews.byline"
              defaultMessage="{name}, {date}"
              values={{ name: review.firstName, date: monthYear(review.createdAt, locale) }}
            />
          </p>
        </li>
      ))}
      {onMore && page * pageSize < count && (
        <li className="package-reviews__more">
          <Button variant="secondary" onClick={onMore}>
            <FormattedMessage id="packages.reviews.more" defaultMessage="Show more reviews" />
          </Button>
        </li>
      )}
    </>
  );
}

/** The package page's reviews: the average of the visible ones (one decimal), their count, newest first. */
export function PackageReviews({ packageId }: { packageId: number }) {
  const { data, error } = useQuery(PACKAGE_REVIEWS_QUERY, { variables: { packageId, page: 1 } });
  const [pages, setPages] = useState(1);
  const intl = useIntl();
  if (error || !data) return null;
  const { average, count } = data.packageReviews;
  return (
    <section aria-labelledby="reviews-heading" className="package-reviews">
      <h2 id="reviews-heading">
        <FormattedMessage id="packages.reviews.title" defaultMessage="Reviews" />
      </h2>
      {count === 0 || average === null ? (
        <p className="muted">
          <FormattedMessage id="packages.reviews.none" defaultMessage="No reviews yet." />
        </p>
      ) : (
        <>
          <p className="package-reviews__summary">
            <RatingStars rating={average} />
            <strong>{intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</strong>
            <span className="muted">
              <FormattedMessage
                id="packages.reviews.count"
                defaultMessage="{count, plural, one {# review} other {# reviews}}"
                values={{ count }}
              />
            </span>
          </p>
          <ul className="package-reviews__list" aria-label={intl.formatMessage(messages.list)}>
            {Array.from({ length: pages }, (_, index) => (
              <ReviewsPage
                key={index}
                packageId={packageId}
                page={index + 1}
                onMore={index === pages - 1 ? () => setPages(pages + 1) : undefined}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
