import type { MockLink } from '@apollo/client/testing';

import { MY_BOOKINGS_QUERY } from '../pages/my-trips/MyBookingsPage';

/** A My trips row as the API serves it: an unpaid GBP 2,500.00 package booking unless `overrides` say otherwise. */
export function myBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'MyBooking',
    kind: 'PACKAGE',
    id: 41,
    reference: 'RH-7KQ2-M9',
    title: 'Ramadan Umrah',
    status: 'PENDING',
    createdAt: '2026-11-19T09:00:00.000Z',
    departDate: null,
    returnDate: null,
    travellers: 1,
    amount: 250000,
    currency: 'GBP',
    amountPaid: 0,
    amountDue: 250000,
    paidAt: null,
    payable: true,
    balanceDue: 250000,
    balanceDueAt: null,
    depositDue: null,
    balanceOverdue: false,
    amountRefunded: 0,
    refundPending: 0,
    netPaid: 0,
    refunds: [],
    cancellationRequestedAt: null,
    cancelledAt: null,
    cancelAction: 'CANCEL_NOW',
    receipts: [],
    passengers: [],
    ...overrides,
  };
}

/** The My trips page after `after` (null: the first) holding `items`, followed by `nextCursor`. */
export function myBookingsPage(
  after: string | null,
  items: Record<string, unknown>[],
  nextCursor: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: MY_BOOKINGS_QUERY, variables: { after } },
    result: { data: { myBookings: { __typename: 'MyBookingsPage', items, nextCursor } } },
  };
}
