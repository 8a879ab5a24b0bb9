import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getSession } from '../lib/session';
import { graphQLErrorResult, packagesMock } from '../test/fixtures';
import { clickButton, setupApp, type TestUser, typeIntoFields } from '../test/interact';
import { renderApp } from '../test/render';
import { LOGIN_MUTATION } from './auth/LoginForm';
import { REGISTER_MUTATION, SETUP_REQUIRED_QUERY } from './auth/useRegistration';

vi.mock('../admin/AdminApp', () => ({ default: () => <h1>Admin</h1> }));

function setupRequiredMock(setupRequired: boolean) {
  return { request: { query: SETUP_REQUIRED_QUERY }, result: { data: { setupRequired } }, maxUsageCount: 5 };
}

function authPayload(field: 'login' | 'register', role: string) {
  return { data: { [field]: { __typename: 'AuthPayload', token: `token-${role}`, role } } };
}

function loginMock(result: object) {
  return { request: { query: LOGIN_MUTATION, variables: { email: 'amina@example.com', password: 'secret' } }, result };
}

async function logIn(user: TestUser) {
  await typeIntoFields(user, [
    [/Email/, ' amina@example.com '],
    [/Password/, 'secret'],
  ]);
  await clickButton(user, 'Login');
}

/** The register request of the account signUp types; `role` only when the form asks for the first admin. */
function registerRequest(role?: 'ADMIN') {
  const input = { name: 'Amina', email: 'amina@example.com', password: 'secret' };
  return { query: REGISTER_MUTATION, variables: { input: role ? { ...input, role } : input } };
}

async function signUp(user: TestUser) {
  await typeIntoFields(user, [
    [/Name/, 'Amina'],
    [/Email/, 'amina@example.com'],
    [/Password/, 'secret'],
  ]);
  await clickButton(user, 'Create account');
}

describe('auth screen', () => {
  it("is titled 'Login Form' and opens on the Login tab at /login", () => {
    renderApp({ route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login Form' })).toBeInTheDocument();
    expect(document.title).toBe('Login Form · Rihla');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the Signup tab at /register, and switching tabs changes the path', async () => {
    const { user } = setupApp({ route: '/register', mocks: [setupRequiredMock(false)] });
    expect(screen.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('login', () => {
  it("requires email and password: 'Please enter email and password.'", async () => {
    const { user } = setupApp({ route: '/login' });
    await clickButton(user, 'Login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter email and password.');
    await user.type(screen.getByLabelText(/Email/), 'amina@example.com');
    await clickButton(user, 'Login');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email and password.');
  });

  it('shows the server error inline above the button', async () => {
    const { user } = setupApp({
      route: '/login',
      mocks: [loginMock(graphQLErrorResult('Wrong email or password', 'UNAUTHENTICATED'))],
    });
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong email or password');
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Login' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("falls back to 'Invalid credentials' and 'Login failed'", async () => {
    const { user, unmount } = setupApp({ route: '/login', mocks: [loginMock({ errors: [{ message: '' }] })] });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    unmount();

    renderApp({ route: '/login', mocks: [{ ...loginMock({}), result: undefined, error: new Error('') }] });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('takes a USER home and stores the session', async () => {
    const { user } = setupApp({ route: '/login', mocks: [loginMock(authPayload('login', 'USER')), packagesMock([])] });
    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getSession()).toEqual({ token: 'token-USER', role: 'USER' });
  });

  it('takes ADMIN and STAFF to /admin', async () => {
    const { user } = setupApp({ route: '/login', mocks: [loginMock(authPayload('login', 'STAFF'))] });
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });
});

describe('signup', () => {
  it("requires name, email and password: 'Please fill all fields.'", async () => {
    const { user } = setupApp({ route: '/register', mocks: [setupRequiredMock(false)] });
    await user.type(screen.getByLabelText(/Name/), 'Amina');
    await clickButton(user, 'Create account');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields.');
  });

  it('offers Admin/Customer (default Customer) while setup is required', async () => {
    renderApp({ route: '/register', mocks: [setupRequiredMock(true)] });
    expect(await screen.findByRole('radio', { name: 'Customer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
  });

  it('creates only customers once an admin exists', async () => {
    const { user } = setupApp({
      route: '/register',
      mocks: [
        setupRequiredMock(false),
        { request: registerRequest(), result: authPayload('register', 'USER') },
        packagesMock([]),
      ],
    });
    expect(await screen.findByText(/New accounts are customer accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await signUp(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getSession()?.role).toBe('USER');
  });

  it('creates the first admin when chosen and goes to /admin', async () => {
    const { user } = setupApp({
      route: '/register',
      mocks: [setupRequiredMock(true), { request: registerRequest('ADMIN'), result: authPayload('register', 'ADMIN') }],
    });
    await user.click(await screen.findByRole('radio', { name: 'Admin' }));
    await signUp(user);
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it("shows the server error, else 'Could not create account.' / 'Registration failed.'", async () => {
    const request = registerRequest();
    const cases = [
      {
        mock: { request, result: graphQLErrorResult('Email already registered', 'CONFLICT') },
        text: 'Email already registered',
      },
      { mock: { request, result: { errors: [{ message: '' }] } }, text: 'Could not create account.' },
      { mock: { request, error: new Error('') }, text: 'Registration failed.' },
    ];
    for (const { mock, text } of cases) {
      const { user, unmount } = setupApp({ route: '/register', mocks: [setupRequiredMock(false), mock] });
      await screen.findByText(/New accounts are customer accounts/);
      await signUp(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      unmount();
    }
  });
});

describe('auth screen in Arabic and Indonesian', () => {
  it('logs in in Arabic: heading, tabs, fields, and the fallback refusal translated', async () => {
    const { user } = setupApp({ route: '/login', locale: 'ar', mocks: [loginMock({ errors: [{ message: '' }] })] });
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'إنشاء حساب' })).toBeInTheDocument();
    expect(screen.getByText('﴿وَتَزَوَّدُوا فَإِنَّ خَيْرَ الزَّادِ التَّقْوَىٰ﴾')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute('href', '/reset-password');
    await typeIntoFields(user, [
      [/البريد الإلكتروني/, 'amina@example.com'],
      [/كلمة المرور/, 'secret'],
    ]);
    await clickButton(user, 'تسجيل الدخول');
    expect(await screen.findByRole('alert')).toHaveTextContent('بيانات الدخول غير صحيحة');
  });

  it('offers the signup tab in Indonesian', async () => {
    setupApp({ route: '/register', locale: 'id', mocks: [setupRequiredMock(true)] });
    expect(screen.getByRole('tab', { name: 'Daftar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Nama/ })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Pelanggan' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Buat akun' })).toBeInTheDocument();
  });
});
