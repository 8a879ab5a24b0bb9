import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
});
