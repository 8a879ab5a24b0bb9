import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BOOK_DEPARTURES_QUERY } from '../components/packages/DeparturesFields';
import { CREATE_BOOKING_MUTATION } from '../lib/useBooking';
import { CHECKOUT_BOOKING_QUERY } from '../operations/payments';
import { makePackage, packagesMock } from '../test/fixtures';
import { clickButton, setupApp, typeIntoFields } from '../test/interact';

const pkg = makePackage(3, { name: 'Umrah in Ramadan', fromPrice: 180000, currency: 'GBP' });
const prices = (double: number) => [
  { __typename: 'RoomPrice', roomType: 'QUAD', amount: 140000 },
  { __typename: 'RoomPrice', roomType: 'DOUBLE', amount: double },
];
const departures = [
  {
    __typename: 'Departure',
    id: 11,
    departDate: '2027-02-10',
    returnDate: '2027-02-24',
    seatsLeft: 3,
    status: 'OPEN',
    roomPrices: prices(180000),
  },
  {
    __typename: 'Departure',
    id: 12,
    departDate: '2027-03-10',
    returnDate: '2027-03-24',
    seatsLeft: 0,
    status: 'SOLD_OUT',
    roomPrices: prices(190000),
  },
];

const departuresMock = {
  request: { query: BOOK_DEPARTURES_QUERY, variables: { id: 3 } },
  result: { data: { package: { __typename: 'Package', id: 3, currency: 'GBP', departures } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const input = {
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  phone: '+44 7700 900123',
  packageId: 3,
  departureId: 11,
  roomType: 'DOUBLE',
  travellerCount: 2,
  acceptTerms: true,
};
const bookingMock = {
  request: { query: CREATE_BOOKING_MUTATION, variables: { input } },
  result: {
    data: {
      createBooking: {
        __typename: 'CreateBookingPayload',
        message: 'Booking received',
        accessToken: 'tok_dep',
        booking: {
          __typename: 'Booking',
          id: 51,
          status: 'PENDING',
          amount: 360000,
          currency: 'GBP',
          reference: 'RH-1',
        },
      },
    },
  },
};

function setup(state: unknown = { packageId: 3, departureId: 11 }) {
  return setupApp({
    route: '/book',
    state,
    mocks: [
      packagesMock([pkg]),
      departuresMock,
      bookingMock,
      { request: { query: CHECKOUT_BOOKING_QUERY, variables: () => true }, delay: Number.POSITIVE_INFINITY },
    ],
  });
}

describe('/book a package sold by departure', () => {
  it('picks the departure, room and travellers, shows the total, and books them', async () => {
    const { user } = setup();
    const departure = await screen.findByLabelText(/^Departure/);
    await waitFor(() => expect(departure).toHaveValue('11'));
    const soldOut = within(departure).getByRole('option', { name: /10 Mar 2027 – 24 Mar 2027 · sold out/ });
    expect(soldOut).toBeDisabled();
    // Travellers go up to the 3 seats left.
    expect(within(screen.getByLabelText(/^Travellers/)).getAllByRole('option')).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText(/^Room/), 'DOUBLE');
    await user.selectOptions(screen.getByLabelText(/^Travellers/), '2');
    expect(screen.getByText('Total £3,600.00')).toBeInTheDocument();

    await typeIntoFields(user, [
      [/Full name/, 'Amina Yusuf'],
      [/^Email/, 'amina@example.com'],
      [/^Phone/, '+44 7700 900123'],
    ]);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of booking/ }));
    await clickButton(user, 'Submit booking');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      bookingId: 51,
      amount: 360000,
      currency: 'GBP',
    });
  });

  it('asks for a room before booking', async () => {
    const { user } = setup();
    await waitFor(() => expect(screen.getByLabelText(/^Departure/)).toHaveValue('11'));
    await typeIntoFields(user, [
      [/Full name/, 'Amina Yusuf'],
      [/^Email/, 'amina@example.com'],
      [/^Phone/, '+44 7700 900123'],
    ]);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of booking/ }));
    await clickButton(user, 'Submit booking');
    expect(await screen.findByText('Please choose a room.')).toBeInTheDocument();
    expect(screen.getByText('Choose your dates and room to see the total.')).toBeInTheDocument();
  });
});
