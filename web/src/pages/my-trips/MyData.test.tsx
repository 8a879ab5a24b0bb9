import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getSession, setSession } from '../../lib/session';
import { graphQLErrorResult } from '../../test/fixtures';
import { myBookingsPage } from '../../test/myBookings';
import { renderApp } from '../../test/render';
import { DELETE_MY_ACCOUNT_MUTATION, MY_DATA_EXPORT_QUERY } from './myData';

const deleteMock = (password: string, result: object) => ({
  request: { query: DELETE_MY_ACCOUNT_MUTATION, variables: { password } },
  result,
});

function openMyTrips(mocks: MockLink.MockedResponse[]) {
  setSession({ token: 't', role: 'USER' });
  return { user: userEvent.setup(), ...renderApp({ route: '/my-trips', mocks: [myBookingsPage(null, []), ...mocks] }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('My trips: your data', () => {
  it('downloads everything held about the customer as one JSON file', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:my-data'),
        revokeObjectURL: () => undefined,
      }),
    );
    const exported = JSON.stringify({ profile: { id: 4 } });
    const { user } = openMyTrips([
      { request: { query: MY_DATA_EXPORT_QUERY }, result: { data: { myDataExport: exported } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0].text()).toBe(exported);
    expect(created[0].type).toBe('application/json');
  });

  it('deletes the account after the password, says what was kept, then signs out', async () => {
    const { user } = openMyTrips([
      deleteMock('wrong', graphQLErrorResult('That password is not right. Your account was not deleted.')),
      deleteMock('correct-horse', {
        data: { deleteMyAccount: { __typename: 'DeleteMyAccountPayload', keptBookings: 2, deletedBookings: 1 } },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('That password is not right. Your account was not deleted.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct-horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 paid bookings are kept without your name or contact details, as the law requires for our accounts.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(getSession()).toBeNull();
  });
});
