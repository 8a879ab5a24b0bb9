import { graphql } from '../gql';

export const CREATE_CONSULTATION_MUTATION = graphql(`
  mutation CreateConsultation($input: ConsultationInput!) {
    createConsultation(input: $input) {
      id
    }
  }
`);

export const SUBSCRIBE_NEWSLETTER_MUTATION = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      message
    }
  }
`);
