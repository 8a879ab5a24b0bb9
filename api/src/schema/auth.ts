import {
  changePassword,
  isSetupRequired,
  login,
  logout,
  logoutEverywhere,
  register,
  requestPasswordReset,
  resetPassword,
} from '../services/auth.service.ts';
import { completeSignIn } from '../services/two-factor.service.ts';
import { currentUser } from '../services/users.service.ts';
import { builder } from './builder.ts';
import { inputMutation } from './fields.ts';
import { noticeFields } from './notice.ts';
import { BookingKindEnum } from './payments.ts';
import { RoleEnum, UserType } from './users.ts';

const AuthPayload = builder.simpleObject('AuthPayload', {
  fields: (t) => ({ token: t.string(), role: t.field({ type: RoleEnum }) }),
});

const TwoFactorStepEnum = builder.enumType('TwoFactorStep', {
  description: 'What a password sign-in still needs (decision 0051).',
  values: {
    CODE: { description: 'Send `challenge` with an authenticator or recovery code to completeSignIn.' },
    ENROL: { description: 'The token may only set up an authenticator (STAFF_TWO_FACTOR is required).' },
  } as const,
});

const SignInPayload = builder.simpleObject('SignInPayload', {
  fields: (t) => ({
    token: t.string({ nullable: true, description: 'The session; null while the second step is owed.' }),
    role: t.field({ type: RoleEnum }),
    twoFactor: t.field({ type: TwoFactorStepEnum, nullable: true }),
    challenge: t.string({
      nullable: true,
      description: 'With twoFactor CODE: redeem once, within 5 minutes, with completeSignIn.',
    }),
  }),
});

const MessagePayload = builder.simpleObject('PasswordResetPayload', { fields: (t) => noticeFields(t) });

const AdoptBookingInput = builder.inputType('AdoptBookingInput', {
  description: 'A guest booking for the new account: send its access token as the X-Booking-Token header.',
  fields: (t) => ({
    id: t.int({ required: true }),
    kind: t.field({ type: BookingKindEnum, defaultValue: 'PACKAGE' }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    role: t.field({ type: RoleEnum }),
    adoptBooking: t.field({
      type: AdoptBookingInput,
      description: 'Adds this booking to the account: it must have been made with the same email, by a guest.',
    }),
  }),
});

builder.queryFields((t) => ({
  setupRequired: t.boolean({ resolve: (_root, _args, ctx) => isSetupRequired(ctx) }),
  me: t.field({ type: UserType, nullable: true, resolve: (_root, _args, ctx) => currentUser(ctx) }),
}));

inputMutation('register', AuthPayload, RegisterInput, register);

builder.mutationFields((t) => ({
  login: t.field({
    type: SignInPayload,
    description:
      'A STAFF/ADMIN with two-factor on gets a challenge instead of a token (twoFactor CODE); see completeSignIn.',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx, args),
  }),
  completeSignIn: t.field({
    type: SignInPayload,
    description: "The second step of a sign-in: the challenge and the authenticator's code, or a recovery code.",
    args: {
      challenge: t.arg.string({ required: true }),
      code: t.arg.string(),
      recoveryCode: t.arg.string(),
    },
    resolve: (_root, args, ctx) => completeSignIn(ctx, args),
  }),
  logout: t.boolean({
    description: "Ends this session (this device); the user's other sessions go on.",
    resolve: (_root, _args, ctx) => logout(ctx),
  }),
  logoutEverywhere: t.boolean({
    description: 'Ends every session of the signed-in user (all devices, this one included).',
    resolve: (_root, _args, ctx) => logoutEverywhere(ctx),
  }),
  changePassword: t.field({
    type: AuthPayload,
    description: 'Ends every other session; the answer carries a fresh token for this one.',
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => changePassword(ctx, args),
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    description:
      'Mails a one-hour, single-use reset link when the address has an account; answers the same either way.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args),
  }),
  resetPassword: t.field({
    type: MessagePayload,
    description: "Sets a new password with a reset link's token and ends every session of the account.",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resetPassword(ctx, args),
  }),
}));
