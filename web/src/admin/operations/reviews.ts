import { graphql } from '../../gql';

export const ADMIN_REVIEWS_QUERY = graphql(`
  query AdminReviews($page: Int!, $pageSize: Int!) {
    reviews(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminReviewRow
      }
    }
  }
`);

export const ADMIN_DELETE_REVIEW_MUTATION = graphql(`
  mutation AdminDeleteReview($id: Int!) {
    deleteReview(id: $id)
  }
`);
