import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AdminApp from '../../AdminApp';
import { always, failing, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import {
  DEPARTURE_GROUPS_QUERY,
  MOVE_BOOKING_MUTATION,
  SET_FLIGHTS_MUTATION,
  UPDATE_GROUP_MUTATION,
} from './operations';

const leader = {
  __typename: 'GroupLeader',
  id: 5,
  name: 'Yusuf Hakim',
  email: 'yusuf@rihla.test',
  role: 'GROUP_LEADER' as const,
};
const board = {
  departureGroupBoard: {
    __typename: 'DepartureGroupBoard',
    departureId: 3,
    departDate: '2027-01-10',
    returnDate: '2027-01-20',
    packageName: 'Umrah Classic',
    groups: [
      {
        __typename: 'DepartureGroup',
        id: 7,
        name: 'Group A',
        leader: { __typename: 'GroupLeader', id: 5, name: 'Yusuf Hakim' },
      },
    ],
    bookings: [
      {
        __typename: 'GroupBoardBooking',
        id: 11,
        reference: 'RH-7KQ2-M9',
        name: 'Aisha Khan',
        status: 'PAID' as const,
        travellerCount: 2,
        groupId: 7,
      },
      {
        __typename: 'GroupBoardBooking',
        id: 12,
        reference: 'RH-AAAA-BB',
        name: 'Bilal Said',
        status: 'DEPOSIT_PAID' as const,
        travellerCount: 3,
        groupId: null,
      },
    ],
  },
  groupLeaderCandidates: [leader],
  departureFlights: { __typename: 'DepartureFlights', outbound: null, return: null },
};

describe('a departure’s groups page (/admin/departures/:id/groups)', () => {
  it('lists the groups with their leader and travellers, and moves a booking into a group', async () => {
    const user = userEvent.setup();
    const moved = spiedOn({
      request: { query: MOVE_BOOKING_MUTATION, variables: { bookingId: 12, groupId: 7 } },
      result: { data: { moveBookingToGroup: { __typename: 'GroupBoardBooking', id: 12, groupId: 7 } } },
    });
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/departures/3/groups',
      mocks: [always(DEPARTURE_GROUPS_QUERY, board, { departureId: 3 }), moved.mock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Groups · Umrah Classic/ })).toBeInTheDocument();
    const groups = screen.getByRole('table', { name: 'Groups' });
    const row = within(groups).getByRole('row', { name: /Group A/ });
    expect(within(row).getByRole('combobox', { name: 'Leader of Group A' })).toHaveValue('5');
    expect(row).toHaveTextContent('2');
    const bookings = screen.getByRole('table', { name: 'Bookings and their groups' });
    const select = within(bookings).getByRole('combobox', { name: 'Group of RH-AAAA-BB' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Group A');
    expect(await screen.findByText('RH-AAAA-BB moved.')).toBeInTheDocument();
    expect(moved.spy).toHaveBeenCalledTimes(1);
  });

  it('renames a group in a dialog', async () => {
    const user = userEvent.setup();
    const renamed = spiedOn({
      request: { query: UPDATE_GROUP_MUTATION, variables: { id: 7, name: 'Group Noor' } },
      result: {
        data: {
          updateDepartureGroup: {
            __typename: 'DepartureGroup',
            id: 7,
            name: 'Group Noor',
            leader: { __typename: 'GroupLeader', id: 5, name: 'Yusuf Hakim' },
          },
        },
      },
    });
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/departures/3/groups',
      mocks: [always(DEPARTURE_GROUPS_QUERY, board, { departureId: 3 }), renamed.mock],
    });
    await user.click(await screen.findByRole('button', { name: /^Rename\s*Group A$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Group A' });
    await user.clear(within(dialog).getByLabelText(/Group name/));
    await user.type(within(dialog).getByLabelText(/Group name/), 'Group Noor');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(renamed.spy).toHaveBeenCalledTimes(1));
  });

  it('saves the flights, an empty one as none, and shows the server’s words when one is wrong', async () => {
    const user = userEvent.setup();
    const outbound = {
      flightNumber: 'SV 123',
      fromAirport: 'LHR',
      departsAt: '2027-01-10T21:40',
      toAirport: 'JED',
      arrivesAt: '2027-01-11T07:05',
    };
    renderAdmin(<AdminApp />, {
      role: 'STAFF',
      route: '/admin/departures/3/groups',
      mocks: [
        always(DEPARTURE_GROUPS_QUERY, board, { departureId: 3 }),
        failing(
          SET_FLIGHTS_MUTATION,
          { departureId: 3, outbound, return: null },
          'An airport is its three-letter IATA code, like JED.',
        ),
      ],
    });
    const fieldset = await screen.findByRole('group', { name: 'Outbound flight' });
    await user.type(within(fieldset).getByLabelText('Flight number'), outbound.flightNumber);
    await user.type(within(fieldset).getByLabelText('From (airport code)'), outbound.fromAirport);
    await user.type(within(fieldset).getByLabelText('Departs (local time)'), outbound.departsAt);
    await user.type(within(fieldset).getByLabelText('To (airport code)'), outbound.toAirport);
    await user.type(within(fieldset).getByLabelText('Arrives (local time)'), outbound.arrivesAt);
    await user.click(screen.getByRole('button', { name: 'Save flights' }));
    expect(await screen.findByText('An airport is its three-letter IATA code, like JED.')).toBeInTheDocument();
  });
});
