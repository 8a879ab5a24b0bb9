import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { always, failing, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { DEPARTURE_ROOMING_QUERY, MOVE_TO_ROOM, RoomingPage, SUGGEST_ROOMING } from './RoomingPage';

const person = (id: number, fullName: string, gender: 'FEMALE' | 'MALE' | null, bookingReference: string) => ({
  __typename: 'RoomingTraveller' as const,
  id,
  fullName,
  gender,
  bookingReference,
  bookingSold: true,
});
const aisha = person(1, 'Aisha Khan', 'FEMALE', 'RH-AAAA-11');
const omar = person(2, 'Omar Khan', 'MALE', 'RH-AAAA-11');
const yusuf = person(3, 'Yusuf Patel', null, 'RH-BBBB-22');

const room = (id: number, name: string, type: 'DOUBLE' | 'SINGLE', travellers: ReturnType<typeof person>[]) => ({
  __typename: 'RoomingRoom' as const,
  id,
  name,
  type,
  beds: type === 'DOUBLE' ? 2 : 1,
  needsCheck: false,
  travellers,
});

const stay = (
  id: number,
  city: string,
  hotelName: string,
  rooms: ReturnType<typeof room>[],
  unassigned: ReturnType<typeof person>[],
) => ({
  __typename: 'RoomingStay' as const,
  id,
  city,
  hotelName,
  nights: 5,
  checkIn: '2027-03-01T00:00:00.000Z',
  checkOut: '2027-03-06T00:00:00.000Z',
  roomedCount: 3 - unassigned.length,
  travellerCount: 3,
  rooms,
  unassigned,
});

const rooming = (makkah: ReturnType<typeof stay>) => ({
  __typename: 'DepartureRooming' as const,
  departureId: 9,
  packageName: 'Classic Umrah',
  departDate: '2027-03-01T00:00:00.000Z',
  returnDate: '2027-03-10T00:00:00.000Z',
  unnamedTravellers: 1,
  stays: [makkah, stay(21, 'Madinah', 'Pullman Zamzam', [], [aisha, omar, yusuf])],
});

const before = rooming(
  stay(
    20,
    'Makkah',
    'Swissotel Al Maqam',
    [room(5, '1204', 'DOUBLE', [aisha]), room(6, '2', 'SINGLE', [])],
    [omar, yusuf],
  ),
);
const after = rooming(
  stay(
    20,
    'Makkah',
    'Swissotel Al Maqam',
    [room(5, '1204', 'DOUBLE', [aisha, omar]), room(6, '2', 'SINGLE', [])],
    [yusuf],
  ),
);

const open = (extra: MockLink.MockedResponse[] = []) =>
  renderAdmin(
    <Routes>
      <Route path="departures/:id/rooming" element={<RoomingPage />} />
    </Routes>,
    {
      role: 'STAFF',
      route: '/admin/departures/9/rooming',
      mocks: [always(DEPARTURE_ROOMING_QUERY, { departureRooming: before }, { departureId: 9 }), ...extra],
    },
  );

describe('rooming page', () => {
  it('shows a tab per stay with its progress, rooms with their beds, and who is not roomed', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Makkah: Swissotel Al Maqam (1/3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Madinah: Pullman Zamzam (0/3)' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 travellers roomed')).toBeInTheDocument();
    expect(screen.getByText(/1 seat sold has no named traveller yet/)).toBeInTheDocument();
    const double = screen.getByRole('article', { name: 'Room 1204' });
    expect(within(double).getByText('Aisha Khan')).toBeInTheDocument();
    expect(within(double).getByText('F')).toHaveClass('badge--gold');
    expect(within(double).getAllByText('Empty bed')).toHaveLength(1);
    const unassigned = screen.getByRole('region', { name: 'Unassigned travellers' });
    expect(within(unassigned).getByText('Unassigned (2)')).toBeInTheDocument();
    expect(within(unassigned).getByText('RH-BBBB-22')).toBeInTheDocument();
  });

  it('moves a selected traveller to a room and shows the list the server answers', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(MOVE_TO_ROOM, { moveTravellerToRoom: after }, { departureId: 9, roomId: 5, travellerId: 2 }),
    );
    open([mock]);
    await user.click(await screen.findByRole('button', { name: /Omar Khan/ }));
    await user.selectOptions(screen.getByLabelText('Move to room'), 'Room 1204 (Double, 1/2)');
    await user.click(screen.getByRole('button', { name: 'Move to room' }));
    expect(await screen.findByText('Omar Khan moved.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('article', { name: 'Room 1204' })).getByText('Omar Khan')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 travellers roomed')).toBeInTheDocument();
  });

  it('shows the server’s words when the room is full', async () => {
    const user = userEvent.setup();
    open([
      failing(
        MOVE_TO_ROOM,
        { departureId: 9, roomId: 6, travellerId: 3 },
        'Room 2 is full: a SINGLE room sleeps 1. Move someone out first.',
        'CONFLICT',
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: /Yusuf Patel/ }));
    await user.selectOptions(screen.getByLabelText('Move to room'), 'Room 2 (Single, 0/1)');
    await user.click(screen.getByRole('button', { name: 'Move to room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Room 2 is full: a SINGLE room sleeps 1. Move someone out first.',
    );
  });

  it('suggests without sharing between bookings unless staff tick it', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(SUGGEST_ROOMING, { suggestRooming: after }, { departureId: 9, stayId: 20, allowSharing: true }),
    );
    open([mock]);
    const sharing = await screen.findByRole('checkbox', { name: /Allow sharing between bookings/ });
    expect(sharing).not.toBeChecked();
    await user.click(sharing);
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText('Suggestion applied: adjust below.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
