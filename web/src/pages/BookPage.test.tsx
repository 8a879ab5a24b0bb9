import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CREATE_BOOKING_MUTATION } from '../lib/useBooking';
import { CHECKOUT_BOOKING_QUERY } from '../operations/payments';
import { graphQLErrorResult, makePackage, packagesMock } from '../test/fixtures';
import { clickButton, setupApp, type TestUser, typeIntoFields } from '../test/interact';

const ACCESS_TOKEN = 'tok_3q2-Xw_9';
const packages = [makePackage(1), makePackage(2, { name: 'Ramadan Umrah', fromPrice: 250000, currency: 'GBP' })];

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
        booking: { __typename: 'Booking', status: 'PENDING', reference: 'RH-7KQ2-M9', ...booking },
      },
    },
  };
}

/** What the form sends for the typed details below (trimmed) when no package is chosen. */
const UNPACKAGED_INPUT = {
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  phone: '+44 7700 900123',
  packageId: null,
  acceptTerms: true,
};

async function submitBooking(
  user: TestUser,
  values = { name: '  Amina Yusuf ', email: ' amina@example.com ', phone: ' +44 7700 900123 ' },
) {
  await typeIntoFields(user, [
    [/Full name/, values.name],
    [/^Email/, values.email],
    [/^Phone/, values.phone],
  ]);
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of booking/ }));
  await clickButton(user, 'Submit booking');
}

function setupBookPage(mocks: MockLink.MockedResponse[] = [], state?: unknown) {
  return setupApp({ route: '/book', state, mocks: [packagesMock(packages), ...mocks] });
}

describe('/book', () => {
  it('requires name, email and phone', async () => {
    const { user } = setupBookPage();
    await clickButton(user, 'Submit booking');
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('promises no seat hold: package bookings hold nothing', async () => {
    setupBookPage();
    expect(
      await screen.findByText(
        'Leave your details to place your booking. Packages with a set price continue to secure card payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hold your seat/)).not.toBeInTheDocument();
  });

  it('rejects a malformed email and whitespace-only fields', async () => {
    const { user } = setupBookPage();
    await submitBooking(user, { name: '   ', email: 'not-an-email', phone: '  ' });
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a phone number.')).toBeInTheDocument();
  });

  it('prefills the package, then goes to the checkout link of the priced booking with its access token', async () => {
    const { user } = setupBookPage(
      [
        bookingMock(
          { ...UNPACKAGED_INPUT, packageId: 2 },
          booked('Booking created', { id: 41, amount: 250000, currency: 'GBP' }),
        ),
        // the checkout page starts loading the booking; this test stops at the hand-over
        { request: { query: CHECKOUT_BOOKING_QUERY, variables: () => true }, delay: Number.POSITIVE_INFINITY },
      ],
      { packageId: 2 },
    );
    await waitFor(() => expect(screen.getByLabelText(/^Package/)).toHaveValue('2'));
    await submitBooking(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    const location = screen.getByTestId('location');
    expect(location).toHaveAttribute('data-search', '?booking=41&kind=PACKAGE');
    expect(location).toHaveAttribute('data-hash', `#token=${ACCESS_TOKEN}`);
    expect(JSON.parse(location.dataset.state!)).toEqual({ bookingId: 41, amount: 250000, currency: 'GBP' });
    expect(window.sessionStorage.getItem('rihla.booking-token.PACKAGE.41')).toBe(ACCESS_TOKEN);
  });

  it('without a price: shows the server message, promises a quote and gives the link to pay it later', async () => {
    const { user } = setupBookPage([
      bookingMock(UNPACKAGED_INPUT, booked('We have your request', { id: 42, amount: null, currency: null })),
    ]);
    await submitBooking(user);
    expect(await screen.findByText('We have your request')).toBeInTheDocument();
    expect(screen.getByText(/contact you shortly with a personal quote/)).toHaveTextContent(
      'Your booking reference is RH-7KQ2-M9.',
    );
    expect(screen.getByRole('link', { name: 'Your booking’s payment page' })).toHaveAttribute(
      'href',
      `/checkout?booking=42&kind=PACKAGE#token=${ACCESS_TOKEN}`,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/book');
  });

  it("says 'Booking received' when the server gives no message", async () => {
    const { user } = setupBookPage([
      bookingMock(UNPACKAGED_INPUT, booked('', { id: 43, amount: null, currency: null })),
    ]);
    await submitBooking(user);
    expect(await screen.findByText('Booking received')).toBeInTheDocument();
  });

  it.each<[string, MockLink.MockedResponse, string]>([
    [
      'the server error message',
      bookingMock(UNPACKAGED_INPUT, graphQLErrorResult('Package is sold out')),
      'Package is sold out',
    ],
    [
      "'Failed to submit booking' when the server gives none",
      { request: { query: CREATE_BOOKING_MUTATION, variables: () => true }, error: new Error('') },
      'Failed to submit booking',
    ],
  ])('shows %s on failure', async (_failure, mock, text) => {
    const { user } = setupBookPage([mock]);
    await submitBooking(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('/book and the terms of booking', () => {
  it('asks for the terms to be accepted, linking them and the privacy policy beside the form', async () => {
    const { user } = setupBookPage();
    const terms = await screen.findByRole('link', { name: 'terms of booking' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await typeIntoFields(user, [
      [/Full name/, 'Amina Yusuf'],
      [/^Email/, 'amina@example.com'],
      [/^Phone/, '+44 7700 900123'],
    ]);
    await clickButton(user, 'Submit booking');
    expect(await screen.findByText('Please accept the terms of booking to book.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the terms of booking/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
