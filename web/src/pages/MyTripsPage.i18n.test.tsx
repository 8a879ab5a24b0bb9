import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatHijriDate, formatMoney } from '../i18n/format';
import { setSession } from '../lib/session';
import { renderApp } from '../test/render';
import { MY_BOOKINGS_QUERY } from './my-trips/MyBookingsPage';

function myBooking(overrides: Record<string, unknown> = {}) {
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
    receipts: [],
    ...overrides,
  };
}

const bookings = [
  myBooking(),
  myBooking({
    kind: 'TRIP',
    id: 40,
    reference: 'RH-TR1P-00',
    title: 'Jeddah → Makkah',
    status: 'PAID',
    departDate: '2027-01-12',
    amount: 64000,
    amountPaid: 64000,
    amountDue: 0,
    paidAt: '2026-11-20T10:30:00.000Z',
    payable: false,
  }),
];

const mocks = [
  {
    request: { query: MY_BOOKINGS_QUERY, variables: { after: null } },
    result: { data: { myBookings: { __typename: 'MyBookingsPage', items: bookings, nextCursor: null } } },
  },
];

// toHaveTextContent reads no-break spaces (money, Hijri dates) as spaces.
describe('/my-trips in Arabic and Indonesian', () => {
  it('shows statuses, money and dates in Arabic, with the Hijri date beside the departure', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips', mocks, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'رحلاتي' })).toBeInTheDocument();
    const unpaid = await screen.findByRole('article', { name: 'Ramadan Umrah' });
    expect(unpaid).toHaveTextContent('بانتظار الدفع');
    expect(unpaid).toHaveTextContent(`المستحق${formatMoney(250000, 'GBP', 'ar').replace(/\s/g, ' ')}`);
    expect(within(unpaid).getByRole('link', { name: /^ادفع الآن/ })).toBeInTheDocument();
    const trip = screen.getByRole('article', { name: 'Jeddah → Makkah' });
    expect(trip).toHaveTextContent('مدفوع');
    expect(trip).toHaveTextContent(
      `المغادرة12 يناير 2027 (${formatHijriDate('2027-01-12', 'ar').replace(/\s/g, ' ')})`,
    );
    expect(trip).toHaveTextContent('تاريخ الحجز19 نوفمبر 2026');
  });

  it('speaks Indonesian', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips', mocks, locale: 'id' });
    const unpaid = await screen.findByRole('article', { name: 'Ramadan Umrah' });
    expect(unpaid).toHaveTextContent('Menunggu pembayaran');
    expect(unpaid).toHaveTextContent('Tagihan£2.500,00');
    expect(screen.getByRole('article', { name: 'Jeddah → Makkah' })).toHaveTextContent('Keberangkatan12 Jan 2027');
  });
});
