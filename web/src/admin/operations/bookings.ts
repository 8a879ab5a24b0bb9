import { graphql } from '../../gql';

export const ADMIN_BOOKINGS_QUERY = graphql(`
  query AdminBookings($page: Int!, $pageSize: Int!) {
    bookings(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminBookingRow
      }
    }
  }
`);

export const ADMIN_SET_BOOKING_QUOTE_MUTATION = graphql(`
  mutation AdminSetBookingQuote($id: Int!, $amount: Int!, $currency: String!) {
    setBookingQuote(id: $id, amount: $amount, currency: $currency) {
      id
      amount
      currency
      status
    }
  }
`);

export const ADMIN_CONSULTATIONS_QUERY = graphql(`
  query AdminConsultations($page: Int!, $pageSize: Int!) {
    consultations(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminConsultationRow
      }
    }
  }
`);

export const ADMIN_CUSTOM_BOOKINGS_QUERY = graphql(`
  query AdminCustomBookings($page: Int!, $pageSize: Int!) {
    customBookings(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminCustomBookingRow
      }
    }
  }
`);

export const ADMIN_UPDATE_CUSTOM_BOOKING_STATUS_MUTATION = graphql(`
  mutation AdminUpdateCustomBookingStatus($id: Int!, $status: CustomBookingStatus!) {
    updateCustomBookingStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** Settles a booking whose payment did not add up (NEEDS_REVIEW): staff decide from the provider's dashboard. */
export const ADMIN_RESOLVE_BOOKING_REVIEW_MUTATION = graphql(`
  mutation AdminResolveBookingReview($id: Int!, $kind: BookingKind!, $resolution: ReviewResolution!) {
    resolveBookingReview(id: $id, kind: $kind, resolution: $resolution)
  }
`);
