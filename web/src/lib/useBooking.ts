import { useMutation } from '@apollo/client/react';

import { graphql } from '../gql';
import type { BookingKind, BookTripInput, CreateBookingInput } from '../gql/graphql';
import { saveBookingToken } from './bookingAccess';

export const CREATE_BOOKING_MUTATION = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      message
      accessToken
      booking {
        id
        reference
        amount
        currency
        status
      }
    }
  }
`);

/**
 * Books one option (one leg): the server re-prices it and holds the seats until the hold expires (409 when the
 * departure is full); the access token lets this visitor pay for it at checkout.
 */
export const BOOK_TRIP_MUTATION = graphql(`
  mutation BookTrip($input: BookTripInput!) {
    bookTrip(input: $input) {
      message
      accessToken
      booking {
        id
        reference
        amount
        currency
      }
    }
  }
`);

/** What both booking mutations answer: the server's message, the booking, and the token that opens its checkout. */
interface NewBooking {
  message: string;
  accessToken: string;
  booking: { id: number };
}

/** Keeps the new booking's access token in this tab (see bookingAccess), so its checkout opens after a reload. */
function keptForCheckout<T extends NewBooking>(kind: BookingKind, made: T | undefined, failure: string): T {
  if (!made) throw new Error(failure);
  saveBookingToken(kind, made.booking.id, made.accessToken);
  return made;
}

/** Books a package (or asks for a quote); `failure` is thrown when the server answers nothing. */
export function useCreateBooking(failure: string) {
  const [createBooking] = useMutation(CREATE_BOOKING_MUTATION);
  return async (input: CreateBookingInput) =>
    keptForCheckout('PACKAGE', (await createBooking({ variables: { input } })).data?.createBooking, failure);
}

/** Books one trip option (seats held); `failure` is thrown when the server answers nothing. */
export function useBookTrip(failure: string) {
  const [bookTrip] = useMutation(BOOK_TRIP_MUTATION);
  return async (input: BookTripInput) =>
    keptForCheckout('TRIP', (await bookTrip({ variables: { input } })).data?.bookTrip, failure);
}
