import { Role } from '@rihla/db';
import { z } from 'zod';

import { codeInput, completeSignInInput, resetTwoFactorInput } from '../services/two-factor.service.ts';
import { Ok, operations } from './openapi/operation.ts';

/** Two-factor sign-in for staff (services/two-factor.service.ts, docs/decisions/0051-two-factor-sign-in.md). */
export const twoFactorOperations = operations(() => {
  const RecoveryCodes = z.array(z.string()).meta({ description: 'Shown once: only their hashes are kept.' });
  return {
    completeSignIn: {
      operationId: 'completeSignIn',
      summary: "The second step of a sign-in: the login's challenge and an authenticator or recovery code",
      description:
        'Failed codes count against the account like failed passwords (429 past the limit); a challenge is spent by its first success or its fifth wrong code.',
      tag: 'auth',
      access: 'public',
      body: completeSignInInput,
      response: z
        .object({ token: z.string(), role: z.enum(Role), twoFactor: z.null(), challenge: z.null() })
        .meta({ id: 'SignInCompleted' }),
      errors: [429],
    },
    status: {
      operationId: 'getTwoFactorStatus',
      summary: "The signed-in account's two-factor sign-in",
      tag: 'auth',
      access: 'signedIn',
      response: z.object({
        required: z.boolean(),
        enabled: z.boolean(),
        verified: z.boolean().meta({ description: 'This sign-in passed two-factor.' }),
        recoveryCodesLeft: z.number().int(),
      }),
    },
    startEnrolment: {
      operationId: 'startTwoFactorEnrolment',
      summary: 'Staff: a new authenticator secret (the only answer that carries it), waiting for its first code',
      tag: 'auth',
      access: 'signedIn',
      response: z.object({ secret: z.string(), uri: z.string() }),
      errors: [403, 409],
    },
    confirmEnrolment: {
      operationId: 'confirmTwoFactorEnrolment',
      summary: "Turn two-factor on with the app's first code; every other session ends, a new token is answered",
      tag: 'auth',
      access: 'signedIn',
      body: codeInput,
      response: z.object({ token: z.string(), role: z.enum(Role), recoveryCodes: RecoveryCodes }),
      errors: [403, 409, 429],
    },
    regenerateRecoveryCodes: {
      operationId: 'regenerateRecoveryCodes',
      summary: 'Ten new recovery codes, proven by a current authenticator code (the old ones stop working)',
      tag: 'auth',
      access: 'signedIn',
      body: codeInput,
      response: z.object({ recoveryCodes: RecoveryCodes }),
      errors: [403, 429],
    },
    reset: {
      operationId: 'resetTwoFactor',
      summary: "Admin: clear another staff member's authenticator and recovery codes (their sessions end)",
      tag: 'admin',
      access: 'admin',
      body: resetTwoFactorInput,
      response: Ok,
      errors: [404],
    },
  };
});
