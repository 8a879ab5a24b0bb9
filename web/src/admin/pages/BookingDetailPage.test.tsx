import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { always, failing } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { ADMIN_BOOKING_DETAIL_QUERY, BookingDetailPage } from './BookingDetailPage';

const VARIABLES = { id: 5, entityId: '5' };

const detail = {
  adminBooking: {
    __typename: 'AdminBookingDetail',
    booking: {
      __typename: 'Booking',
      id: 5,
      reference: 'RH-7KQ2-M9',
      name: 'Omar Farouk',
      email: 'omar@example.com',
      phone: '+44 20 7946 0000',
      status: 'DEPOSIT_PAID' as const,
      reviewReason: null,
      source: 'WEB' as const,
      amount: 500000,
      currency: 'USD',
      createdAt: '2026-10-01T09:00:00.000Z',
      paidAt: null,
      balanceOverdue: true,
      balanceDueAt: '2026-11-20',
      cancellationRequestedAt: null,
      cancellationReason: null,
      cancelledAt: null,
      staffMoves: ['CANCELLED' as const],
      roomType: 'DOUBLE' as const,
      travellerCount: 2,
      package: { __typename: 'Package', id: 7, name: 'Umrah Gold' },
      departure: { __typename: 'BookingDeparture', id: 31, departDate: '2027-03-01', returnDate: '2027-03-11' },
    },
    customerAccount: null,
    amounts: {
      __typename: 'BookingAmounts',
      owed: 500000,
      paid: 100000,
      refunded: 0,
      refundPending: 0,
      net: 100000,
      due: 400000,
    },
    payments: [
      {
        __typename: 'BookingPaymentRow',
        id: 1,
        purpose: 'DEPOSIT',
        amount: 100000,
        currency: 'USD',
        intentId: 'pi_3Nx',
        refundedAmount: 0,
        receivedAt: '2026-10-01T09:05:00.000Z',
      },
    ],
    refunds: [],
    travellers: [
      {
        __typename: 'BookingTravellerRow',
        position: 1,
        fullName: 'Omar Farouk',
        nationality: 'SA',
        passportExpiry: '2031-05-01',
        relation: 'LEAD',
      },
    ],
    missingTravellers: [2],
    emails: [
      {
        __typename: 'BookingEmailRow',
        id: 9,
        kind: 'payment-receipt',
        subject: 'Payment received: USD 1,000.00',
        status: 'SENT',
        createdAt: '2026-10-01T09:05:01.000Z',
        sentAt: '2026-10-01T09:05:03.000Z',
      },
    ],
    statusHistory: [
      {
        __typename: 'BookingStatusChangeRow',
        from: 'PENDING' as const,
        to: 'DEPOSIT_PAID' as const,
        createdAt: '2026-10-01T09:05:00.000Z',
      },
    ],
  },
  auditTrail: [
    {
      __typename: 'AuditEntry',
      id: 3,
      createdAt: '2026-10-02T10:00:00.000Z',
      actorEmail: 'staff@rihla.test',
      actorRole: 'STAFF',
      summary: 'Saved 1 traveller of booking RH-7KQ2-M9',
    },
  ],
};

/** The page under its route, as AdminApp mounts it, so it reads the booking id from the URL. */
function open(mock: MockLink.MockedResponse) {
  renderAdmin(
    <Routes>
      <Route path="bookings/:id" element={<BookingDetailPage />} />
    </Routes>,
    { role: 'STAFF', route: '/admin/bookings/5', mocks: [mock] },
  );
}

describe('booking detail page', () => {
  it('shows the summary, amounts and every section, flagging the missing traveller', async () => {
    open(always(ADMIN_BOOKING_DETAIL_QUERY, detail, VARIABLES));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking RH-7KQ2-M9' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Deposit paid')).toBeInTheDocument();
    expect(within(summary).getByText('Balance overdue')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Umrah Gold');
    expect(summary).toHaveTextContent('No account');
    expect(summary).toHaveTextContent('$5,000.00');
    expect(summary).toHaveTextContent('$1,000.00');
    expect(summary).toHaveTextContent('$4,000.00');
    expect(summary).toHaveTextContent('by 20 Nov 2026');

    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('Deposit');
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('pi_3Nx');
    expect(screen.getByRole('table', { name: 'Refunds' })).toHaveTextContent('No refunds.');
    const travellers = screen.getByRole('table', { name: 'Travellers' });
    expect(travellers).toHaveTextContent('Omar Farouk');
    expect(travellers).toHaveTextContent('1 May 2031');
    // The nationality by its name, not its code.
    expect(within(travellers).getByRole('cell', { name: 'Saudi Arabia' })).toBeInTheDocument();
    expect(within(travellers).getByText('Missing')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Emails sent' })).toHaveTextContent('Payment received: USD 1,000.00');
    expect(screen.getByRole('table', { name: 'Status history' })).toHaveTextContent('Deposit paid');
    expect(screen.getByRole('table', { name: 'Audit trail' })).toHaveTextContent('staff@rihla.test');
    // Staff can act on it from here too.
    expect(screen.getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All bookings' })).toHaveAttribute('href', '/admin/bookings');
  });

  it('a cancelled booking refunded in full: paid, refunded and net paid 0, and when it was cancelled', async () => {
    const { adminBooking } = detail;
    const refunded = {
      ...detail,
      adminBooking: {
        ...adminBooking,
        booking: {
          ...adminBooking.booking,
          status: 'REFUNDED' as const,
          balanceOverdue: false,
          cancelledAt: '2026-11-20T09:30:00.000Z',
          staffMoves: [],
        },
        amounts: { ...adminBooking.amounts, paid: 500000, refunded: 400000, refundPending: 100000, net: 0, due: 0 },
      },
    };
    open(always(ADMIN_BOOKING_DETAIL_QUERY, refunded, VARIABLES));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const fact = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Paid')).toHaveTextContent('$5,000.00');
    expect(fact('Refunded')).toHaveTextContent('$4,000.00$1,000.00 more on its way');
    expect(fact('Net paid')).toHaveTextContent('$0.00');
    expect(summary).toHaveTextContent('Cancelled 20 Nov 2026');
    expect(summary).toHaveTextContent('Source: Web');
  });

  it('says why when the booking cannot be loaded', async () => {
    open(failing(ADMIN_BOOKING_DETAIL_QUERY, VARIABLES, 'Booking not found.', 'NOT_FOUND'));
    expect(await screen.findByText('Booking not found.')).toBeInTheDocument();
    expect(screen.getByText('Could not load this booking')).toBeInTheDocument();
  });
});
