import { useMutation } from '@apollo/client/react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';
import { z } from 'zod';

import { Form, FormActions, SubmitButton, TextareaField, useServerSubmit, useZodForm } from '../../components/form';
import { Button, Modal } from '../../components/ui';
import { graphql } from '../../gql';
import { useErrorMessage } from '../../i18n/errors';
import { StarRatingField } from './StarRatingField';

export const CREATE_REVIEW_MUTATION = graphql(`
  mutation CreateReview($bookingId: Int!, $rating: Int!, $comment: String) {
    createReview(bookingId: $bookingId, rating: $rating, comment: $comment) {
      id
      rating
    }
  }
`);

export const MY_REVIEWS_QUERY = graphql(`
  query MyReviews {
    myReviews {
      id
      bookingId
      rating
    }
  }
`);

const COMMENT_MAX = 2000;
const reviewSchema = z.object({
  rating: z
    .string()
    .regex(/^[1-5]$/, { error: 'Choose a rating from 1 to 5 stars.' })
    .transform(Number),
  comment: z
    .string()
    .trim()
    .max(COMMENT_MAX, { error: `Comments are at most ${COMMENT_MAX} characters.` }),
});

const messages = defineMessages<{
  readonly failed: NoMessageValues;
  readonly title: { readonly title: MessageValue };
  readonly formLabel: NoMessageValues;
  readonly rating: NoMessageValues;
  readonly comment: NoMessageValues;
  readonly commentHint: NoMessageValues;
}>({
  failed: { id: 'myTrips.review.failed', defaultMessage: 'Could not save your review.' },
  title: { id: 'myTrips.review.title', defaultMessage: 'Review {title}' },
  formLabel: { id: 'myTrips.review.formLabel', defaultMessage: 'Your review' },
  rating: { id: 'myTrips.review.rating', defaultMessage: 'Your rating' },
  comment: { id: 'myTrips.review.comment', defaultMessage: 'Your comment' },
  commentHint: {
    id: 'myTrips.review.commentHint',
    defaultMessage: 'Optional. Shown on the package page with your first name.',
  },
});

export interface ReviewDialogProps {
  bookingId: number;
  /** The package's name, in the dialog's title. */
  title: string;
  onClose: () => void;
}

/** Rate an ended trip (1-5 stars) and say how it went; the package page shows it once saved. */
export function ReviewDialog({ bookingId, title, onClose }: ReviewDialogProps) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const form = useZodForm(reviewSchema, { rating: '', comment: '' });
  const [createReview] = useMutation(CREATE_REVIEW_MUTATION, {
    refetchQueries: [MY_REVIEWS_QUERY],
    awaitRefetchQueries: true,
  });
  const { submit, failure } = useServerSubmit(
    async (values: z.output<typeof reviewSchema>) => {
      await createReview({ variables: { bookingId, rating: values.rating, comment: values.comment } });
      onClose();
    },
    (error) => errors.of(error, intl.formatMessage(messages.failed)),
  );
  const ratingError = form.formState.errors.rating?.message;
  return (
    <Modal open title={intl.formatMessage(messages.title, { title })} size="sm" onClose={onClose}>
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.formLabel)} className="stack">
        <StarRatingField
          name="rating"
          label={intl.formatMessage(messages.rating)}
          error={ratingError && errors.text(ratingError)}
        />
        <TextareaField
          name="comment"
          label={intl.formatMessage(messages.comment)}
          hint={intl.formatMessage(messages.commentHint)}
          rows={5}
          maxLength={COMMENT_MAX}
        />
        <FormActions failure={failure}>
          <div className="cluster">
            <Button variant="ghost" onClick={onClose}>
              <FormattedMessage id="myTrips.review.cancel" defaultMessage="Cancel" />
            </Button>
            <SubmitButton>
              <FormattedMessage id="myTrips.review.post" defaultMessage="Post review" />
            </SubmitButton>
          </div>
        </FormActions>
      </Form>
    </Modal>
  );
}
