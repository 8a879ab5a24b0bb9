import { graphql } from '../../gql';

export const ADMIN_STATS_QUERY = graphql(`
  query AdminStats {
    stats {
      users
      admins
      staff
      pkgs
      reviews
      bookings
      paidBookings
      consultations
      refreshedAt
      series {
        month
        count
      }
    }
  }
`);
