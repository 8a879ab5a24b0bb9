import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { DepartureStatus } from '../../../gql/graphql';
import { always, once, spiedOn } from '../../test/mocks';
import { renderAdmin } from '../../test/render';
import { DeparturesDialog } from './DeparturesDialog';
import { STAFF_DEPARTURES_QUERY, UPDATE_DEPARTURE } from './useStaffDepartures';

const pkg = { id: 4, name: 'Umrah Spring', currency: 'GBP' };

const departure = (status: DepartureStatus, seatsTaken = 3) => ({
  __typename: 'Departure',
  id: 11,
  departDate: '2027-03-12',
  returnDate: '2027-03-22',
  seats: 40,
  seatsTaken,
  seatsLeft: 40 - seatsTaken,
  status,
});

const listed = (status: DepartureStatus) => ({
  staffDepartures: { __typename: 'StaffDepartures', departures: [departure(status)], roomPrices: [] },
});

/** The dialog showing the departure as `from`; after the status update the list reads `to`. */
function open(from: DepartureStatus, to: DepartureStatus) {
  const updated = spiedOn(
    once(
      UPDATE_DEPARTURE,
      { id: 11, input: { status: to === 'CLOSED' ? 'CLOSED' : 'OPEN' } },
      {
        updateDeparture: {
          __typename: 'Departure',
          id: 11,
          seats: 40,
          seatsTaken: 3,
          seatsLeft: 37,
          status: to,
        },
      },
    ),
  );
  const onClose = vi.fn();
  renderAdmin(<DeparturesDialog pkg={pkg} onClose={onClose} />, {
    role: 'STAFF',
    mocks: [
      once(STAFF_DEPARTURES_QUERY, { packageId: 4 }, listed(from)),
      updated.mock,
      always(STAFF_DEPARTURES_QUERY, listed(to), { packageId: 4 }),
    ],
  });
  return { spy: updated.spy, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Departures of Umrah Spring' });
const row = () => within(dialog()).getByRole('row', { name: /12 Mar 2027/ });

describe('DeparturesDialog sales', () => {
  it('asks before stopping sales, saying what happens, and a “Keep selling” sends nothing', async () => {
    const { spy, onClose, user } = open('OPEN', 'CLOSED');
    await screen.findByText('3 of 40');
    // No button of a departure is named "Close": that is the dialog's own icon (and "Done").
    expect(within(row()).queryByRole('button', { name: /^Close/ })).not.toBeInTheDocument();
    await user.click(within(row()).getByRole('button', { name: 'Stop sales, 12 Mar 2027 – 22 Mar 2027' }));

    const question = screen.getByRole('alertdialog', { name: 'Stop sales for the departure of 12 Mar 2027?' });
    expect(question).toHaveTextContent(
      'Visitors can no longer book this departure: the package page shows it as Closed.',
    );
    expect(question).toHaveTextContent(
      'The 3 seats already taken stay with their bookings; an unpaid booking can still be paid until its hold ends',
    );
    expect(within(question).getByRole('button', { name: 'Keep selling' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep selling' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(within(row()).getByText('Open')).toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: /^Stop sales/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop sales' }));
    await waitFor(() => expect(within(row()).getByText('Closed')).toBeInTheDocument());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // The dialog's dismissal is "Done" (and the close icon), in its footer.
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before reopening sales, with the seats it puts back on sale', async () => {
    const { spy, user } = open('CLOSED', 'OPEN');
    await screen.findByText('3 of 40');
    await user.click(within(row()).getByRole('button', { name: /^Reopen sales/ }));
    const question = screen.getByRole('alertdialog', { name: 'Reopen sales for the departure of 12 Mar 2027?' });
    expect(question).toHaveTextContent('Visitors can book it again: 37 of its 40 seats are free.');
    await user.click(within(question).getByRole('button', { name: 'Reopen sales' }));
    await waitFor(() => expect(within(row()).getByText('Open')).toBeInTheDocument());
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
