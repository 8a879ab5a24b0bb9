import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextareaField,
  useServerSubmit,
  useZodForm,
} from '../../components/form';
import { Button, Modal } from '../../components/ui';
import { graphql } from '../../gql';
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

export interface ReviewDialogProps {
  bookingId: number;
  /** The package's name, in the dialog's title. */
  title: string;
  onClose: () => void;
}

/** Rate an ended trip (1-5 stars) and say how it went; the package page shows it once saved. */
export function ReviewDialog({ bookingId, title, onClose }: ReviewDialogProps) {
  const form = useZodForm(reviewSchema, { rating: '', comment: '' });
  const [createReview] = useMutation(CREATE_REVIEW_MUTATION, {
    refetchQueries: [MY_REVIEWS_QUERY],
    awaitRefetchQueries: true,
  });
  const { submit, failure } = useServerSubmit(async (values: z.output<typeof reviewSchema>) => {
    await createReview({ variables: { bookingId, rating: values.rating, comment: values.comment } });
    onClose();
  }, serverMessage('Could not save your review.'));
  return (
    <Modal open title={`Review ${title}`} size="sm" onClose={onClose}>
      <Form form={form} onSubmit={submit} aria-label="Your review" className="stack">
        <StarRatingField name="rating" label="Your rating" error={form.formState.errors.rating?.message} />
        <TextareaField
          name="comment"
          label="Your comment"
          hint="Optional. Shown on the package page with your first name."
          rows={5}
          maxLength={COMMENT_MAX}
        />
        <FormActions failure={failure}>
          <div className="cluster">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton>Post review</SubmitButton>
          </div>
        </FormActions>
      </Form>
    </Modal>
  );
}
