import { graphql } from '../gql';

export const CREATE_PAYMENT_INTENT_MUTATION = graphql(`
  mutation CreatePaymentIntent($input: PaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      clientSecret
      provider
      publishableKey
    }
  }
`);

export const CONFIRM_DEMO_PAYMENT_MUTATION = graphql(`
  mutation ConfirmDemoPayment($input: DemoPaymentInput!) {
    confirmDemoPayment(input: $input) {
      status
      message
    }
  }
`);

/** What the checkout shows and charges: the server's view of the booking, never the URL's or the router's. */
export const CHECKOUT_BOOKING_QUERY = graphql(`
  query CheckoutBooking($id: Int!, $kind: BookingKind!) {
    checkoutBooking(id: $id, kind: $kind) {
      id
      kind
      status
      title
      customerName
      amount
      currency
      holdExpiresAt
      paidAt
    }
  }
`);

export const PAYMENT_STATUS_QUERY = graphql(`
  query PaymentStatus($bookingId: Int!, $kind: BookingKind!) {
    paymentStatus(bookingId: $bookingId, kind: $kind)
  }
`);
