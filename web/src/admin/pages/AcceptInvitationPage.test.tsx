import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { always } from '../test/mocks';
import { ACCEPT_INVITATION_MUTATION, AcceptInvitationPage, INVITATION_QUERY } from './AcceptInvitationPage';

const invitation = (role: 'AGENT' | 'STAFF', agencyName: string | null) => ({
  staffInvitation: {
    __typename: 'StaffInvitation' as const,
    id: 3,
    name: 'Yusuf Halim',
    email: 'yusuf@barokah.example.com',
    role,
    invitedByName: 'Nadia Desk',
    agencyName,
    expiresAt: '2026-12-02T10:00:00.000Z',
  },
});

const accepted = {
  acceptStaffInvitation: {
    __typename: 'AcceptInvitationPayload' as const,
    message: 'Your account is ready. Sign in with your email and new password.',
    reason: 'INVITATION_ACCEPTED',
    params: {},
  },
};

async function accept(role: 'AGENT' | 'STAFF', agencyName: string | null) {
  const user = userEvent.setup();
  renderWithProviders(<AcceptInvitationPage />, {
    route: '/accept-invitation#token=tok-1',
    mocks: [
      always(INVITATION_QUERY, invitation(role, agencyName), { token: 'tok-1' }),
      // `params` is a JSON scalar, which the typed mock helpers would ask a __typename of.
      {
        request: {
          query: ACCEPT_INVITATION_MUTATION,
          variables: { token: 'tok-1', name: 'Yusuf Halim', password: 'yusuf-password-1' },
        },
        result: { data: accepted },
      },
    ],
  });
  const form = await screen.findByRole('form', { name: 'Accept the invitation' });
  const intro = screen.getByText(/invited you as/, { selector: 'p' }).textContent;
  await user.type(within(form).getByLabelText(/^Password(?! again)/), 'yusuf-password-1');
  await user.type(within(form).getByLabelText(/^Password again/), 'yusuf-password-1');
  await user.click(within(form).getByRole('button', { name: 'Create my account' }));
  return { intro, signIn: await screen.findByRole('link', { name: 'Sign in' }) };
}

describe('accepting an invitation (/accept-invitation)', () => {
  it('names an agent’s agency, and sends the agent to sign in into the agent portal', async () => {
    const { intro, signIn } = await accept('AGENT', 'Barokah Travel');
    expect(intro).toContain('Nadia Desk invited you as Agent of Barokah Travel');
    expect(signIn).toHaveAttribute('href', expect.stringMatching(/^\/login\?next=%2Fagent$/));
  });

  it('sends staff to the plain sign-in', async () => {
    expect((await accept('STAFF', null)).signIn).toHaveAttribute('href', '/login');
  });
});
