import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { getSession } from '../../lib/session';
import { clickButton, setupApp, type TestUser, typeIntoFields } from '../../test/interact';
import { LOGIN_MUTATION } from './LoginForm';
import { COMPLETE_SIGN_IN_MUTATION } from './TwoFactorStep';

vi.mock('../../admin/AdminApp', () => ({ default: () => <h1>Admin</h1> }));

/** The second step of a staff sign-in (decision 0051) on the customer-facing login page. */
const CREDENTIALS = { email: 'staff@example.com', password: 'secret' };

function loginAnswers(answer: { token: string | null; twoFactor: 'CODE' | 'ENROL' | null; challenge: string | null }) {
  return {
    request: { query: LOGIN_MUTATION, variables: CREDENTIALS },
    result: { data: { login: { __typename: 'SignInPayload', role: 'STAFF', ...answer } } },
  };
}

const codeNeeded = loginAnswers({ token: null, twoFactor: 'CODE', challenge: 'challenge-1' });

function completeMock(variables: Record<string, string>, result: object) {
  return {
    request: { query: COMPLETE_SIGN_IN_MUTATION, variables: { challenge: 'challenge-1', ...variables } },
    result,
  };
}
const signedIn = { data: { completeSignIn: { __typename: 'SignInPayload', token: 'token-2fa', role: 'STAFF' } } };

async function logIn(user: TestUser) {
  await typeIntoFields(user, [
    [/Email/, CREDENTIALS.email],
    [/Password/, CREDENTIALS.password],
  ]);
  await clickButton(user, 'Login');
}

describe('the second step of a staff sign-in', () => {
  it('asks for the code with a one-time-code numeric field, then signs in and goes to /admin', async () => {
    const { user } = setupApp({ route: '/login', mocks: [codeNeeded, completeMock({ code: '123456' }, signedIn)] });
    await logIn(user);
    const field = await screen.findByLabelText(/Code from your authenticator app/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(getSession()).toBeNull();
    await user.type(field, '123456');
    await clickButton(user, 'Verify and sign in');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(getSession()).toEqual({ token: 'token-2fa', role: 'STAFF' });
  });

  it('says when the code is missing, and shows the server refusal', async () => {
    const refusal = {
      errors: [
        new GraphQLError('That code is not right. Check your authenticator app and try again.', {
          extensions: { code: 'BAD_USER_INPUT', reason: 'TWO_FACTOR_CODE_INVALID' },
        }),
      ],
    };
    const { user } = setupApp({ route: '/login', mocks: [codeNeeded, completeMock({ code: '000000' }, refusal)] });
    await logIn(user);
    await clickButton(user, 'Verify and sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from your authenticator app.',
    );
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '000000');
    await clickButton(user, 'Verify and sign in');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'That code is not right. Check your authenticator app and try again.',
      ),
    );
    expect(getSession()).toBeNull();
  });

  it('takes a recovery code instead, sent as recoveryCode', async () => {
    const { user } = setupApp({
      route: '/login',
      mocks: [codeNeeded, completeMock({ recoveryCode: 'ABCD-EFGH-JKLM-NPQR' }, signedIn)],
    });
    await logIn(user);
    await clickButton(user, 'Use a recovery code instead');
    const field = await screen.findByLabelText(/Recovery code/);
    expect(field).not.toHaveAttribute('inputmode');
    await user.type(field, 'ABCD-EFGH-JKLM-NPQR');
    await clickButton(user, 'Verify and sign in');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('goes back to email and password', async () => {
    const { user } = setupApp({ route: '/login', mocks: [codeNeeded] });
    await logIn(user);
    await clickButton(user, 'Start again with email and password');
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  });

  it('a sign-in that must enrol keeps an enrol-only session and goes to the enrolment page', async () => {
    const { user } = setupApp({
      route: '/login',
      mocks: [loginAnswers({ token: 'token-enrol', twoFactor: 'ENROL', challenge: null })],
    });
    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/two-factor'));
    expect(getSession()).toEqual({ token: 'token-enrol', role: 'STAFF', enrol: true });
  });
});
