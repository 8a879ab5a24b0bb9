import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ADMIN_USERS_QUERY } from '../components/staffLists';
import { makeUser } from '../test/fixtures';
import { always, failing, FIRST_PAGE, jsonResponse, once, pageOf, spiedOn } from '../test/mocks';
import { type AdminRenderOptions, renderAdmin } from '../test/render';
import { answerConfirm, clickActionIn, confirmDeleteIn, rowWithCell as row } from '../test/screen';
import { ADMIN_CREATE_USER_MUTATION } from './users/CreateUserForm';
import { ADMIN_DELETE_USER_MUTATION, ADMIN_UPDATE_USER_ROLE_MUTATION } from './users/UsersTable';
import { ADMIN_VIEWER_QUERY } from './users/useViewer';
import { UsersPage } from './UsersPage';

// The rows as another ADMIN gets them: the server says which roles that viewer may give each user.
const admin = makeUser(1, 'ADMIN', { grantableRoles: ['STAFF', 'USER'] });
const staff = makeUser(2, 'STAFF', { avatar: '/uploads/staff2.png', grantableRoles: ['ADMIN', 'USER'] });
const customer = makeUser(3, 'USER', { grantableRoles: ['ADMIN', 'STAFF'] });
const usersPage = (items = [admin, staff, customer], total = items.length) => ({
  users: pageOf('UserPage', items, total),
});
const usersMock = always(ADMIN_USERS_QUERY, usersPage(), FIRST_PAGE);
/** The same rows as a STAFF member gets them: no role of an admin's, no ADMIN to give. */
const usersAsStaffMock = always(
  ADMIN_USERS_QUERY,
  usersPage([
    { ...admin, grantableRoles: [] },
    { ...staff, grantableRoles: ['USER'] },
    { ...customer, grantableRoles: ['STAFF'] },
  ]),
  FIRST_PAGE,
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
  renderAdmin(<UsersPage />, { role, mocks: [viewerMock, usersMock, ...mocks] });
  await screen.findByRole('cell', { name: shown.email });
}

describe('users page', () => {
  it('lists users with a 40px round avatar (default picture when none), name, email and role badge', async () => {
    renderAdmin(<UsersPage />, { mocks: [viewerMock, usersMock] });
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('cell', { name: admin.email });
    const adminAvatar = within(row(admin.email)).getByRole('img', { name: `Avatar of ${admin.name}` });
    expect(adminAvatar).toHaveAttribute('src', '/images/avatar-default.svg');
    expect(adminAvatar).toHaveAttribute('width', '40');
    expect(within(row(staff.email)).getByRole('img', { name: /Avatar/ })).toHaveAttribute('src', '/uploads/staff2.png');
    expect(within(row(staff.email)).getByText('Staff')).toHaveClass('badge');
    expect(screen.getByText('Showing 1–3 of 3 users')).toBeInTheDocument();
  });

  describe('as ADMIN', () => {
    it('toggles ADMIN<->STAFF on any user and shows Delete', async () => {
      await openUsers(admin);
      expect(within(row(admin.email)).getByRole('button', { name: /^Make Staff/ })).toBeInTheDocument();
      expect(within(row(staff.email)).getByRole('button', { name: /^Make Admin/ })).toBeInTheDocument();
      expect(within(row(customer.email)).getByRole('button', { name: /^Make Admin/ })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);
    });

    it('offers no Make Staff or Delete on their own row (the server refuses both)', async () => {
      const ownRowServed = always(
        ADMIN_USERS_QUERY,
        usersPage([{ ...admin, grantableRoles: [] }, staff, customer]),
        FIRST_PAGE,
      );
      renderAdmin(<UsersPage />, { mocks: [signedInAs(admin), ownRowServed] });
      await waitFor(() =>
        expect(within(row(admin.email)).queryByRole('button', { name: /^Make Staff/ })).not.toBeInTheDocument(),
      );
      expect(within(row(admin.email)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      expect(within(row(admin.email)).getByRole('button', { name: /^Avatar/ })).toBeInTheDocument();
      expect(within(row(staff.email)).getByRole('button', { name: /^Make Admin/ })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
    });

    it("changes a role, and shows the server's message when it is refused", async () => {
      const user = userEvent.setup();
      await openUsers(staff, [
        once(
          ADMIN_UPDATE_USER_ROLE_MUTATION,
          { id: 2, role: 'ADMIN' },
          { updateUserRole: { __typename: 'User', id: 2, role: 'ADMIN', grantableRoles: ['STAFF', 'USER'] } },
        ),
        failing(
          ADMIN_UPDATE_USER_ROLE_MUTATION,
          { id: 1, role: 'STAFF' },
          'The last admin cannot be demoted.',
          'CONFLICT',
        ),
      ]);
      await clickActionIn(user, row(staff.email), /^Make Admin/);
      expect(await screen.findByRole('status')).toHaveTextContent(`${staff.name} is now Admin.`);
      expect(within(row(staff.email)).getByText('Admin')).toBeInTheDocument();

      await clickActionIn(user, row(admin.email), /^Make Staff/);
      expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot be demoted.');
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
    it('has no toggle on an ADMIN row, toggles STAFF<->USER, and cannot delete', async () => {
      renderAdmin(<UsersPage />, { role: 'STAFF', mocks: [viewerMock, usersAsStaffMock] });
      await screen.findByRole('cell', { name: admin.email });
      expect(within(row(admin.email)).queryByRole('button', { name: /^Make/ })).not.toBeInTheDocument();
      expect(within(row(staff.email)).getByRole('button', { name: /^Make User/ })).toBeInTheDocument();
      expect(within(row(customer.email)).getByRole('button', { name: /^Make Staff/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    });
  });

  describe('create form', () => {
    it.each([
      ['ADMIN', ['ADMIN', 'STAFF', 'USER']],
      ['STAFF', ['STAFF', 'USER']],
    ] as const)('offers %s the roles %j, STAFF by default', (role, roles) => {
      renderAdmin(<UsersPage />, { role, mocks: [viewerMock, usersMock] });
      const select = screen.getByRole('combobox', { name: 'Role' });
      expect(select).toHaveValue('STAFF');
      const values = within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
      expect(values).toEqual(roles);
    });

    it('requires name, email (valid) and password', async () => {
      const user = userEvent.setup();
      renderAdmin(<UsersPage />, { mocks: [viewerMock, usersMock] });
      await user.click(screen.getByRole('button', { name: 'Create user' }));
      expect(await screen.findByText('Name is required.')).toBeInTheDocument();
      expect(screen.getByText('Email is required.')).toBeInTheDocument();
      expect(screen.getByText('Password is required.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Create user' }));
      expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    });

    it("creates a user with the chosen role, or shows the server's message", async () => {
      const user = userEvent.setup();
      const input = { name: 'Amina', email: 'amina@rihla.test', password: 'long-password', role: 'USER' } as const;
      const created = makeUser(9, 'USER', { name: 'Amina', email: 'amina@rihla.test' });
      renderAdmin(<UsersPage />, {
        mocks: [
          usersMock,
          failing(ADMIN_CREATE_USER_MUTATION, { input }, 'An account with this email already exists.', 'CONFLICT'),
          once(ADMIN_CREATE_USER_MUTATION, { input }, { createUser: created }),
        ],
      });
      await user.type(screen.getByLabelText(/^Name/), input.name);
      await user.type(screen.getByLabelText(/^Email/), input.email);
      await user.type(screen.getByLabelText(/^Password/), input.password);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'USER');
      await user.click(screen.getByRole('button', { name: 'Create user' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');

      await user.click(screen.getByRole('button', { name: 'Create user' }));
      expect(await screen.findByText('User created: amina@rihla.test')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('STAFF');
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
        always(ADMIN_USERS_QUERY, usersPage(many, 25), FIRST_PAGE),
        always(ADMIN_USERS_QUERY, usersPage([makeUser(99, 'USER')], 25), { page: 2, pageSize: 20 }),
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
    renderAdmin(<UsersPage />, { mocks: [failing(ADMIN_USERS_QUERY, FIRST_PAGE, 'Staff only.', 'FORBIDDEN')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
    expect(screen.queryByText('No users yet.')).not.toBeInTheDocument();
  });
});
