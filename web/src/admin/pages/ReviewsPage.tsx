import { useMutation, useQuery } from '@apollo/client/react';

import { Button, Table, type TableColumn } from '../../components/ui';
import type { AdminReviewsQuery } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { PAGE_SIZE, Pagination, usePageParam } from '../components/Pagination';
import { QueryError } from '../components/QueryError';
import { Stars } from '../components/Stars';
import { useConfirmAction } from '../components/useConfirmAction';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate } from '../lib/format';
import { ADMIN_DELETE_REVIEW_MUTATION, ADMIN_REVIEWS_QUERY } from '../operations/reviews';

type ReviewRow = AdminReviewsQuery['reviews']['items'][number];

export const DELETE_REVIEW_QUESTION = 'Delete review?';

export function ReviewsPage() {
  const feedback = useFeedback();
  const [page, setPage] = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_REVIEWS_QUERY, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteReview] = useMutation(ADMIN_DELETE_REVIEW_MUTATION);
  const { ask, dialog } = useConfirmAction();
  const list = data ?? previousData;

  function confirmDelete(review: ReviewRow) {
    ask(DELETE_REVIEW_QUESTION, async () => {
      const done = await feedback.run(() => deleteReview({ variables: { id: review.id } }), {
        success: 'Review deleted.',
        fallback: 'Could not delete the review.',
      });
      if (done) await refetch().catch(() => undefined);
    });
  }

  const columns: TableColumn<ReviewRow>[] = [
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
        {error && !list ? (
          <QueryError error={error} what="reviews" onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <>
            <Table
              columns={columns}
              rows={list?.reviews.items ?? []}
              rowKey={(review) => review.id}
              caption="Reviews"
              loading={loading && !list}
              empty="No reviews yet."
            />
            <Pagination page={page} total={list?.reviews.total ?? 0} onPageChange={setPage} noun="reviews" />
          </>
        )}
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
