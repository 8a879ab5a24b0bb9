import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { packagesMock } from '../../test/fixtures';
import { clickButton, setupApp, type TestUser, typeIntoFields } from '../../test/interact';
import { myBooking, myBookingsPage } from '../../test/myBookings';
import { LOGIN_MUTATION } from './LoginForm';
import { safeNextPath } from './postAuthPath';
import { REGISTER_MUTATION, SETUP_REQUIRED_QUERY } from './useRegistration';

/** Issue #31: after signing up or in, the visitor is welcomed and goes where they were going, on this site only. */
const setupDone = {
  request: { query: SETUP_REQUIRED_QUERY },
  result: { data: { setupRequired: false } },
  maxUsageCount: 5,
};
const account = { name: 'Amina', email: 'amina@example.com', password: 'secret' };
const issued = (field: 'login' | 'register') => ({
  data: { [field]: { __typename: 'AuthPayload', token: 'token-USER', role: 'USER' } },
});

async function signUp(user: TestUser) {
  await typeIntoFields(user, [
    [/Name/, account.name],
    [/Email/, account.email],
    [/Password/, account.password],
  ]);
  await clickButton(user, 'Create account');
}

const location = () => screen.getByTestId('location');

describe('safeNextPath', () => {
  it.each([
    ['/my-trips', '/my-trips'],
    ['/checkout?booking=41&kind=PACKAGE', '/checkout?booking=41&kind=PACKAGE'],
    ['/packages/umrah#dates', '/packages/umrah#dates'],
  ])('keeps the path of this site %s', (next, path) => expect(safeNextPath(next)).toBe(path));

  it.each([
    'https://evil.example/',
    '//evil.example/my-trips',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'my-trips',
    '/\tevil',
    '/\t/evil.example',
    '/login?next=%2Fmy-trips',
    '/register',
    '',
    null,
  ])('refuses %j: never an open redirect (nor a loop)', (next) => expect(safeNextPath(next)).toBeNull());
});

describe('after signing up', () => {
  it('the Signup tab is titled for what it does, and the new customer is welcomed where they were going', async () => {
    const { user } = setupApp({
      route: '/register?next=%2Fmy-trips',
      mocks: [
        setupDone,
        { request: { query: REGISTER_MUTATION, variables: { input: account } }, result: issued('register') },
        myBookingsPage(null, [myBooking()]),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(document.title).toBe('Create your account · Rihla');
    await signUp(user);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/my-trips$/));
    const welcome = await screen.findByRole('status');
    expect(welcome).toHaveTextContent('Welcome to Rihla, Amina');
    expect(welcome).toHaveTextContent('Your account is ready, and you are signed in.');
  });

  it('a link to another site sends the new customer home, not there', async () => {
    const { user } = setupApp({
      route: '/register?next=%2F%2Fevil.example%2F',
      mocks: [
        setupDone,
        { request: { query: REGISTER_MUTATION, variables: { input: account } }, result: issued('register') },
        packagesMock([]),
      ],
    });
    await signUp(user);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(document.querySelector('.welcome-notice')).toHaveTextContent('Welcome to Rihla, Amina'));
  });

  it('from a guest’s confirmation: asks to adopt the booking this tab holds the token of, and says so', async () => {
    window.sessionStorage.setItem('rihla.booking-token.PACKAGE.41', 'tok_guest');
    const input = { ...account, adoptBooking: { id: 41, kind: 'PACKAGE' } };
    const { user } = setupApp({
      route: '/register?next=%2Fmy-trips&adopt=PACKAGE-41',
      mocks: [
        setupDone,
        { request: { query: REGISTER_MUTATION, variables: { input } }, result: issued('register') },
        myBookingsPage(null, [myBooking()]),
      ],
    });
    expect(await screen.findByText('Your booking joins your new account')).toBeInTheDocument();
    await signUp(user);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/my-trips$/));
  });

  it('switching to the Login tab keeps where the visitor was going; signing in goes there', async () => {
    const { user } = setupApp({
      route: '/register?next=%2Fcheckout%3Fbooking%3D41',
      mocks: [
        setupDone,
        {
          request: { query: LOGIN_MUTATION, variables: { email: account.email, password: account.password } },
          result: issued('login'),
        },
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(location()).toHaveAttribute('data-search', '?next=%2Fcheckout%3Fbooking%3D41');
    await typeIntoFields(user, [
      [/Email/, account.email],
      [/Password/, account.password],
    ]);
    await clickButton(user, 'Login');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/checkout$/));
    expect(location()).toHaveAttribute('data-search', '?booking=41');
    // Signing in is not a new account: no welcome.
    expect(screen.queryByText(/Welcome to Rihla/)).not.toBeInTheDocument();
  });
});
