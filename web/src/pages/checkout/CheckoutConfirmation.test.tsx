import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { clearSession, setSession } from '../../lib/session';
import {
  checkoutBookingMock,
  demoPaymentMock,
  intentMock,
  makeCheckoutBooking,
  payWithCard,
  renderCheckout,
  TOKEN,
} from './fixtures';

/** Issue #31: the summary says what was booked; the confirmation takes the customer on from there. */
const LINK = `/checkout?booking=41&kind=PACKAGE#token=${TOKEN}`;
const onDeparture = {
  departDate: '2027-03-04',
  returnDate: '2027-03-14',
  roomType: 'DOUBLE',
  travellerCount: 2,
  travellerNames: ['Amina Yusuf', 'Omar Yusuf'],
};

afterEach(() => clearSession());

describe('the checkout summary', () => {
  it('lists the departure days, the room and the travellers (count and names) from the booking', async () => {
    renderCheckout(LINK, [checkoutBookingMock(makeCheckoutBooking(onDeparture))]);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Departure4 Mar 2027 – 14 Mar 2027'));
    expect(summary).toHaveTextContent('RoomDouble (2 share)');
    const travellers = within(summary).getByText('Travellers').nextElementSibling as HTMLElement;
    expect(travellers).toHaveTextContent('2 travellers');
    expect(
      within(travellers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amina Yusuf', 'Omar Yusuf']);
  });

  it('says how many travel before any name is entered, and nothing of a departure a booking does not have', async () => {
    renderCheckout(LINK, [checkoutBookingMock(makeCheckoutBooking({ travellerCount: 1 }))]);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Travellers1 traveller'));
    expect(summary).not.toHaveTextContent('Departure');
    expect(summary).not.toHaveTextContent('Room');
    expect(summary.querySelector('.checkout-summary__names')).toBeNull();
  });

  it('in Arabic', async () => {
    renderCheckout(LINK, [checkoutBookingMock(makeCheckoutBooking(onDeparture))], undefined, undefined, 'ar');
    const summary = await screen.findByRole('complementary', { name: 'ملخص الطلب' });
    await waitFor(() => expect(summary).toHaveTextContent('المسافرونمسافران'));
    expect(summary).toHaveTextContent('الغرفة');
  });
});

describe('the confirmation', () => {
  it('after paying, brings the success heading into focus and offers My trips and an account that adopts the booking', async () => {
    const user = userEvent.setup();
    const booking = makeCheckoutBooking(onDeparture);
    renderCheckout(LINK, [
      checkoutBookingMock(booking),
      intentMock({ bookingId: 41, amount: 250000, currency: 'GBP', kind: 'PACKAGE' }),
      demoPaymentMock('4242424242424242', { status: 'PENDING', message: null }),
    ]);
    await payWithCard(user, '4242424242424242');
    const heading = await screen.findByRole('heading', { name: 'Payment Successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/my-trips');
    const offer = screen.getByRole('region', { name: 'Keep this booking in an account' });
    expect(offer).toHaveTextContent(
      'Create an account with the email address you booked with: this booking is added to it, and you find it in My trips with its receipts and travellers.',
    );
    expect(within(offer).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?next=%2Fmy-trips&adopt=PACKAGE-41',
    );
  });

  it('offers each payment’s PDF receipt; a signed-in customer is not offered another account', async () => {
    setSession({ token: 'session-token', role: 'USER' });
    const paid = makeCheckoutBooking({
      status: 'PAID',
      paidAt: '2026-11-20T10:30:00.000Z',
      receipts: [{ __typename: 'MyReceipt', paymentId: 5, purpose: 'FULL' }],
    });
    renderCheckout(LINK, [checkoutBookingMock(paid)]);
    expect(await screen.findByRole('button', { name: 'Receipt (PDF)' })).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/my-trips');
    expect(screen.queryByRole('region', { name: 'Keep this booking in an account' })).not.toBeInTheDocument();
  });
});
