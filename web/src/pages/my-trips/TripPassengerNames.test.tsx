import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setSession } from '../../lib/session';
import { myBooking, myBookingsPage } from '../../test/myBookings';
import { renderApp } from '../../test/render';

const tripBooking = myBooking({
  kind: 'TRIP',
  id: 9,
  title: 'Jeddah → Madinah',
  travellers: 2,
  passengers: ['Amina Rahman', 'Bilal Rahman'],
});

afterEach(() => vi.unstubAllGlobals());

describe('a trip booking in My trips', () => {
  it('names its passengers as on their passports', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [tripBooking, myBooking()])] });
    const trip = await screen.findByRole('article', { name: 'Jeddah → Madinah' });
    expect(trip).toHaveTextContent('Passengers: Amina Rahman, Bilal Rahman');
    // A package booking lists its travellers on their own form, not here.
    expect(await screen.findByRole('article', { name: 'Ramadan Umrah' })).not.toHaveTextContent('Passengers:');
  });

  it('names them in Arabic', async () => {
    setSession({ token: 't', role: 'USER' });
    renderApp({ route: '/my-trips', locale: 'ar', mocks: [myBookingsPage(null, [tripBooking])] });
    const trip = await screen.findByRole('article', { name: 'Jeddah → Madinah' });
    expect(within(trip).getByText(/المسافرون:/)).toHaveTextContent('المسافرون: Amina Rahman, Bilal Rahman');
  });

  it('downloads a paid trip’s receipt from its own address (decision 0047)', async () => {
    setSession({ token: 't', role: 'USER' });
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response('%PDF-', { headers: { 'Content-Disposition': 'attachment' } }));
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const paid = myBooking({
      ...tripBooking,
      status: 'PAID',
      receipts: [{ __typename: 'MyReceipt', paymentId: 31, purpose: 'FULL' }],
    });
    renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [paid])] });
    const trip = await screen.findByRole('article', { name: 'Jeddah → Madinah' });
    await userEvent.click(within(trip).getByRole('button', { name: /^Receipt \(PDF\)/ }));
    await vi.waitFor(() => expect(fetched).toEqual(['/api/trip-bookings/9/payments/31/receipt.pdf']));
  });
});
