import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { getSession } from '../lib/session';
import { graphQLErrorResult } from '../test/fixtures';
import { renderApp } from '../test/render';
import { REGISTER_MUTATION, SETUP_REQUIRED_QUERY } from './auth/useRegistration';
import { SETUP_REDIRECT_DELAY_MS } from './SetupPage';

vi.mock('../admin/AdminApp', () => ({ default: () => <h1>Admin</h1> }));

const statusRequired = { request: { query: SETUP_REQUIRED_QUERY }, result: { data: { setupRequired: true } } };
const adminInput = { name: 'Founder', email: 'founder@example.com', password: 'long-secret', role: 'ADMIN' };

function registerMock(result: object | Error) {
  const request = { query: REGISTER_MUTATION, variables: { input: adminInput } };
  return result instanceof Error ? { request, error: result } : { request, result };
}

async function fillAdmin(user: ReturnType<typeof userEvent.setup>, { confirm = true } = {}) {
  await user.type(screen.getByLabelText(/Name/), adminInput.name);
  await user.type(screen.getByLabelText(/Email/), adminInput.email);
  await user.type(screen.getByLabelText(/Password/), adminInput.password);
  if (confirm) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create admin' }));
}

describe('/setup status', () => {
  it('enables the form while setup is required', async () => {
    renderApp({ route: '/setup', mocks: [statusRequired] });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the form once an admin exists', async () => {
    renderApp({
      route: '/setup',
      mocks: [{ request: { query: SETUP_REQUIRED_QUERY }, result: { data: { setupRequired: false } } }],
    });
    expect(
      await screen.findByText(
        'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create admin' })).toBeDisabled();
  });

  it('keeps the form enabled when the status cannot be checked', async () => {
    renderApp({ route: '/setup', mocks: [{ request: { query: SETUP_REQUIRED_QUERY }, error: new Error('offline') }] });
    expect(
      await screen.findByText('Could not verify setup status. You can attempt to create the first admin.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toBeEnabled();
  });
});

describe('/setup form', () => {
  it('requires the FIRST ADMIN confirmation, then name, email and password', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/setup', mocks: [statusRequired] });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm that you are creating the FIRST ADMIN for this system.',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill name, email, and password.'));
  });

  it('shows the password rule before submitting, and checks it', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/setup', mocks: [statusRequired] });
    const password = await screen.findByLabelText(/Password/);
    expect(password).toHaveAccessibleDescription(/At least 8 characters\./);
    await user.type(screen.getByLabelText(/Name/), adminInput.name);
    await user.type(screen.getByLabelText(/Email/), adminInput.email);
    await user.type(password, 'short');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create admin' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters.'));
  });

  it("shows 'Admin created successfully.', writes the session and opens the back-office", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/setup',
      mocks: [
        statusRequired,
        registerMock({ data: { register: { __typename: 'AuthPayload', token: 'first', role: 'ADMIN' } } }),
      ],
    });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
    await fillAdmin(user);
    expect(await screen.findByText('Admin created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(getSession()).toEqual({ token: 'first', role: 'ADMIN' }), {
      timeout: SETUP_REDIRECT_DELAY_MS + 1000,
    });
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it("says 'Could not create admin.' when the API refuses", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/setup',
      mocks: [statusRequired, registerMock(graphQLErrorResult('Setup already done', 'FORBIDDEN'))],
    });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
    await fillAdmin(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not create admin.');
    expect(alert).toHaveTextContent('Setup already done');
    expect(getSession()).toBeNull();
  });

  it("says 'Error creating admin.' when the request fails", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/setup', mocks: [statusRequired, registerMock(new Error(''))] });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeEnabled());
    await fillAdmin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating admin.');
  });
});

describe('/setup in Arabic', () => {
  it('is in Arabic, and the server refusal has an Arabic title', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/setup',
      locale: 'ar',
      mocks: [statusRequired, registerMock(graphQLErrorResult('Setup already done'))],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء أول مسؤول' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/الاسم/)).toBeEnabled());
    await user.type(screen.getByLabelText(/الاسم/), adminInput.name);
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), adminInput.email);
    await user.type(screen.getByLabelText(/كلمة المرور/), adminInput.password);
    await user.click(screen.getByRole('checkbox', { name: /أؤكد أنني أُنشئ أول مسؤول/ }));
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب المسؤول' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر إنشاء حساب المسؤول.');
    expect(alert).toHaveTextContent('Setup already done');
  });
});
