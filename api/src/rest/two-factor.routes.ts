import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { unauthenticated } from '../lib/errors.ts';
import {
  completeSignIn,
  confirmTwoFactorEnrolment,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startTwoFactorEnrolment,
  twoFactorStatus,
} from '../services/two-factor.service.ts';
import { OK, routes } from './route.ts';
import { twoFactorOperations } from './two-factor.openapi.ts';

export function twoFactorRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post(
    '/auth/login/two-factor',
    twoFactorOperations('completeSignIn'),
    (ctx, req) => completeSignIn(ctx, req.body),
    200,
  );
  r.get('/auth/two-factor', twoFactorOperations('status'), async (ctx) => {
    const status = await twoFactorStatus(ctx);
    if (!status) throw unauthenticated();
    return status;
  });
  r.post(
    '/auth/two-factor/enrolment',
    twoFactorOperations('startEnrolment'),
    (ctx) => startTwoFactorEnrolment(ctx),
    200,
  );
  r.post(
    '/auth/two-factor/enrolment/confirm',
    twoFactorOperations('confirmEnrolment'),
    (ctx, req) => confirmTwoFactorEnrolment(ctx, req.body),
    200,
  );
  r.post(
    '/auth/two-factor/recovery-codes',
    twoFactorOperations('regenerateRecoveryCodes'),
    (ctx, req) => regenerateRecoveryCodes(ctx, req.body),
    200,
  );
  r.post(
    '/auth/two-factor/reset',
    twoFactorOperations('reset'),
    async (ctx, req) => (await resetTwoFactor(ctx, req.body), OK),
    200,
  );
}
