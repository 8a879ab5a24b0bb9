import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setSession } from '../lib/session';
import { myBooking, myBookingsPage } from '../test/myBookings';
import { renderApp } from '../test/render';

const signedIn = () => setSession({ token: 't', role: 'USER' });
const card = (name: string) => screen.getByRole('article', { name });

describe('/my-trips', () => {
  it('lists each booking with its reference, status and money, and offers Pay now only for an unpaid one', async () => {
    signedIn();
    renderApp({
      route: '/my-trips',
      mocks: [
        myBookingsPage(null, [
          myBooking(),
          myBooking({
            id: 40,
            reference: 'RH-4D2P-XT',
            title: 'Hajj Premium',
            status: 'PAID',
            departDate: '2027-05-20',
            returnDate: '2027-06-04',
            travellers: 2,
            amountPaid: 250000,
            amountDue: 0,
            paidAt: '2026-11-20T10:30:00.000Z',
            payable: false,
          }),
          myBooking({
            kind: 'TRIP',
            // The app's cache keys My trips rows by kind and id; MockedProvider's plain cache needs distinct ids.
            id: 39,
            reference: 'RH-TR1P-00',
            title: 'Jeddah → Makkah',
            status: 'EXPIRED',
            departDate: '2027-03-04',
            amountDue: 0,
            payable: false,
          }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();

    const unpaid = await screen.findByRole('article', { name: 'Ramadan Umrah' });
    expect(unpaid).toHaveTextContent('RH-7KQ2-M9');
    expect(unpaid).toHaveTextContent('Awaiting payment');
    expect(unpaid).toHaveTextContent('Due£2,500.00');
    expect(within(unpaid).getByRole('link', { name: /^Pay now/ })).toHaveAttribute(
      'href',
      '/checkout?booking=41&kind=PACKAGE',
    );

    const paid = card('Hajj Premium');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Dates20 May 2027 – 4 Jun 2027');
    expect(paid).toHaveTextContent('Travellers2');
    expect(paid).toHaveTextContent('Booked on19 November 2026');
    expect(paid).toHaveTextContent('Paid£2,500.00');
    expect(paid).toHaveTextContent('Paid on20 November 2026');
    expect(within(paid).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();

    const trip = card('Jeddah → Makkah');
    expect(trip).toHaveTextContent('Expired');
    expect(trip).toHaveTextContent('Departure4 Mar 2027');
    expect(within(trip).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('a booking awaiting its quote says so, without an amount or a way to pay', async () => {
    signedIn();
    renderApp({
      route: '/my-trips',
      mocks: [myBookingsPage(null, [myBooking({ amount: null, currency: null, amountDue: null, payable: false })])],
    });
    const quoted = await screen.findByRole('article', { name: 'Ramadan Umrah' });
    expect(quoted).toHaveTextContent('Awaiting quote');
    expect(quoted).toHaveTextContent('you can pay here once it is set');
    expect(quoted).not.toHaveTextContent('Total');
    expect(within(quoted).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('shows older bookings page by page', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp({
      route: '/my-trips',
      mocks: [
        myBookingsPage(null, [myBooking()], '1700000000000-P41'),
        myBookingsPage('1700000000000-P41', [myBooking({ id: 12, reference: 'RH-0LD0-12', title: 'Umrah Economy' })]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Show older bookings' }));
    expect(await screen.findByRole('article', { name: 'Umrah Economy' })).toBeInTheDocument();
    expect(card('Ramadan Umrah')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older bookings' })).not.toBeInTheDocument();
  });

  it('with no bookings, says so and links to the packages', async () => {
    signedIn();
    renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, [])] });
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse packages' })).toHaveAttribute('href', '/packages');
  });

  it('signed out: asks to log in; the header links My trips only for a signed-in customer', async () => {
    renderApp({ route: '/my-trips' });
    expect(await screen.findByText('Sign in to see your trips.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'My trips' })).not.toBeInTheDocument();
  });

  it('a signed-in customer finds My trips in the header', async () => {
    signedIn();
    renderApp({ route: '/', mocks: [] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/my-trips');
  });
  it('offers Pay balance on a deposit-paid booking, with the balance and its due day, and flags it overdue', async () => {
    signedIn();
    renderApp({
      route: '/my-trips',
      mocks: [
        myBookingsPage(null, [
          myBooking({
            status: 'DEPOSIT_PAID',
            travellers: 2,
            amount: 300000,
            amountPaid: 60000,
            amountDue: 240000,
            balanceDue: 240000,
            depositDue: 60000,
            balanceDueAt: '2026-11-01',
            balanceOverdue: true,
            receipts: [{ __typename: 'MyReceipt', paymentId: 7, purpose: 'DEPOSIT' }],
          }),
        ]),
      ],
    });
    const trip = await screen.findByRole('article', { name: 'Ramadan Umrah' });
    expect(within(trip).getByText('Deposit paid')).toBeInTheDocument();
    expect(trip).toHaveTextContent('Paid£600.00');
    expect(trip).toHaveTextContent('Balance due by1 Nov 2026');
    expect(trip).toHaveTextContent('Balance£2,400.00');
    expect(within(trip).getByText('Balance overdue')).toBeInTheDocument();
    expect(within(trip).getByRole('button', { name: /^Deposit receipt \(PDF\)/ })).toBeInTheDocument();
    expect(within(trip).getByRole('link', { name: /^Pay balance/ })).toHaveAttribute(
      'href',
      '/checkout?booking=41&kind=PACKAGE',
    );
  });
});
