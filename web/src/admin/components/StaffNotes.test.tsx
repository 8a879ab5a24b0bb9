import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { always, failing, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { ADD_STAFF_NOTE as ADD, STAFF_NOTES_QUERY, StaffNotes } from './StaffNotes';

const subject = { kind: 'TRIP_BOOKING' as const, id: 9 };
const note = (id: number, body: string, authorName: string | null, createdAt: string) => ({
  __typename: 'StaffNote' as const,
  id,
  body,
  authorName,
  createdAt,
});
const listed = always(
  STAFF_NOTES_QUERY,
  {
    staffNotes: [
      note(2, 'Prefers WhatsApp.', 'Desk Staff', '2026-11-28T10:00:00.000Z'),
      note(1, 'Called, no answer.', null, '2026-11-27T09:00:00.000Z'),
    ],
  },
  { subject },
);

describe('StaffNotes', () => {
  it('lists a subject’s notes newest first with author and time, and says they stay internal', async () => {
    renderAdmin(<StaffNotes subject={subject} />, { role: 'STAFF', mocks: [listed] });
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Prefers WhatsApp.',
      'Called, no answer.',
    ]);
    expect(items[0]).toHaveTextContent('Desk Staff');
    expect(items[0]).toHaveTextContent('28 Nov 2026');
    expect(items[1]).toHaveTextContent('Former staff member');
    expect(screen.getByText('Staff only: never shown to the customer or sent in an email.')).toBeInTheDocument();
  });

  it('refuses an empty note in words without sending it', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(ADD, { addStaffNote: { __typename: 'StaffNote', id: 3 } }, { subject, body: '' }),
    );
    renderAdmin(<StaffNotes subject={subject} />, { role: 'STAFF', mocks: [listed, mock] });
    await screen.findByText('Prefers WhatsApp.');
    await user.type(screen.getByLabelText('Add a note'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note before saving it.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('saves a note (trimmed), empties the field and reloads the list', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(ADD, { addStaffNote: { __typename: 'StaffNote', id: 3 } }, { subject, body: 'Visa sent.' }),
    );
    renderAdmin(<StaffNotes subject={subject} />, { role: 'STAFF', mocks: [listed, mock] });
    await screen.findByText('Prefers WhatsApp.');
    await user.type(screen.getByLabelText('Add a note'), '  Visa sent.  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAdmin(<StaffNotes subject={subject} />, {
      role: 'STAFF',
      mocks: [listed, failing(ADD, { subject, body: 'x' }, 'Booking not found.')],
    });
    await screen.findByText('Prefers WhatsApp.');
    await user.type(screen.getByLabelText('Add a note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
  });
});
