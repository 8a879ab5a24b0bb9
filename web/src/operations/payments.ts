import { graphql } from '../gql';

export const CREATE_PAYMENT_INTENT_MUTATION = graphql(`
  mutation CreatePaymentIntent($input: PaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      clientSecret
      provider
      publishableKey
      booking {
        id
        status
        amount
        currency
      }
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

export const PAYMENT_STATUS_QUERY = graphql(`
  query PaymentStatus($clientSecret: String!) {
    paymentStatus(clientSecret: $clientSecret)
  }
`);
