import { useMutation } from '@apollo/client/react';

import { Badge, Button, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminReviewRowFragment } from '../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTableSection } from '../components/AdminTable';
import { oneLineColumn } from '../components/columns';
import { REVIEWS_LIST } from '../components/staffLists';
import { Stars } from '../components/Stars';
import { usePagedAdminList } from '../components/useAdminList';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { useFeedback } from '../components/useFeedback';
import { useRowAction } from '../components/useRowAction';
import { formatDate } from '../lib/format';

export const ADMIN_DELETE_REVIEW_MUTATION = graphql(`
  mutation AdminDeleteReview($id: Int!) {
    deleteReview(id: $id)
  }
`);

export const ADMIN_SET_REVIEW_HIDDEN_MUTATION = graphql(`
  mutation AdminSetReviewHidden($id: Int!, $hidden: Boolean!) {
    setReviewHidden(id: $id, hidden: $hidden) {
      id
      hiddenAt
    }
  }
`);

const REVIEW_ROW = graphql(`
  fragment AdminReviewRow on Review {
    id
    rating
    comment
    hiddenAt
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
  const reviews = usePagedAdminList(REVIEWS_LIST, REVIEW_ROW);
  const [deleteReview] = useMutation(ADMIN_DELETE_REVIEW_MUTATION);
  const { askDelete, dialog } = useConfirmedDelete(feedback, reviews.reload);
  const [setHidden] = useMutation(ADMIN_SET_REVIEW_HIDDEN_MUTATION);
  const moderation = useRowAction<number>(feedback);

  // A hidden review stays here but leaves the package page and its average.
  const toggleHidden = (review: AdminReviewRowFragment) => {
    const hidden = !review.hiddenAt;
    return moderation.run(review.id, () => setHidden({ variables: { id: review.id, hidden } }), {
      success: hidden ? 'Review hidden from the package page.' : 'Review shown on the package page again.',
      fallback: 'Could not change the review.',
      afterSuccess: reviews.reload,
    });
  };

  const confirmDelete = (review: AdminReviewRowFragment) =>
    askDelete(DELETE_REVIEW_QUESTION, () => deleteReview({ variables: { id: review.id } }), {
      success: 'Review deleted.',
      fallback: 'Could not delete the review.',
    });

  const columns: TableColumn<AdminReviewRowFragment>[] = [
    { key: 'rating', header: 'Rating', width: 120, render: (review) => <Stars rating={review.rating} /> },
    {
      key: 'comment',
      header: 'Comment',
      render: (review) => (
        <span className="admin-wrap">
          {review.hiddenAt && <Badge variant="neutral">Hidden</Badge>} <span dir="auto">{review.comment}</span>
        </span>
      ),
    },
    { key: 'package', header: 'Package', render: (review) => review.package.name },
    { key: 'user', header: 'User', render: (review) => review.user.email },
    oneLineColumn('date', 'Date', (review) => formatDate(review.createdAt)),
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (review) => (
        <span className="cluster">
          <Button
            size="sm"
            variant="secondary"
            loading={moderation.busyId === review.id}
            onClick={() => void toggleHidden(review)}
          >
            {review.hiddenAt ? 'Unhide' : 'Hide'}
            <span className="sr-only"> review by {review.user.email}</span>
          </Button>
          <Button size="sm" variant="danger" onClick={() => confirmDelete(review)}>
            Delete<span className="sr-only"> review by {review.user.email}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage title="Reviews" description="What travellers wrote about the packages, newest first.">
      <AdminTableSection feedback={feedback} list={reviews} columns={columns} caption="Reviews" />
      {dialog}
    </AdminPage>
  );
}
