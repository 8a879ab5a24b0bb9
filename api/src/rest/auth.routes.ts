import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
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
import { authOperations } from './auth.openapi.ts';
import { OK, routes } from './route.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/auth/setup-required', authOperations('setupRequired'), async (ctx) => ({
    setupRequired: await isSetupRequired(ctx),
  }));
  r.post('/auth/login', authOperations('login'), (ctx, req) => login(ctx, req.body), 200);
  r.post('/auth/register', authOperations('register'), (ctx, req) => register(ctx, req.body));
  r.post('/auth/logout', authOperations('logout'), async (ctx) => (await logout(ctx), OK), 200);
  r.post(
    '/auth/logout-everywhere',
    authOperations('logoutEverywhere'),
    async (ctx) => (await logoutEverywhere(ctx), OK),
    200,
  );
  r.post('/auth/password', authOperations('changePassword'), (ctx, req) => changePassword(ctx, req.body), 200);
  r.post(
    '/auth/password-reset',
    authOperations('requestPasswordReset'),
    (ctx, req) => requestPasswordReset(ctx, req.body),
    200,
  );
  r.post(
    '/auth/password-reset/confirm',
    authOperations('resetPassword'),
    (ctx, req) => resetPassword(ctx, req.body),
    200,
  );
}
