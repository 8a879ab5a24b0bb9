import { graphql } from '../../gql';

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

export const ADMIN_REPLAY_PAYMENT_EVENT_MUTATION = graphql(`
  mutation AdminReplayPaymentEvent($id: String!) {
    replayPaymentEvent(id: $id) {
      id
      attempts
      deadAt
      processedAt
      lastError
    }
  }
`);
