import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ADMIN_USERS_QUERY } from '../components/staffLists';
import { makeUser } from '../test/fixtures';
import { always, failing, FIRST_PAGE, jsonResponse, once, pageOf, spiedOn } from '../test/mocks';
import { type AdminRenderOptions, renderAdmin } from '../test/render';
import { answerConfirm, clickActionIn, confirmDeleteIn, rowWithCell as row } from '../test/screen';
import {
  ADMIN_RESEND_INVITATION_MUTATION,
  ADMIN_REVOKE_INVITATION_MUTATION,
  ADMIN_STAFF_INVITATIONS_QUERY,
} from './users/InvitationsSection';
import { ADMIN_INVITE_STAFF_MUTATION } from './users/InviteStaffForm';
import {
  ADMIN_DELETE_USER_MUTATION,
  ADMIN_SET_USER_ACTIVE_MUTATION,
  ADMIN_UPDATE_USER_ROLE_MUTATION,
} from './users/UsersTable';
import { ADMIN_VIEWER_QUERY } from './users/useViewer';
import { UsersPage } from './UsersPage';

// The rows as another ADMIN gets them: the server says which roles that viewer may give each user.
const admin = makeUser(1, 'ADMIN', { grantableRoles: ['STAFF', 'USER'] });
const staff = makeUser(2, 'STAFF', { avatar: '/uploads/staff2.png', grantableRoles: ['ADMIN', 'USER'] });
const customer = makeUser(3, 'USER', { grantableRoles: ['ADMIN', 'STAFF'] });
const usersPage = (items = [admin, staff, customer], total = items.length) => ({
  users: pageOf('UserPage', items, total),
});
const ALL = { ...FIRST_PAGE, status: null };
const usersMock = always(ADMIN_USERS_QUERY, usersPage(), ALL);
const pending = {
  __typename: 'StaffInvitation' as const,
  id: 7,
  name: 'Bilal Desk',
  email: 'bilal@rihla.test',
  role: 'STAFF' as const,
  invitedByName: 'Admin 50',
  expiresAt: '2099-01-01T10:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
};
const invitationsMock = always(ADMIN_STAFF_INVITATIONS_QUERY, { staffInvitations: [pending] });
/** The same rows as a STAFF member gets them: no role of an admin's, no ADMIN to give. */
const usersAsStaffMock = always(
  ADMIN_USERS_QUERY,
  usersPage([
    { ...admin, grantableRoles: [] },
    { ...staff, grantableRoles: ['USER'] },
    { ...customer, grantableRoles: ['STAFF'] },
  ]),
  ALL,
);
/** The signed-in account: another admin than those listed, unless a test signs in as a listed one. */
const signedInAs = (me: typeof admin) => always(ADMIN_VIEWER_QUERY, { me });
const viewerMock = signedInAs(makeUser(50, 'ADMIN'));

/** Opens the users page (as ADMIN unless `role` says otherwise) and waits for the row of `shown`. */
async function openUsers(
  shown: { email: string },
  mocks: MockLink.MockedResponse[] = [],
  role: AdminRenderOptions['role'] = 'ADMIN',
) {
  renderAdmin(<UsersPage />, { role, mocks: [viewerMock, usersMock, invitationsMock, ...mocks] });
  await screen.findByRole('cell', { name: shown.email });
}

describe('users page', () => {
  it('lists users with a 40px round avatar (default picture when none), name, email and role badge', async () => {
    renderAdmin(<UsersPage />, { mocks: [viewerMock, usersMock, invitationsMock] });
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('cell', { name: admin.email });
    const adminAvatar = within(row(admin.email)).getByRole('img', { name: `Avatar of ${admin.name}` });
    expect(adminAvatar).toHaveAttribute('src', '/images/avatar-default.svg');
    expect(adminAvatar).toHaveAttribute('width', '40');
    expect(within(row(staff.email)).getByRole('img', { name: /Avatar/ })).toHaveAttribute('src', '/uploads/staff2.png');
    expect(within(row(staff.email)).getByText('Staff')).toHaveClass('badge');
    expect(screen.getByText('Showing 1–3 of 3 users')).toBeInTheDocument();
  });

  it('shows an agency’s agent with its role fixed: no role to give, deactivated as anyone (decision 0065)', async () => {
    const agent = makeUser(4, 'AGENT');
    renderAdmin(<UsersPage />, {
      mocks: [viewerMock, always(ADMIN_USERS_QUERY, usersPage([agent]), ALL), invitationsMock],
    });
    await screen.findByRole('cell', { name: agent.email });
    expect(within(row(agent.email)).getByText('Agent')).toHaveClass('badge');
    expect(within(row(agent.email)).queryByRole('button', { name: /^Make/ })).toBeNull();
    expect(within(row(agent.email)).getByRole('button', { name: /^Deactivate/ })).toBeInTheDocument();
  });

  describe('as ADMIN', () => {
    it('offers every role the server allows, an admin back to customer included, and Deactivate and Delete', async () => {
      await openUsers(admin);
      expect(within(row(admin.email)).getByRole('button', { name: /^Make Staff/ })).toBeInTheDocument();
      expect(within(row(admin.email)).getByRole('button', { name: /^Make Customer/ })).toBeInTheDocument();
      expect(within(row(staff.email)).getByRole('button', { name: /^Make Admin/ })).toBeInTheDocument();
      expect(within(row(customer.email)).getByRole('button', { name: /^Make Admin/ })).toBeInTheDocument();
      expect(within(row(customer.email)).getByRole('button', { name: /^Make Staff/ })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Deactivate/ })).toHaveLength(3);
      expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);
    });

    it('offers no role change, Deactivate or Delete on their own row (the server refuses them)', async () => {
      const ownRowServed = always(
        ADMIN_USERS_QUERY,
        usersPage([{ ...admin, grantableRoles: [] }, staff, customer]),
        ALL,
      );
      renderAdmin(<UsersPage />, { mocks: [signedInAs(admin), ownRowServed, invitationsMock] });
      await waitFor(() =>
        expect(within(row(admin.email)).queryByRole('button', { name: /^Make/ })).not.toBeInTheDocument(),
      );
      expect(within(row(admin.email)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      expect(within(row(admin.email)).queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
      expect(within(row(admin.email)).getByRole('button', { name: /^Avatar/ })).toBeInTheDocument();
      expect(within(row(staff.email)).getByRole('button', { name: /^Make Admin/ })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
    });

    it('asks before a role change, naming what the new role can see; Cancel changes nothing', async () => {
      const user = userEvent.setup();
      const promoted = spiedOn(
        once(
          ADMIN_UPDATE_USER_ROLE_MUTATION,
          { id: 3, role: 'ADMIN' },
          { updateUserRole: { __typename: 'User', id: 3, role: 'ADMIN', grantableRoles: ['STAFF', 'USER'] } },
        ),
      );
      await openUsers(customer, [promoted.mock]);
      await clickActionIn(user, row(customer.email), /^Make Admin/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        `Make ${customer.name} (${customer.email}) Admin? As Admin they will see everything staff see (every booking, travellers' passport data, payments and refunds, customers' emails), plus users, roles, invitations and site settings. Their current sessions end now.`,
      );
      await answerConfirm(user, 'Cancel');
      expect(promoted.spy).not.toHaveBeenCalled();

      await clickActionIn(user, row(customer.email), /^Make Staff/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        "As Staff they will see the back-office: every booking, travellers' passport data, payments and refunds, and customers' emails.",
      );
      await answerConfirm(user, 'Cancel');

      await clickActionIn(user, row(customer.email), /^Make Admin/);
      await answerConfirm(user, 'Make Admin');
      await waitFor(() => expect(promoted.spy).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('status')).toHaveTextContent(`${customer.name} is now Admin.`);
    });

    it("demotes an admin to customer after saying so, and shows the server's refusal", async () => {
      const user = userEvent.setup();
      await openUsers(admin, [
        failing(
          ADMIN_UPDATE_USER_ROLE_MUTATION,
          { id: 1, role: 'USER' },
          'The last admin cannot be demoted.',
          'CONFLICT',
        ),
      ]);
      await clickActionIn(user, row(admin.email), /^Make Customer/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        'As Customer they will see only their own trips and account, and no back-office.',
      );
      await answerConfirm(user, 'Make Customer');
      expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot be demoted.');
    });

    it('asks before deactivating, then deactivates; a deactivated row shows it and offers Reactivate', async () => {
      const user = userEvent.setup();
      const deactivated = spiedOn(
        once(
          ADMIN_SET_USER_ACTIVE_MUTATION,
          { id: 2, active: false },
          { setUserActive: { __typename: 'User', id: 2, deactivatedAt: '2026-11-29T08:00:00.000Z' } },
        ),
      );
      await openUsers(staff, [deactivated.mock]);
      await clickActionIn(user, row(staff.email), /^Deactivate/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        `Deactivate ${staff.name} (${staff.email})? They are signed out everywhere at once and cannot sign in until an admin reactivates the account. Their bookings and history are kept.`,
      );
      await answerConfirm(user, 'Deactivate');
      await waitFor(() => expect(deactivated.spy).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('status')).toHaveTextContent(`${staff.email} is deactivated.`);
    });

    it('shows Deactivated accounts with a badge and Reactivate, and filters by status', async () => {
      const user = userEvent.setup();
      const gone = { ...staff, deactivatedAt: '2026-11-29T08:00:00.000Z' };
      renderAdmin(<UsersPage />, {
        mocks: [
          viewerMock,
          invitationsMock,
          always(ADMIN_USERS_QUERY, usersPage([admin, gone, customer]), ALL),
          always(ADMIN_USERS_QUERY, usersPage([gone]), { ...FIRST_PAGE, status: 'DEACTIVATED' }),
        ],
      });
      await screen.findByRole('cell', { name: gone.email });
      expect(within(row(gone.email)).getByText('Deactivated')).toHaveClass('badge');
      expect(within(row(gone.email)).getByRole('button', { name: /^Reactivate/ })).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'DEACTIVATED');
      await waitFor(() => expect(screen.queryByRole('cell', { name: admin.email })).not.toBeInTheDocument());
      expect(screen.getByTestId('where')).toHaveTextContent('status=DEACTIVATED');
    });

    it("asks 'Delete this user?' before deleting, and does nothing on Cancel", async () => {
      const user = userEvent.setup();
      const deleted = spiedOn(once(ADMIN_DELETE_USER_MUTATION, { id: 3 }, { deleteUser: true }));
      await openUsers(customer, [deleted.mock]);
      await clickActionIn(user, row(customer.email), /^Delete/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete this user?');
      await answerConfirm(user, 'Cancel');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(deleted.spy).not.toHaveBeenCalled();

      await confirmDeleteIn(user, row(customer.email));
      await waitFor(() => expect(deleted.spy).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('status')).toHaveTextContent(`Deleted ${customer.email}.`);
    });

    it("shows the server's message when a delete fails", async () => {
      const user = userEvent.setup();
      await openUsers(admin, [failing(ADMIN_DELETE_USER_MUTATION, { id: 1 }, 'You cannot delete your own account.')]);
      await confirmDeleteIn(user, row(admin.email));
      expect(await screen.findByRole('alert')).toHaveTextContent('You cannot delete your own account.');
    });
  });

  describe('as STAFF', () => {
    it('has no role change on an ADMIN row, moves STAFF<->USER, and cannot deactivate or delete', async () => {
      renderAdmin(<UsersPage />, { role: 'STAFF', mocks: [viewerMock, usersAsStaffMock, invitationsMock] });
      await screen.findByRole('cell', { name: admin.email });
      expect(within(row(admin.email)).queryByRole('button', { name: /^Make/ })).not.toBeInTheDocument();
      expect(within(row(staff.email)).getByRole('button', { name: /^Make Customer/ })).toBeInTheDocument();
      expect(within(row(customer.email)).getByRole('button', { name: /^Make Staff/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
    });
  });

  describe('invitations', () => {
    it.each([
      ['ADMIN', ['STAFF', 'GROUP_LEADER', 'ADMIN']],
      ['STAFF', ['STAFF', 'GROUP_LEADER']],
    ] as const)('offers %s the roles %j, STAFF by default, and no password field', (role, roles) => {
      renderAdmin(<UsersPage />, { role, mocks: [viewerMock, usersMock, invitationsMock] });
      const select = screen.getByRole('combobox', { name: 'Role' });
      expect(select).toHaveValue('STAFF');
      const values = within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
      expect(values).toEqual(roles);
      expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    });

    it('requires name and a valid email', async () => {
      const user = userEvent.setup();
      renderAdmin(<UsersPage />, { mocks: [viewerMock, usersMock, invitationsMock] });
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(await screen.findByText('Name is required.')).toBeInTheDocument();
      expect(screen.getByText('Email is required.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    });

    it("says what the chosen role can see, invites, or shows the server's message", async () => {
      const user = userEvent.setup();
      const input = { name: 'Amina', email: 'amina@rihla.test', role: 'ADMIN' } as const;
      renderAdmin(<UsersPage />, {
        mocks: [
          viewerMock,
          usersMock,
          invitationsMock,
          failing(
            ADMIN_INVITE_STAFF_MUTATION,
            { input },
            'An account already uses this email. Change the role of that account in Users instead of inviting it.',
            'CONFLICT',
          ),
          once(
            ADMIN_INVITE_STAFF_MUTATION,
            { input },
            {
              inviteStaff: { __typename: 'StaffInvitation', id: 9, email: input.email },
            },
          ),
        ],
      });
      await user.type(screen.getByLabelText(/^Name/), input.name);
      await user.type(screen.getByLabelText(/^Email/), input.email);
      expect(screen.getByText(/^Staff can see the back-office/)).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');
      expect(screen.getByText(/^Admin can see everything staff see/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An account already uses this email.');

      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(await screen.findByText('Staff member added: invitation emailed to amina@rihla.test')).toBeInTheDocument();
    });

    it('lists pending invitations; Resend mails a new link, Revoke asks first', async () => {
      const user = userEvent.setup();
      const revoked = spiedOn(once(ADMIN_REVOKE_INVITATION_MUTATION, { id: 7 }, { revokeStaffInvitation: true }));
      renderAdmin(<UsersPage />, {
        mocks: [
          viewerMock,
          usersMock,
          invitationsMock,
          once(
            ADMIN_RESEND_INVITATION_MUTATION,
            { id: 7 },
            {
              resendStaffInvitation: { __typename: 'StaffInvitation', id: 7, expiresAt: '2099-01-02T10:00:00.000Z' },
            },
          ),
          revoked.mock,
        ],
      });
      const invitation = (await screen.findByText(pending.email)).closest('tr') as HTMLElement;
      expect(invitation).toHaveTextContent('by Admin 50');
      await clickActionIn(user, invitation, /^Resend/);
      expect(
        await screen.findByText(`A new link was emailed to ${pending.email}; the earlier one no longer works.`),
      ).toBeInTheDocument();
      await clickActionIn(user, invitation, /^Revoke/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        `Revoke the invitation of ${pending.email}? Its link stops working at once.`,
      );
      await answerConfirm(user, 'Revoke');
      await waitFor(() => expect(revoked.spy).toHaveBeenCalledTimes(1));
    });
  });

  describe('avatar upload', () => {
    it("says 'Select an image first' when no file is chosen, and only takes images", async () => {
      const user = userEvent.setup();
      await openUsers(staff, [], 'STAFF');
      await clickActionIn(user, row(staff.email), /^Avatar/);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByLabelText('Avatar image')).toHaveAttribute(
        'accept',
        'image/png,image/jpeg,image/webp,image/gif',
      );
      expect(within(dialog).getByText('PNG, JPEG, WebP or GIF')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Select an image first');
      expect(globalThis.fetch).not.toHaveBeenCalled();
    });

    it('uploads the file as multipart field "avatar"', async () => {
      const user = userEvent.setup();
      const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ avatar: '/uploads/new.png' })));
      globalThis.fetch = fetchMock;
      await openUsers(staff);
      await clickActionIn(user, row(staff.email), /^Avatar/);
      const file = new File(['png'], 'me.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Avatar image'), file);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/users/2/avatar');
      expect(init.method).toBe('POST');
      expect((init.body as FormData).get('avatar')).toBe(file);
      expect(await screen.findByRole('status')).toHaveTextContent(`Avatar updated for ${staff.email}.`);
    });

    it("keeps the dialog open with the server's error", async () => {
      const user = userEvent.setup();
      globalThis.fetch = vi.fn(() => Promise.resolve(jsonResponse({ error: 'Only image files are allowed.' }, 400)));
      await openUsers(staff);
      await clickActionIn(user, row(staff.email), /^Avatar/);
      await user.upload(screen.getByLabelText('Avatar image'), new File(['x'], 'x.png', { type: 'image/png' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
        'Only image files are allowed.',
      );
    });
  });

  it('pages through users with the page/pageSize arguments', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, index) => makeUser(index + 1, 'USER'));
    renderAdmin(<UsersPage />, {
      mocks: [
        invitationsMock,
        always(ADMIN_USERS_QUERY, usersPage(many, 25), ALL),
        always(ADMIN_USERS_QUERY, usersPage([makeUser(99, 'USER')], 25), { page: 2, pageSize: 20, status: null }),
      ],
    });
    expect(await screen.findByText('Showing 1–20 of 25 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'user99@rihla.test' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21–25 of 25 users')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows the server's message instead of an empty list when users cannot be loaded", async () => {
    renderAdmin(<UsersPage />, {
      mocks: [invitationsMock, failing(ADMIN_USERS_QUERY, ALL, 'Staff only.', 'FORBIDDEN')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
    expect(screen.queryByText('No users yet.')).not.toBeInTheDocument();
  });
});
