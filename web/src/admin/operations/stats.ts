import { graphql } from '../../gql';

/** Every figure the dashboard shows, read through getFragmentData by DashboardPage. */
export const DASHBOARD_STATS_FRAGMENT = graphql(`
  fragment DashboardStats on Stats {
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
`);

export const ADMIN_STATS_QUERY = graphql(`
  query AdminStats {
    stats {
      ...DashboardStats
    }
  }
`);

/** The same figures, pushed after every refresh of the aggregate (a payment, a booking...). */
export const ADMIN_STATS_SUBSCRIPTION = graphql(`
  subscription AdminStatsChanged {
    statsChanged {
      ...DashboardStats
    }
  }
`);
