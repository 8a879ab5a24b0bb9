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
      reference
      status
      title
      customerName
      amount
      currency
      holdExpiresAt
      paidAt
      amountPaid
      balanceDue
      balanceDueAt
      depositDue
      balanceOverdue
      dueNow {
        purpose
        amount
      }
      payableNow
      departDate
      returnDate
      roomType
      travellerCount
      travellerNames
      receipts {
        paymentId
        purpose
      }
      trip {
        departs
        service
        serviceClass
        passengers
      }
    }
  }
`);

/**
 * The booking's status now, then each change, pushed (the token goes as the X-Booking-Token header). No id is
 * selected on purpose: the result stays out of the cached checkout booking, so the confirmation keeps showing
 * "Payment Successful" with the new status rather than the page switching to the already-paid summary.
 */
export const BOOKING_STATUS_SUBSCRIPTION = graphql(`
  subscription BookingStatusChanged($bookingId: Int!, $kind: BookingKind!) {
    bookingStatusChanged(bookingId: $bookingId, kind: $kind) {
      status
      paidAt
    }
  }
`);

/** The fallback while live updates are unavailable. */
export const PAYMENT_STATUS_QUERY = graphql(`
  query PaymentStatus($bookingId: Int!, $kind: BookingKind!) {
    paymentStatus(bookingId: $bookingId, kind: $kind)
  }
`);
