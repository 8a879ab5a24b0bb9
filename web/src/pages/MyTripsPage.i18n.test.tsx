import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatHijriDate, formatMoney } from '../i18n/format';
import { setSession } from '../lib/session';
import { myBooking, myBookingsPage } from '../test/myBookings';
import { renderApp } from '../test/render';

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

const mocks = [myBookingsPage(null, bookings)];

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
