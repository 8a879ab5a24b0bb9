import { Role } from '@rihla/db';
import { z } from 'zod';

import {
  changePasswordInput,
  loginInput,
  registerInput,
  resetInput,
  resetRequestInput,
} from '../services/auth.service.ts';
import { Notice } from './openapi/notice.ts';
import { Ok, operations } from './openapi/operation.ts';

export const authOperations = operations(() => {
  const Session = z
    .object({
      token: z.string().meta({ description: 'The session token (JWT): send it as `Authorization: Bearer <token>`.' }),
      role: z.enum(Role),
    })
    .meta({ id: 'Session' });

  // A password sign-in (decision 0051): a session, or for a STAFF/ADMIN with an authenticator a challenge to redeem
  // with a code at POST /api/auth/login/two-factor.
  const SignIn = z
    .object({
      token: z
        .string()
        .nullable()
        .meta({ description: 'The session token (JWT); null while the two-factor step is owed (`twoFactor` CODE).' }),
      role: z.enum(Role),
      twoFactor: z.enum(['CODE', 'ENROL']).nullable().meta({
        description:
          'CODE: send `challenge` with a code to /api/auth/login/two-factor. ENROL: the token may only set up an authenticator.',
      }),
      challenge: z.string().nullable().meta({ description: 'Single use, valid 5 minutes.' }),
    })
    .meta({ id: 'SignIn' });

  return {
    setupRequired: {
      operationId: 'getSetupRequired',
      summary: 'Whether the first administrator still has to be created',
      tag: 'auth',
      access: 'public',
      response: z.object({ setupRequired: z.boolean() }),
    },
    login: {
      operationId: 'login',
      summary: 'Sign in with email and password',
      tag: 'auth',
      access: 'public',
      description: 'A deactivated account answers 403 ACCOUNT_DEACTIVATED once its password is right.',
      body: loginInput,
      response: SignIn,
      errors: [403, 429],
    },
    register: {
      operationId: 'register',
      summary: 'Create an account (the first one may be the administrator, during setup)',
      tag: 'auth',
      access: 'public',
      description:
        'With `adoptBooking` and the booking’s X-Booking-Token, the guest booking made with the same email joins the new account (404 without the token, 400 for another email, 409 when it already has an account).',
      body: registerInput,
      response: Session,
      errors: [403, 404, 409, 429],
    },
    logout: {
      operationId: 'logout',
      summary: 'End this session (this device); the other sessions of the user go on',
      tag: 'auth',
      access: 'signedIn',
      response: Ok,
    },
    logoutEverywhere: {
      operationId: 'logoutEverywhere',
      summary: 'End every session of the signed-in user (all devices, this one included)',
      tag: 'auth',
      access: 'signedIn',
      response: Ok,
    },
    changePassword: {
      operationId: 'changePassword',
      summary: 'Change the password (other sessions end; a new token is answered)',
      tag: 'auth',
      access: 'signedIn',
      body: changePasswordInput,
      response: Session,
      errors: [429],
    },
    requestPasswordReset: {
      operationId: 'requestPasswordReset',
      summary: 'Mail a one-hour password reset link, when the address has an account',
      tag: 'auth',
      access: 'public',
      body: resetRequestInput,
      response: Notice,
      errors: [429],
    },
    resetPassword: {
      operationId: 'resetPassword',
      summary: 'Choose a new password with a reset link token',
      tag: 'auth',
      access: 'public',
      body: resetInput,
      response: Notice,
      errors: [429],
    },
  };
});
