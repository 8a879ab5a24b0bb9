import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, parsePath } from 'react-router-dom';

import { AppRoutes } from '../../AppRoutes';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import {
  CHECKOUT_BOOKING_QUERY,
  CONFIRM_DEMO_PAYMENT_MUTATION,
  CREATE_PAYMENT_INTENT_MUTATION,
  PAYMENT_STATUS_QUERY,
} from '../../operations/payments';
import { type LiveLink, liveLink } from '../../test/live';
import { LocationProbe, messagesOf } from '../../test/render';

/** Test doubles for the checkout: the server's answers, and a client that records each operation's headers. */
export const TOKEN = 'tok_Ab3-xY_9';

/**
 * The checkout's view of a booking paid in one payment; the money fields follow its status and amount as the
 * server computes them (dueNow the whole amount while unpaid, nothing once paid), unless overridden.
 */
export function makeCheckoutBooking(overrides: Record<string, unknown> = {}) {
  const base = {
    __typename: 'CheckoutBooking' as const,
    id: 41,
    kind: 'PACKAGE',
    reference: 'RH-7KQ2-M9',
    status: 'PENDING',
    // eslint-disable-next-line formatjs/no-literal-string-in-object -- a package's name as the API sends it
    title: 'Ramadan Umrah',
    customerName: 'Amina Yusuf',
    amount: 250000 as number | null,
    currency: 'GBP',
    holdExpiresAt: null as string | null,
    paidAt: null as string | null,
    departDate: null as string | null,
    returnDate: null as string | null,
    roomType: null as string | null,
    travellerCount: 1 as number | null,
    travellerNames: [] as string[],
    receipts: [] as { __typename: 'MyReceipt'; paymentId: number; purpose: string }[],
    trip: null as {
      __typename: 'CheckoutTrip';
      departs: string;
      service: string;
      serviceClass: string;
      passengers: string[];
    } | null,
    ...overrides,
  };
  const paid = base.status === 'PAID' || base.status === 'CONFIRMED';
  const unpaid = base.status === 'PENDING' || base.status === 'FAILED';
  return {
    amountPaid: paid && base.amount !== null ? base.amount : 0,
    balanceDue: base.amount === null ? null : paid ? 0 : base.amount,
    balanceDueAt: null as string | null,
    depositDue: null as number | null,
    balanceOverdue: false,
    payableNow: unpaid || base.status === 'DEPOSIT_PAID',
    dueNow:
      unpaid && base.amount !== null
        ? { __typename: 'DueNow' as const, purpose: 'FULL', amount: base.amount }
        : (null as { __typename: 'DueNow'; purpose: string; amount: number } | null),
    ...base,
  };
}

export function checkoutBookingMock(booking = makeCheckoutBooking()): MockLink.MockedResponse {
  return {
    request: { query: CHECKOUT_BOOKING_QUERY, variables: { id: booking.id, kind: booking.kind } },
    result: { data: { checkoutBooking: booking } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function notFoundMock(id = 41, kind = 'PACKAGE'): MockLink.MockedResponse {
  return {
    request: { query: CHECKOUT_BOOKING_QUERY, variables: { id, kind } },
    result: { errors: [new GraphQLError('Booking not found.', { extensions: { code: 'NOT_FOUND' } })] },
  };
}

export function intentMock(
  input: { bookingId: number; amount: number; currency: string; kind: string; payInFull?: boolean },
  result?: object,
): MockLink.MockedResponse {
  return {
    request: { query: CREATE_PAYMENT_INTENT_MUTATION, variables: { input } },
    result: result ?? {
      data: {
        createPaymentIntent: {
          __typename: 'PaymentIntentPayload',
          clientSecret: 'pi_demo_secret',
          provider: 'DEMO',
          publishableKey: null,
        },
      },
    },
  };
}

export function demoPaymentMock(
  cardNumber: string,
  result: { status: string; message: string | null },
): MockLink.MockedResponse {
  return {
    request: {
      query: CONFIRM_DEMO_PAYMENT_MUTATION,
      variables: { input: { clientSecret: 'pi_demo_secret', cardNumber, expiry: '12/30', cvc: '123' } },
    },
    result: { data: { confirmDemoPayment: { __typename: 'DemoPaymentResult', ...result } } },
  };
}

/** The checkout link, with its token, of the trip booking `heldTrip` makes. */
export const TRIP_LINK = `/checkout?booking=7&kind=TRIP#token=${TOKEN}`;
/** What the checkout asks the server to charge for `heldTrip()`. */
export const TRIP_INTENT = { bookingId: 7, amount: 64000, currency: 'GBP', kind: 'TRIP' };

/** A £640.00 trip booking whose seats are held for 20 more minutes, unless overridden. */
export function heldTrip(overrides: Record<string, unknown> = {}) {
  return makeCheckoutBooking({
    id: 7,
    kind: 'TRIP',
    // eslint-disable-next-line formatjs/no-literal-string-in-object -- a trip's title as the API sends it
    title: 'Jeddah → Makkah',
    amount: 64000,
    holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    ...overrides,
  });
}

/** The server's answers while `heldTrip(overrides)` is paid with the demo card 4242…, accepted as PENDING. */
export function heldTripPaidMocks(overrides: Record<string, unknown> = {}): MockLink.MockedResponse[] {
  return [
    checkoutBookingMock(heldTrip(overrides)),
    intentMock(TRIP_INTENT),
    demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
  ];
}

/** Fills the demo card form with `cardNumber` (replacing what an earlier attempt typed) and pays. */
export async function payWithCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  const number = await screen.findByLabelText(/Card number/);
  await user.clear(number);
  await user.type(number, cardNumber);
  await user.clear(screen.getByLabelText(/Expiry/));
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.clear(screen.getByLabelText(/CVC/));
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

export function statusMock(status: string, bookingId = 41, kind = 'PACKAGE'): MockLink.MockedResponse {
  return {
    request: { query: PAYMENT_STATUS_QUERY, variables: { bookingId, kind } },
    result: { data: { paymentStatus: status } },
  };
}

/** What the server pushes on bookingStatusChanged. */
export function statusChanged(status: string, paidAt: string | null = null) {
  return { bookingStatusChanged: { __typename: 'CheckoutBooking', status, paidAt } };
}

export interface SentOperation {
  name: string;
  headers: Record<string, string>;
}

/**
 * The whole app at `route` (path ?search #hash), answering from `mocks` and subscriptions from `live`; returns the
 * operations sent, in order.
 */
export function renderCheckout(
  route: string,
  mocks: MockLink.MockedResponse[],
  state?: unknown,
  live: LiveLink = liveLink(),
  locale: Locale = 'en',
): SentOperation[] {
  const sent: SentOperation[] = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push({
      name: operation.operationName ?? '',
      headers: { ...(operation.getContext().headers as Record<string, string> | undefined) },
    });
    return forward(operation);
  });
  render(
    <I18nProvider locale={locale} messages={messagesOf(locale)}>
      <MockedProvider
        link={ApolloLink.from([record, live.link, new MockLink(mocks, { defaultOptions: { delay: 0 } })])}
      >
        <MemoryRouter initialEntries={[{ ...parsePath(route), state }]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </MockedProvider>
    </I18nProvider>,
  );
  return sent;
}
