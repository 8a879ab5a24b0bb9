import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CREATE_BOOKING_MUTATION } from '../operations/booking';
import { CHECKOUT_BOOKING_QUERY } from '../operations/payments';
import { graphQLErrorResult, makePackage, packagesMock } from '../test/fixtures';
import { renderApp } from '../test/render';

const ACCESS_TOKEN = 'tok_3q2-Xw_9';
const packages = [makePackage(1), makePackage(2, { name: 'Ramadan Umrah', price: 250000, currency: 'GBP' })];

function bookingMock(input: Record<string, unknown>, result: object) {
  return { request: { query: CREATE_BOOKING_MUTATION, variables: { input } }, result };
}

function booked(message: string, booking: { id: number; amount: number | null; currency: string | null }) {
  return {
    data: {
      createBooking: {
        __typename: 'CreateBookingPayload',
        message,
        accessToken: ACCESS_TOKEN,
        booking: { __typename: 'Booking', status: 'PENDING', ...booking },
      },
    },
  };
}

async function fillBooking(
  user: ReturnType<typeof userEvent.setup>,
  values = { name: '  Amina Yusuf ', email: ' amina@example.com ', phone: ' +44 7700 900123 ' },
) {
  await user.type(screen.getByLabelText(/Full name/), values.name);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Phone/), values.phone);
}

describe('/book', () => {
  it('requires name, email and phone', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/book', mocks: [packagesMock(packages)] });
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('promises no seat hold: package bookings hold nothing', async () => {
    renderApp({ route: '/book', mocks: [packagesMock(packages)] });
    expect(
      await screen.findByText(
        'Leave your details to place your booking. Packages with a set price continue to secure card payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hold your seat/)).not.toBeInTheDocument();
  });

  it('rejects a malformed email and whitespace-only fields', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/book', mocks: [packagesMock(packages)] });
    await fillBooking(user, { name: '   ', email: 'not-an-email', phone: '  ' });
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a phone number.')).toBeInTheDocument();
  });

  it('prefills the package, then goes to the checkout link of the priced booking with its access token', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/book',
      state: { packageId: 2 },
      mocks: [
        packagesMock(packages),
        bookingMock(
          { name: 'Amina Yusuf', email: 'amina@example.com', phone: '+44 7700 900123', packageId: 2 },
          booked('Booking created', { id: 41, amount: 250000, currency: 'GBP' }),
        ),
        // the checkout page starts loading the booking; this test stops at the hand-over
        { request: { query: CHECKOUT_BOOKING_QUERY, variables: () => true }, delay: Number.POSITIVE_INFINITY },
      ],
    });
    await waitFor(() => expect(screen.getByLabelText(/^Package/)).toHaveValue('2'));
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    const location = screen.getByTestId('location');
    expect(location).toHaveAttribute('data-search', '?booking=41&kind=PACKAGE');
    expect(location).toHaveAttribute('data-hash', `#token=${ACCESS_TOKEN}`);
    expect(JSON.parse(location.dataset.state!)).toEqual({ bookingId: 41, amount: 250000, currency: 'GBP' });
    expect(window.sessionStorage.getItem('rihla.booking-token.PACKAGE.41')).toBe(ACCESS_TOKEN);
  });

  it('without a price: shows the server message, promises a quote and gives the link to pay it later', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/book',
      mocks: [
        packagesMock(packages),
        bookingMock(
          { name: 'Amina Yusuf', email: 'amina@example.com', phone: '+44 7700 900123', packageId: null },
          booked('We have your request', { id: 42, amount: null, currency: null }),
        ),
      ],
    });
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByText('We have your request')).toBeInTheDocument();
    expect(screen.getByText(/contact you shortly with a personal quote/)).toHaveTextContent(
      'Your booking reference is #42.',
    );
    expect(screen.getByRole('link', { name: 'Your booking’s payment page' })).toHaveAttribute(
      'href',
      `/checkout?booking=42&kind=PACKAGE#token=${ACCESS_TOKEN}`,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/book');
  });

  it("says 'Booking received' when the server gives no message", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/book',
      mocks: [
        packagesMock(packages),
        bookingMock(
          { name: 'Amina Yusuf', email: 'amina@example.com', phone: '+44 7700 900123', packageId: null },
          booked('', { id: 43, amount: null, currency: null }),
        ),
      ],
    });
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByText('Booking received')).toBeInTheDocument();
  });

  it('shows the server error message on failure', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/book',
      mocks: [
        packagesMock(packages),
        bookingMock(
          { name: 'Amina Yusuf', email: 'amina@example.com', phone: '+44 7700 900123', packageId: null },
          graphQLErrorResult('Package is sold out'),
        ),
      ],
    });
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Package is sold out');
  });

  it("falls back to 'Failed to submit booking'", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/book',
      mocks: [
        packagesMock(packages),
        { request: { query: CREATE_BOOKING_MUTATION, variables: () => true }, error: new Error('') },
      ],
    });
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit booking');
  });
});
