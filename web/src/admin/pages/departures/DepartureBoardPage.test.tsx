import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { always, failing, once } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { DEPARTURE_BOARD_QUERY, DepartureBoardPage } from './DepartureBoardPage';
import { REMIND_DEPARTURE_DOCUMENTS_MUTATION } from './RemindDocumentsButton';

const board = {
  departureBoard: {
    __typename: 'DepartureBoard' as const,
    departure: {
      __typename: 'BoardDeparture' as const,
      id: 3,
      departDate: '2027-03-01',
      returnDate: '2027-03-11',
      status: 'OPEN' as const,
      packageId: 41,
      packageName: 'Ramadan, Last Ten Nights',
      packageCode: 'UMR-RAM-10',
    },
    seats: {
      __typename: 'BoardSeats' as const,
      total: 40,
      taken: 12,
      free: 28,
      takenWithoutBooking: 4,
      byRoomType: [
        { __typename: 'BoardRoomSeats' as const, roomType: 'QUAD' as const, bookings: 1, sold: 4, held: 0 },
        { __typename: 'BoardRoomSeats' as const, roomType: 'DOUBLE' as const, bookings: 2, sold: 2, held: 2 },
      ],
    },
    money: { __typename: 'BoardMoney' as const, currency: 'GBP', netPaid: 160_000, stillOwed: 540_000, unpriced: 1 },
    travellers: { __typename: 'BoardTravellers' as const, expected: 8, entered: 2 },
    bookings: [
      {
        __typename: 'BoardBooking' as const,
        id: 17,
        reference: 'RH-7KQ2-M9',
        name: 'Amina Rahman',
        status: 'PAID' as const,
        roomType: 'QUAD' as const,
        travellerCount: 4,
        travellersEntered: 2,
        holdExpiresAt: null,
        netPaid: 100_000,
        stillOwed: 0,
      },
    ],
    documents: {
      __typename: 'BoardDocuments' as const,
      required: ['Passport bio page', 'Photo'],
      travellersComplete: 1,
      travellers: 2,
      gaps: [
        {
          __typename: 'BoardTravellerGaps' as const,
          travellerId: 5,
          fullName: 'YUSUF RAHMAN',
          bookingId: 17,
          bookingReference: 'RH-7KQ2-M9',
          missing: ['Passport bio page'],
          rejected: ['Photo'],
          toReview: [],
        },
      ],
    },
    visas: [
      { __typename: 'BoardVisaCount' as const, status: 'NOT_STARTED' as const, count: 1 },
      { __typename: 'BoardVisaCount' as const, status: 'SUBMITTED' as const, count: 1 },
      { __typename: 'BoardVisaCount' as const, status: 'ISSUED' as const, count: 0 },
      { __typename: 'BoardVisaCount' as const, status: 'REFUSED' as const, count: 0 },
    ],
    rooming: {
      __typename: 'BoardRooming' as const,
      stays: [
        { __typename: 'BoardStay' as const, id: 1, city: 'Makkah', hotelName: 'Swissotel', roomed: 2, travellers: 2 },
      ],
      unnamedTravellers: 2,
    },
    groups: { __typename: 'BoardGroups' as const, count: 2, bookingsWithoutGroup: 1 },
  },
};

function showBoard(mocks = [always(DEPARTURE_BOARD_QUERY, board, { departureId: 3 })]) {
  renderAdmin(
    <Routes>
      <Route path="departures/:id" element={<DepartureBoardPage />} />
    </Routes>,
    { role: 'STAFF', route: '/admin/departures/3', mocks },
  );
}

describe('departure board page', () => {
  it('shows the seats, money and travellers of the departure, and its bookings linked to their pages', async () => {
    showBoard();
    expect(await screen.findByRole('heading', { name: 'Ramadan, Last Ten Nights, 1 Mar 2027' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Seats12 of 40 taken28 free · On sale');
    expect(summary).toHaveTextContent('Paid£1,600.00after refunds');
    expect(summary).toHaveTextContent('Still owed£5,400.00and 1 booking awaiting a quote');
    expect(summary).toHaveTextContent('Travellers entered2 of 86 still to enter');

    const rooms = screen.getByRole('table', { name: 'Seats by room type' });
    expect(within(rooms).getAllByRole('row')[1]).toHaveTextContent('Quad140');
    expect(screen.getByText(/4 more seats are off sale without a booking in Rihla/)).toBeInTheDocument();

    const bookings = screen.getByRole('table', { name: 'Bookings travelling on this departure' });
    expect(within(bookings).getByRole('link', { name: 'RH-7KQ2-M9' })).toHaveAttribute('href', '/admin/bookings/17');
    expect(within(bookings).getAllByRole('row')[1]).toHaveTextContent('2 of 4');
    const gaps = screen.getByRole('table', { name: 'Travellers with documents missing, rejected or to review' });
    expect(within(gaps).getAllByRole('row')[1]).toHaveTextContent('YUSUF RAHMANRH-7KQ2-M9Passport bio pagePhoto—');
    expect(screen.getByText(/1 of 2 travellers have every document/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visas' })).toHaveTextContent(
      '1 Not started1 Submitted0 Issued0 Refused',
    );
    expect(screen.getByRole('region', { name: 'Rooming' })).toHaveTextContent('2 of 2 roomed in Makkah (Swissotel)');
    expect(screen.getByRole('region', { name: 'Groups' })).toHaveTextContent('2 groups1 booking in no group');
    expect(screen.getByRole('link', { name: 'Manifest' })).toHaveAttribute('href', '/admin/departures/3/manifest');
    expect(screen.getByRole('link', { name: 'Bookings list' })).toHaveAttribute(
      'href',
      '/admin/bookings?packageId=41&departureId=3',
    );
  });

  it('reminds the bookings with a document missing or rejected after a confirmation that counts them', async () => {
    const { documents } = board.departureBoard;
    const gap = documents.gaps[0];
    // Two bookings to remind (one traveller of each); a third whose only document waits for review is not counted.
    const gaps = [
      gap,
      { ...gap, travellerId: 6, bookingId: 18, missing: [], rejected: ['Photo'] },
      { ...gap, travellerId: 7, bookingId: 18, rejected: [] },
      { ...gap, travellerId: 8, bookingId: 19, missing: [], rejected: [], toReview: ['Photo'] },
    ];
    const withGaps = { departureBoard: { ...board.departureBoard, documents: { ...documents, gaps } } };
    const user = userEvent.setup();
    showBoard([
      always(DEPARTURE_BOARD_QUERY, withGaps, { departureId: 3 }),
      once(
        REMIND_DEPARTURE_DOCUMENTS_MUTATION,
        { departureId: 3 },
        {
          remindDepartureDocuments: { __typename: 'DocumentReminders', queued: 1, alreadyRemindedToday: 1 },
        },
      ),
    ]);

    // Cancelling sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Remind 2 bookings' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remind 2 bookings' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Email 2 bookings the list of their travellers’ missing or rejected documents and the last day to send them?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Email 2 bookings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reminder emailed to 1 booking. 1 booking already reminded today.',
    );
  });

  it('offers no reminder when nothing is missing or rejected', async () => {
    const { documents } = board.departureBoard;
    const gaps = [{ ...documents.gaps[0], missing: [], rejected: [], toReview: ['Photo'] }];
    showBoard([
      always(
        DEPARTURE_BOARD_QUERY,
        { departureBoard: { ...board.departureBoard, documents: { ...documents, gaps } } },
        {
          departureId: 3,
        },
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Ramadan, Last Ten Nights, 1 Mar 2027' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
  });

  it('says what failed when the departure cannot be loaded', async () => {
    showBoard([failing(DEPARTURE_BOARD_QUERY, { departureId: 3 }, 'Departure not found.', 'NOT_FOUND')]);
    expect(await screen.findByText(/Departure not found\./)).toBeInTheDocument();
  });
});
