import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startTwoFactorEnrolment,
  twoFactorStatus,
} from '../services/two-factor.service.ts';
import { adminOnly, builder } from './builder.ts';
import { RoleEnum, UserType } from './users.ts';

const TwoFactorStatusType = builder.simpleObject('TwoFactorStatus', {
  description: "The signed-in account's two-factor sign-in (decision 0051).",
  fields: (t) => ({
    required: t.boolean({ description: 'This account must sign in with a code (STAFF_TWO_FACTOR=required).' }),
    enabled: t.boolean(),
    verified: t.boolean({ description: 'This sign-in passed two-factor.' }),
    recoveryCodesLeft: t.int(),
  }),
});

const TwoFactorEnrolment = builder.simpleObject('TwoFactorEnrolment', {
  description: 'The only answer carrying the secret: for the authenticator app, as text and as an otpauth:// address.',
  fields: (t) => ({ secret: t.string(), uri: t.string() }),
});

const TwoFactorEnabled = builder.simpleObject('TwoFactorEnabled', {
  fields: (t) => ({
    token: t.string({ description: "The new session (the account's other sessions ended)." }),
    role: t.field({ type: RoleEnum }),
    recoveryCodes: t.stringList({ description: 'Shown once: only their hashes are kept.' }),
  }),
});

const RecoveryCodes = builder.simpleObject('RecoveryCodes', {
  fields: (t) => ({ recoveryCodes: t.stringList({ description: 'Shown once; the previous codes stop working.' }) }),
});

builder.queryField('twoFactorStatus', (t) =>
  t.field({
    type: TwoFactorStatusType,
    nullable: true,
    description: 'Null when signed out. Also answers a staff sign-in that must set up two-factor first.',
    resolve: (_root, _args, ctx) => twoFactorStatus(ctx),
  }),
);

builder.mutationFields((t) => ({
  startTwoFactorEnrolment: t.field({
    type: TwoFactorEnrolment,
    description: 'STAFF/ADMIN: a new authenticator secret, waiting for its first code (confirmTwoFactorEnrolment).',
    resolve: (_root, _args, ctx) => startTwoFactorEnrolment(ctx),
  }),
  confirmTwoFactorEnrolment: t.field({
    type: TwoFactorEnabled,
    description: "Turns two-factor on with the app's first code; ends every other sign-in of the account.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmTwoFactorEnrolment(ctx, args),
  }),
  regenerateRecoveryCodes: t.field({
    type: RecoveryCodes,
    description: 'Ten new recovery codes, proven by a current authenticator code.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => regenerateRecoveryCodes(ctx, args),
  }),
  disableTwoFactor: t.boolean({
    description: 'Turns your own two-factor off with a current code; refused while it is required for staff.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => disableTwoFactor(ctx, args),
  }),
  resetTwoFactor: t.boolean({
    ...adminOnly,
    description: "ADMIN: clears another staff member's authenticator and recovery codes and ends their sign-ins.",
    args: { userId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => resetTwoFactor(ctx, args),
  }),
}));

builder.prismaObjectField(UserType, 'twoFactorEnabled', (t) =>
  t.boolean({
    description: 'The account signs in with an authenticator code (decision 0051).',
    select: { twoFactor: { select: { enabledAt: true } } },
    resolve: (user) => !!user.twoFactor?.enabledAt,
  }),
);
