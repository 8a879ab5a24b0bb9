import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectTextsIn } from '../../test/assertions';
import { checkoutBookingMock, heldTrip, renderCheckout, TRIP_LINK } from './fixtures';

/** Issue #31: a trip's checkout says when it leaves, on what, in which class and who travels. */
const trip = {
  __typename: 'CheckoutTrip' as const,
  departs: '2030-03-10T08:00:00+03:00',
  service: 'Haramain HHR 1',
  serviceClass: 'Economy',
  passengers: ['Amina Rahman', 'Bilal Rahman'],
};

describe('a trip booking’s checkout', () => {
  it('shows the departure at its local time, the service, the class and every passenger', async () => {
    renderCheckout(TRIP_LINK, [checkoutBookingMock(heldTrip({ trip }))]);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('Haramain HHR 1');
    expectTextsIn(summary, [
      'Jeddah → Makkah',
      'Departs',
      'Sun 10 Mar 08:00 (local time)',
      'Service',
      'Class',
      'Economy',
      'Passengers (2)',
    ]);
    const passengers = within(summary).getByRole('list', { name: 'Passengers (2)' });
    expect(
      within(passengers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amina Rahman', 'Bilal Rahman']);
    expect(within(summary).queryByText('Booked for')).not.toBeInTheDocument();
  });

  it('says it in Arabic', async () => {
    renderCheckout(TRIP_LINK, [checkoutBookingMock(heldTrip({ trip }))], undefined, undefined, 'ar');
    const summary = await screen.findByRole('complementary', { name: 'ملخص الطلب' });
    await within(summary).findByText('Haramain HHR 1');
    expectTextsIn(summary, [
      'المغادرة',
      '(بالتوقيت المحلي)',
      'الدرجة',
      'الناقل ورقم الرحلة',
      'المسافرون (2)',
      'Bilal Rahman',
    ]);
  });
});
