import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import AdminApp from '../../AdminApp';
import { always } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { MY_GROUPS_QUERY } from './operations';

const flight = (flightNumber: string, from: string, departsAt: string, to: string, arrivesAt: string) => ({
  __typename: 'Flight',
  flightNumber,
  fromAirport: from,
  departsAt,
  toAirport: to,
  arrivesAt,
});

const groupA = {
  __typename: 'LeaderGroup',
  id: 7,
  name: 'Group A',
  departure: {
    __typename: 'LeaderDeparture',
    id: 3,
    departDate: '2027-01-10',
    returnDate: '2027-01-20',
    packageName: 'Umrah Classic',
    hotels: ['Swissotel Makkah'],
  },
  flights: {
    __typename: 'DepartureFlights',
    outbound: flight('SV 123', 'LHR', '2027-01-10T21:40', 'JED', '2027-01-11T07:05'),
    return: null,
  },
  bookings: [
    {
      __typename: 'LeaderBooking',
      reference: 'RH-7KQ2-M9',
      contactName: 'Aisha Khan',
      phone: '+44 7700 900000',
      travellers: [
        {
          __typename: 'LeaderTraveller',
          position: 1,
          fullName: 'Aisha Khan',
          gender: 'FEMALE' as const,
          rooms: [
            {
              __typename: 'LeaderRoom',
              city: 'Makkah',
              hotelName: 'Swissotel Makkah',
              room: '12',
              type: 'QUAD' as const,
            },
          ],
        },
        { __typename: 'LeaderTraveller', position: 2, fullName: 'Omar Khan', gender: null, rooms: [] },
      ],
    },
    { __typename: 'LeaderBooking', reference: 'RH-AAAA-BB', contactName: 'Bilal Said', phone: null, travellers: [] },
  ],
};

describe('the group leader’s page (/admin/leader)', () => {
  it('shows a leader their group: dates, hotel, flights as printed, travellers and tappable phone numbers', async () => {
    renderAdmin(<AdminApp />, {
      role: 'GROUP_LEADER',
      route: '/admin/leader',
      mocks: [always(MY_GROUPS_QUERY, { myGroups: [groupA] })],
    });
    const group = await screen.findByRole('region', { name: 'Group A' });
    expect(within(group).getByText(/Umrah Classic ·/)).toBeInTheDocument();
    expect(within(group).getByText('Hotel: Swissotel Makkah')).toBeInTheDocument();
    // The ticket's local times, not shifted to the phone's zone.
    expect(within(group).getByText('SV 123').parentElement).toHaveTextContent(
      'SV 123 LHR Sun 10 Jan, 21:40 → JED Mon 11 Jan, 07:05',
    );
    expect(within(group).getByText('Not set yet')).toBeInTheDocument();
    expect(within(group).getByRole('heading', { name: 'Travellers (2)' })).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: '+44 7700 900000' })).toHaveAttribute('href', 'tel:+447700900000');
    expect(within(group).getByText('Aisha Khan')).toHaveTextContent('Aisha Khan · FemaleMakkah: room 12 (quad)');
    expect(within(group).getByText('Omar Khan')).toBeInTheDocument();
    expect(within(group).getByText(/Booked by Bilal Said; travellers’ names not given yet/)).toBeInTheDocument();
    // None of the back-office: no sidebar, no navigation to it.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps a leader out of the back-office pages: any other /admin address opens their page', async () => {
    renderAdmin(<AdminApp />, {
      role: 'GROUP_LEADER',
      route: '/admin/bookings',
      mocks: [always(MY_GROUPS_QUERY, { myGroups: [] })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My groups' })).toBeInTheDocument();
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/leader');
  });
});
