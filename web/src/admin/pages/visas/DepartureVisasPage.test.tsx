import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { VisaStatus } from '../../../gql/graphql';
import { always, failing, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { DepartureVisasPage } from './DepartureVisasPage';
import { ADMIN_DEPARTURE_VISAS_QUERY, CHANGE_VISAS_MUTATION } from './visaOperations';

const MOVES: Record<VisaStatus, VisaStatus[]> = {
  NOT_STARTED: ['SUBMITTED'],
  SUBMITTED: ['ISSUED', 'REFUSED', 'NOT_STARTED'],
  ISSUED: [],
  REFUSED: ['SUBMITTED', 'NOT_STARTED'],
};

const visa = (travellerId: number, fullName: string, status: VisaStatus) => ({
  __typename: 'TravellerVisa',
  travellerId,
  position: 1,
  fullName,
  bookingId: 40 + travellerId,
  bookingReference: `RH-000${travellerId}-AA`,
  status,
  stage: status,
  refusalReason: null,
  visaNumber: null,
  issuedAt: null,
  moves: MOVES[status],
  eVisa: null,
  history: [] as never[],
});

const listed = always(
  ADMIN_DEPARTURE_VISAS_QUERY,
  {
    departureVisas: {
      __typename: 'DepartureVisas',
      departureId: 5,
      packageName: 'Ramadan Umrah',
      departDate: '2027-03-01',
      returnDate: '2027-03-11',
      travellers: [
        visa(1, 'Amina Rahman', 'NOT_STARTED'),
        visa(2, 'Omar Ali', 'SUBMITTED'),
        visa(3, 'Layla Noor', 'ISSUED'),
      ],
    },
  },
  { departureId: 5 },
);

const page = (mocks: Parameters<typeof renderAdmin>[1]) =>
  renderAdmin(
    <Routes>
      <Route path="departures/:id/visas" element={<DepartureVisasPage />} />
    </Routes>,
    { role: 'STAFF', route: '/admin/departures/5/visas', ...mocks },
  );

describe('the departure’s visa page', () => {
  it('lists every traveller with their stage and counts, and moves the ticked ones together', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(
        CHANGE_VISAS_MUTATION,
        { changeVisas: { __typename: 'ChangedVisas', changed: 1 } },
        {
          travellerIds: [1],
          status: 'SUBMITTED',
          reason: null,
        },
      ),
    );
    page({ mocks: [listed, mock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visas: Ramadan Umrah' })).toBeInTheDocument();
    expect(screen.getByLabelText('Visas by stage')).toHaveTextContent(
      'Not started: 1 · Documents complete: 0 · Submitted: 1 · Issued: 1 · Refused: 0',
    );
    const table = screen.getByRole('table', { name: "Visas of the departure's travellers" });
    const omar = within(table).getByRole('row', { name: /Omar Ali/ });
    expect(
      within(omar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark issued for Omar Ali', 'Refuse for Omar Ali', 'Back to not started for Omar Ali']);
    expect(screen.getByRole('button', { name: 'Apply to 0 selected' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Amina Rahman (RH-0001-AA)' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 1 selected' }));
    expect(await screen.findByText('1 visa marked submitted.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal naming who cannot move', async () => {
    const user = userEvent.setup();
    const refusal = '1 traveller cannot be marked submitted: Omar Ali (RH-0002-AA, submitted). Nothing was changed.';
    page({
      mocks: [
        listed,
        failing(
          CHANGE_VISAS_MUTATION,
          { travellerIds: [1, 2, 3], status: 'SUBMITTED', reason: null },
          refusal,
          'CONFLICT',
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 3 selected' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
