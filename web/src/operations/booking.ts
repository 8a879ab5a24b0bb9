import { graphql } from '../gql';

export const CREATE_BOOKING_MUTATION = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      message
      accessToken
      booking {
        id
        amount
        currency
        status
      }
    }
  }
`);
