import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { always, failing, once, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { ADMIN_TRIP_BOOKING_DETAIL_QUERY, localTime, TripBookingDetailPage } from './TripBookingDetailPage';
import { ADMIN_REVEAL_TRIP_PASSPORTS_MUTATION } from './TripBookingDetailSections';

const VARIABLES = { id: 8, entityId: '8' };

const detail = {
  adminTripBooking: {
    __typename: 'AdminTripBookingDetail',
    booking: {
      __typename: 'TripBooking',
      id: 8,
      reference: 'RH-TR08-7K',
      name: 'Huda Rahman',
      email: 'huda@example.com',
      status: 'CANCELLED' as const,
      reviewReason: null,
      createdAt: '2026-11-20T09:59:00.000Z',
      holdExpiresAt: null,
      passengers: 2,
    },
    locale: 'ar',
    customerAccount: null,
    money: {
      __typename: 'TripBookingMoney',
      currency: 'SAR',
      total: 30_000,
      paid: 30_000,
      refunded: 10_000,
      refundPending: 5_000,
      net: 15_000,
      owed: 0,
    },
    journey: {
      __typename: 'TripJourney',
      origin: 'Jeddah',
      destination: 'Madinah',
      mode: 'Train',
      service: 'Haramain HHR 1',
      serviceClass: 'Economy',
      departureDate: '2027-01-12',
      departs: '2027-01-12T08:00:00+03:00',
      departTimezone: 'Asia/Riyadh',
      arrives: '2027-01-12T10:00:00+03:00',
      arriveTimezone: 'Asia/Riyadh',
      durationMin: 120,
    },
    terms: {
      __typename: 'TripTermsAccepted',
      version: 2,
      locale: 'ar',
      title: 'Terms',
      acceptedAt: '2026-11-20T09:58:00.000Z',
    },
    passengers: [
      {
        __typename: 'TripPassengerRow',
        position: 1,
        fullName: 'Huda Rahman',
        dateOfBirth: '1988-02-11',
        nationality: 'EG',
        passportNumberMasked: '•••••4567',
      },
      {
        __typename: 'TripPassengerRow',
        position: 2,
        fullName: 'Amina Rahman',
        dateOfBirth: '1990-06-01',
        nationality: 'EG',
        passportNumberMasked: '•••••4321',
      },
    ],
    payments: [
      {
        __typename: 'BookingPaymentRow',
        id: 1,
        purpose: 'FULL',
        amount: 30_000,
        currency: 'SAR',
        provider: 'demo',
        intentId: 'pi_demo_42',
        refundedAmount: 10_000,
        receivedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    refunds: [
      {
        __typename: 'BookingRefundRow',
        id: 3,
        amount: 10_000,
        currency: 'SAR',
        reason: 'Cancelled by the customer',
        status: 'SUCCEEDED',
        providerRefundId: 're_demo_3',
        requestedBy: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        settledAt: '2026-11-21T10:01:00.000Z',
      },
    ],
    emails: [
      {
        __typename: 'BookingEmailRow',
        id: 9,
        kind: 'payment-receipt',
        subject: 'Payment received: SAR 300.00',
        status: 'SENT',
        createdAt: '2026-11-20T10:00:01.000Z',
        sentAt: '2026-11-20T10:00:03.000Z',
      },
    ],
  },
  auditTrail: [
    {
      __typename: 'AuditEntry',
      id: 4,
      createdAt: '2026-11-22T10:00:00.000Z',
      actorEmail: 'staff@rihla.test',
      actorRole: 'STAFF',
      summary: 'Viewed the passport numbers of RH-TR08-7K (2 passengers)',
    },
  ],
};

function open(...mocks: MockLink.MockedResponse[]) {
  renderAdmin(
    <Routes>
      <Route path="trip-bookings/:id" element={<TripBookingDetailPage />} />
    </Routes>,
    { role: 'STAFF', route: '/admin/trip-bookings/8', mocks },
  );
}

describe('trip booking detail page', () => {
  it('shows the journey in local time, the money, and every section', async () => {
    open(always(ADMIN_TRIP_BOOKING_DETAIL_QUERY, detail, VARIABLES));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip booking RH-TR08-7K' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Cancelled')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Train · Haramain HHR 1 · Economy');
    expect(summary).toHaveTextContent('Tue 12 Jan 2027, 08:00');
    expect(summary).toHaveTextContent('UTC+03:00, Asia/Riyadh');
    expect(summary).toHaveTextContent('Tue 12 Jan 2027, 10:00');
    expect(summary).toHaveTextContent('No account (guest)');
    expect(summary).toHaveTextContent('Writes in Arabic');
    expect(summary).toHaveTextContent('Version 2 (Arabic)');
    const amounts = within(summary).getByLabelText('Amounts');
    expect(amounts).toHaveTextContent('TotalSAR 300.00');
    expect(amounts).toHaveTextContent('RefundedSAR 100.00SAR 50.00 on its way back');
    expect(amounts).toHaveTextContent('NetSAR 150.00');

    const passengers = screen.getByRole('table', { name: 'Passengers' });
    expect(passengers).toHaveTextContent('Amina Rahman');
    expect(passengers).toHaveTextContent('•••••4321');
    expect(passengers).toHaveTextContent('1 Jun 1990');
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('pi_demo_42');
    expect(screen.getByRole('table', { name: 'Refunds' })).toHaveTextContent('re_demo_3');
    expect(screen.getByRole('table', { name: 'Emails sent' })).toHaveTextContent('Payment received: SAR 300.00');
    expect(screen.getByRole('table', { name: 'Activity' })).toHaveTextContent('Viewed the passport numbers');
    expect(screen.getByRole('link', { name: '← All trip bookings' })).toHaveAttribute('href', '/admin/trip-bookings');
  });

  it('opens the whole passport numbers only after saying the read is recorded', async () => {
    const user = userEvent.setup();
    const reveal = spiedOn(
      once(
        ADMIN_REVEAL_TRIP_PASSPORTS_MUTATION,
        { id: 8 },
        {
          revealTripPassports: {
            __typename: 'TripPassports',
            tripBookingId: 8,
            reference: 'RH-TR08-7K',
            passengers: [
              { __typename: 'TripPassport', position: 1, fullName: 'Huda Rahman', passportNumber: 'A1234567' },
              { __typename: 'TripPassport', position: 2, fullName: 'Amina Rahman', passportNumber: 'B7654321' },
            ],
          },
        },
      ),
    );
    open(always(ADMIN_TRIP_BOOKING_DETAIL_QUERY, detail, VARIABLES), reveal.mock);
    await user.click(await screen.findByRole('button', { name: /^Passport numbers/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('recorded in this booking’s activity');
    expect(reveal.spy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Show numbers' }));
    expect(await within(dialog).findByText('B7654321')).toBeInTheDocument();
    expect(reveal.spy).toHaveBeenCalledTimes(1);
  });

  it('says why when the booking cannot be loaded', async () => {
    open(failing(ADMIN_TRIP_BOOKING_DETAIL_QUERY, VARIABLES, 'Custom booking not found.', 'NOT_FOUND'));
    expect(await screen.findByText('Custom booking not found.')).toBeInTheDocument();
    expect(screen.getByText('Could not load this trip booking')).toBeInTheDocument();
  });

  it('reads a local time as written, whatever the reader’s zone', () => {
    expect(localTime('2027-03-29T23:30:00-04:00')).toEqual({ when: 'Mon 29 Mar 2027, 23:30', offset: 'UTC-04:00' });
    expect(localTime('2027-03-29T06:00:00+00:00').offset).toBe('UTC');
  });
});
