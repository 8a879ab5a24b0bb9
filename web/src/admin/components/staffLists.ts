import { graphql } from '../../gql';
import type {
  AdminBookingsQuery,
  AdminConsultationsQuery,
  AdminPaymentEventsQuery,
  AdminReviewsQuery,
  AdminScheduledServicesQuery,
  AdminTripBookingsQuery,
  AdminUsersQuery,
} from '../../gql/graphql';

/*
 * The paged staff lists as usePagedAdminList runs them: each list's query, and where its page is in the answer.
 * They are one contract written once per list (the server's staffListPage: page and pageSize in, total and items
 * out), so they stand together and change together; what each list shows is its row fragment, which lives with the
 * page that renders the rows.
 */

export const ADMIN_BOOKINGS_QUERY = graphql(`
  query AdminBookings($page: Int!, $pageSize: Int!, $filter: BookingFilter) {
    bookings(page: $page, pageSize: $pageSize, filter: $filter) {
      total
      items {
        id
        ...AdminBookingRow
      }
    }
  }
`);

export const ADMIN_CONSULTATIONS_QUERY = graphql(`
  query AdminConsultations($page: Int!, $pageSize: Int!, $filter: ConsultationFilter) {
    consultations(page: $page, pageSize: $pageSize, filter: $filter) {
      total
      items {
        id
        ...AdminConsultationRow
      }
    }
  }
`);

export const ADMIN_TRIP_BOOKINGS_QUERY = graphql(`
  query AdminTripBookings($page: Int!, $pageSize: Int!, $filter: TripBookingFilter) {
    tripBookings(page: $page, pageSize: $pageSize, filter: $filter) {
      total
      items {
        id
        ...AdminTripBookingRow
      }
    }
  }
`);

/** Provider events as the webhook recorded them; DEAD ones spent their retries and wait for an admin. */
export const ADMIN_PAYMENT_EVENTS_QUERY = graphql(`
  query AdminPaymentEvents($state: PaymentEventState!, $page: Int!, $pageSize: Int!) {
    paymentEvents(state: $state, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminPaymentEventRow
      }
    }
  }
`);

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

export const ADMIN_SCHEDULED_SERVICES_QUERY = graphql(`
  query AdminScheduledServices($page: Int!, $pageSize: Int!) {
    scheduledServices(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminScheduledServiceRow
      }
    }
  }
`);

export const ADMIN_USERS_QUERY = graphql(`
  query AdminUsers($page: Int!, $pageSize: Int!, $status: UserStatus) {
    users(page: $page, pageSize: $pageSize, status: $status) {
      total
      items {
        id
        ...AdminUserRow
      }
    }
  }
`);

export const BOOKINGS_LIST = { query: ADMIN_BOOKINGS_QUERY, select: (data: AdminBookingsQuery) => data.bookings };
export const CONSULTATIONS_LIST = {
  query: ADMIN_CONSULTATIONS_QUERY,
  select: (data: AdminConsultationsQuery) => data.consultations,
};
export const TRIP_BOOKINGS_LIST = {
  query: ADMIN_TRIP_BOOKINGS_QUERY,
  select: (data: AdminTripBookingsQuery) => data.tripBookings,
};
export const PAYMENT_EVENTS_LIST = {
  query: ADMIN_PAYMENT_EVENTS_QUERY,
  select: (data: AdminPaymentEventsQuery) => data.paymentEvents,
};
export const REVIEWS_LIST = { query: ADMIN_REVIEWS_QUERY, select: (data: AdminReviewsQuery) => data.reviews };
export const SCHEDULED_SERVICES_LIST = {
  query: ADMIN_SCHEDULED_SERVICES_QUERY,
  select: (data: AdminScheduledServicesQuery) => data.scheduledServices,
};
export const USERS_LIST = { query: ADMIN_USERS_QUERY, select: (data: AdminUsersQuery) => data.users };
