import { useMutation } from '@apollo/client/react';

import { Button, type TableColumn, useConfirm } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminReviewRowFragment } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { Stars } from '../components/Stars';
import { usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate } from '../lib/format';
import { ADMIN_DELETE_REVIEW_MUTATION, ADMIN_REVIEWS_QUERY } from '../operations/reviews';

const REVIEW_ROW = graphql(`
  fragment AdminReviewRow on Review {
    id
    rating
    comment
    createdAt
    package {
      id
      name
    }
    user {
      id
      email
    }
  }
`);

const DELETE_REVIEW_QUESTION = 'Delete review?';

export function ReviewsPage() {
  const feedback = useFeedback();
  const reviews = usePagedAdminList(ADMIN_REVIEWS_QUERY, REVIEW_ROW, (data) => data.reviews);
  const [deleteReview] = useMutation(ADMIN_DELETE_REVIEW_MUTATION);
  const { ask, dialog } = useConfirm();

  function confirmDelete(review: AdminReviewRowFragment) {
    ask(DELETE_REVIEW_QUESTION, async () => {
      const done = await feedback.run(() => deleteReview({ variables: { id: review.id } }), {
        success: 'Review deleted.',
        fallback: 'Could not delete the review.',
      });
      if (done) await reviews.reload();
    });
  }

  const columns: TableColumn<AdminReviewRowFragment>[] = [
    { key: 'rating', header: 'Rating', width: 120, render: (review) => <Stars rating={review.rating} /> },
    { key: 'comment', header: 'Comment', render: (review) => <span className="admin-wrap">{review.comment}</span> },
    { key: 'package', header: 'Package', render: (review) => review.package.name },
    { key: 'user', header: 'User', render: (review) => review.user.email },
    {
      key: 'date',
      header: 'Date',
      render: (review) => <span className="admin-nowrap">{formatDate(review.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (review) => (
        <Button size="sm" variant="danger" onClick={() => confirmDelete(review)}>
          Delete<span className="sr-only"> review by {review.user.email}</span>
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title="Reviews" description="What travellers wrote about the packages, newest first.">
      <AdminSection title="All reviews">
        <FeedbackBanner feedback={feedback} />
        <AdminTable list={reviews} columns={columns} caption="Reviews" empty="No reviews yet." what="reviews" />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
