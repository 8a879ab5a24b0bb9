import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { setSession } from '../../lib/session';
import { screenMatching } from '../../test/media';
import { renderApp } from '../../test/render';
import {
  AGENCY_BOOKING_QUERY,
  AGENCY_BOOKINGS_QUERY,
  AGENT_DEPARTURES_QUERY,
  CREATE_AGENCY_BOOKING_MUTATION,
  MY_AGENCY_QUERY,
} from './agentOperations';

const signedInAs = (role: 'AGENT' | 'USER') => setSession({ token: 't', role });

const agency = (overrides: Record<string, unknown> = {}) => ({
  request: { query: MY_AGENCY_QUERY },
  result: {
    data: {
      myAgency: {
        __typename: 'MyAgency',
        id: 3,
        name: 'Al-Noor Travel',
        currency: 'USD',
        creditLimit: 1_000_000,
        outstanding: 400_000,
        overdue: 0,
        availableCredit: 600_000,
        overdueInvoiceNumbers: [],
        paymentTermsDays: 14,
        emailPilgrims: true,
        suspended: false,
        allocations: [
          {
            __typename: 'AgentAllocation',
            id: 8,
            departureId: 21,
            packageName: 'Umrah Gold',
            departDate: '2027-03-01',
            returnDate: '2027-03-11',
            seats: 10,
            seatsUsed: 4,
            seatsLeft: 6,
            releaseOn: '2027-02-01',
          },
        ],
        ...overrides,
      },
    },
  },
});

const departures = {
  request: { query: AGENT_DEPARTURES_QUERY, variables: { page: 1, pageSize: 50 } },
  result: {
    data: {
      agentDepartures: {
        __typename: 'AgentDeparturePage',
        total: 1,
        items: [
          {
            __typename: 'AgentDeparture',
            id: 21,
            packageName: 'Umrah Gold',
            departDate: '2027-03-01',
            returnDate: '2027-03-11',
            currency: 'USD',
            seatsLeft: 12,
            allocation: { __typename: 'AgentAllocation', id: 8, seatsLeft: 6, releaseOn: '2027-02-01' },
            rooms: [
              { __typename: 'AgencyRoomRate', roomType: 'DOUBLE', publicAmount: 150_000, netAmount: 135_000 },
              { __typename: 'AgencyRoomRate', roomType: 'QUAD', publicAmount: 90_000, netAmount: 81_000 },
            ],
          },
        ],
      },
    },
  },
};

const bookingVariables = {
  departureId: 21,
  fromAllocation: true,
  rooms: [{ roomType: 'DOUBLE', travellers: 2 }],
  leadName: 'Hajar Mansour',
  pilgrimEmail: null,
};

/** One page of the agency's bookings: a DOUBLE room for two, invoiced and unpaid. */
const bookingsPage = {
  request: { query: AGENCY_BOOKINGS_QUERY, variables: { page: 1, pageSize: 20 } },
  result: {
    data: {
      agencyBookings: {
        __typename: 'AgencyBookingPage',
        total: 1,
        items: [
          {
            __typename: 'AgencyBooking',
            id: 90,
            reference: 'RH-7KQ2-M9',
            leadName: 'Hajar Mansour',
            status: 'PENDING',
            packageName: 'Umrah Gold',
            departDate: '2027-03-01',
            returnDate: '2027-03-11',
            roomType: 'DOUBLE',
            travellerCount: 2,
            fromAllocation: false,
            currency: 'USD',
            amount: 270_000,
            publicAmount: 300_000,
            commission: 30_000,
            paid: 0,
            owed: 270_000,
            invoiceNumber: 'RIH-2026-0007',
          },
        ],
      },
    },
  },
};

describe('/agent', () => {
  it('sends a visitor who is signed out to sign in, and back', async () => {
    renderApp({ route: '/agent/bookings' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?next=%2Fagent%2Fbookings');
  });

  it('tells a customer politely that the portal is for agencies', async () => {
    signedInAs('USER');
    renderApp({ route: '/agent' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The agent portal is for our partner agencies.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent portal' })).not.toBeInTheDocument();
  });

  it('shows an agent its credit, the overdue warning and its allocations', async () => {
    signedInAs('AGENT');
    renderApp({
      route: '/agent',
      mocks: [agency({ overdue: 250_000, overdueInvoiceNumbers: ['RIH-2026-0003'] })],
    });
    const nav = await screen.findByRole('navigation', { name: 'Agent portal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Book', 'Bookings', 'Invoices', 'Statements']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Credit' })).toHaveTextContent('Available to book$6,000.00');
    expect(screen.getByText(/Invoice RIH-2026-0003 is overdue: \$2,500.00 to pay/)).toBeInTheDocument();
    const allocations = screen.getByRole('table', { name: 'Your seat allocations' });
    expect(allocations).toHaveTextContent('Umrah Gold');
    expect(allocations).toHaveTextContent('6 / 10');
  });

  it('books rooms after showing the total to be invoiced and its due date', async () => {
    signedInAs('AGENT');
    const user = userEvent.setup();
    renderApp({
      route: '/agent/book',
      mocks: [
        agency(),
        departures,
        {
          request: { query: CREATE_AGENCY_BOOKING_MUTATION, variables: bookingVariables },
          result: {
            data: {
              createAgencyBooking: {
                __typename: 'AgencyBookingResult',
                bookings: [{ __typename: 'AgencyBooking', id: 90, reference: 'RH-7KQ2-M9' }],
                invoice: {
                  __typename: 'IssuedInvoice',
                  id: 5,
                  number: 'RIH-2026-0007',
                  total: 270_000,
                  dueOn: '2026-12-13',
                },
              },
            },
          },
        },
        agency(),
        departures,
      ],
    });
    const list = await screen.findByRole('list', { name: 'Departures you can book' });
    const prices = within(list).getByRole('table', { name: 'Prices per person' });
    expect(within(prices).getByRole('row', { name: /Double room/ })).toHaveTextContent(
      'Double room$1,350.00$1,500.00$150.00',
    );
    expect(list).toHaveTextContent('6 seats left in your allocation');
    await user.click(within(list).getByRole('button', { name: /Book this departure/ }));

    await user.click(screen.getByRole('button', { name: 'Add a pilgrim' }));
    await user.type(screen.getByLabelText('Lead pilgrim’s name (optional)'), 'Hajar Mansour');
    await user.click(screen.getByRole('button', { name: 'Review the total' }));
    const summary = screen.getByLabelText('Invoiced to your agency');
    expect(summary).toHaveTextContent('Invoiced to your agency$2,700.00');
    expect(summary).toHaveTextContent('Your commission$300.00');
    expect(summary).toHaveTextContent('Due on');

    await user.click(screen.getByRole('button', { name: 'Book and invoice my agency' }));
    expect(await screen.findByText('Booked: invoice RIH-2026-0007')).toBeInTheDocument();
    expect(screen.getByText(/RH-7KQ2-M9: \$2,700.00 due on/)).toBeInTheDocument();
  });

  it('shows the credit-limit refusal in words', async () => {
    signedInAs('AGENT');
    const user = userEvent.setup();
    const refusal =
      'This booking would bring what your agency owes to $12,700.00, over its credit limit of $10,000.00. Pay an open invoice or ask us to raise the limit.';
    renderApp({
      route: '/agent/book',
      mocks: [
        agency(),
        departures,
        {
          request: { query: CREATE_AGENCY_BOOKING_MUTATION, variables: { ...bookingVariables, leadName: null } },
          result: {
            errors: [
              new GraphQLError(refusal, {
                extensions: {
                  code: 'CONFLICT',
                  reason: 'AGENCY_CREDIT_LIMIT',
                  params: { owed: 1_270_000, limit: 1_000_000, currency: 'USD' },
                },
              }),
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Book this departure/ }));
    await user.click(screen.getByRole('button', { name: 'Add a pilgrim' }));
    await user.click(screen.getByRole('button', { name: 'Review the total' }));
    await user.click(screen.getByRole('button', { name: 'Book and invoice my agency' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('lists the agency’s bookings with their status, net price, what is owed and the invoice', async () => {
    signedInAs('AGENT');
    renderApp({
      route: '/agent/bookings',
      mocks: [bookingsPage],
    });
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const row = (await within(table).findByRole('link', { name: 'RH-7KQ2-M9' })).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'RH-7KQ2-M9' })).toHaveAttribute('href', '/agent/bookings/90');
    for (const text of ['Hajar Mansour', 'Double room, 2 pilgrims', 'Invoiced, unpaid', '$2,700.00', 'RIH-2026-0007'])
      expect(row).toHaveTextContent(text);
  });

  it('on a phone, each booking is a card with its reference, pilgrims, status, money and invoice', async () => {
    screenMatching('(max-width: 640px)');
    signedInAs('AGENT');
    renderApp({ route: '/agent/bookings', mocks: [bookingsPage] });
    const card = await screen.findByRole('article', { name: 'RH-7KQ2-M9' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'RH-7KQ2-M9' })).toHaveAttribute('href', '/agent/bookings/90');
    for (const text of [
      'Hajar Mansour',
      'Double room, 2 pilgrims',
      'Invoiced, unpaid',
      'Net$2,700.00',
      'Still owed$2,700.00',
    ])
      expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent('InvoiceRIH-2026-0007');
  });

  it('answers another agency’s booking as one that is not the agent’s', async () => {
    signedInAs('AGENT');
    renderApp({
      route: '/agent/bookings/77',
      mocks: [
        {
          request: { query: AGENCY_BOOKING_QUERY, variables: { id: 77 } },
          result: {
            errors: [
              new GraphQLError('Booking not found.', {
                extensions: { code: 'NOT_FOUND', reason: 'BOOKING_NOT_FOUND' },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('This booking is not one of your agency’s.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute('href', '/agent/bookings');
  });

  it('speaks Arabic', async () => {
    signedInAs('AGENT');
    renderApp({ route: '/agent', locale: 'ar', mocks: [agency()] });
    const nav = await screen.findByRole('navigation', { name: 'بوابة الوكلاء' });
    expect(within(nav).getByRole('link', { name: 'الحجوزات' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeInTheDocument();
  });
});
