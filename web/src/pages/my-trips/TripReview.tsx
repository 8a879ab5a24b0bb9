import './TripReview.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { RatingStars } from '../../components/packages/RatingStars';
import { Button } from '../../components/ui';
import { MY_REVIEWS_QUERY, ReviewDialog } from './ReviewDialog';

export interface ReviewableBooking {
  kind: 'PACKAGE' | 'TRIP';
  id: number;
  reference: string;
  title: string;
  status: string;
  returnDate?: string | null;
}

/** Between the visible label and its screen-reader part. */
const SPACE = ' ';

/** Today as YYYY-MM-DD in UTC, as the server decides that a trip has ended. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A paid package booking whose departure returned before today may be reviewed (the server checks again). */
const canReview = (b: ReviewableBooking) =>
  b.kind === 'PACKAGE' && b.status === 'PAID' && !!b.returnDate && b.returnDate < todayUtc();

/** 'Write a review' on an ended, paid trip; 'Your review: ★★★★☆' once written. */
export function TripReview({ booking }: { booking: ReviewableBooking }) {
  const eligible = canReview(booking);
  // One request for every card: Apollo answers the other cards from its cache.
  const { data } = useQuery(MY_REVIEWS_QUERY, { skip: !eligible });
  const [writing, setWriting] = useState(false);
  if (!eligible || !data) return null;
  const review = data.myReviews.find((r) => r.bookingId === booking.id);
  if (review) {
    return (
      <p className="trip-review">
        <FormattedMessage
          id="myTrips.review.yours"
          defaultMessage="Your review: {stars}"
          values={{ stars: <RatingStars rating={review.rating} /> }}
        />
      </p>
    );
  }
  return (
    <div className="cluster trip-card__actions">
      <Button variant="secondary" onClick={() => setWriting(true)}>
        <FormattedMessage id="myTrips.review.write" defaultMessage="Write a review" />
        <span className="sr-only">
          {SPACE}
          <FormattedMessage
            id="myTrips.review.writeOf"
            defaultMessage="of {reference}"
            values={{ reference: booking.reference }}
          />
        </span>
      </Button>
      {writing && <ReviewDialog bookingId={booking.id} title={booking.title} onClose={() => setWriting(false)} />}
    </div>
  );
}
