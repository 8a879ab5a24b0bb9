import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  changePassword,
  isSetupRequired,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from '../services/auth.service.ts';
import { OK, routes } from './route.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/auth/setup-required', async (ctx) => ({ setupRequired: await isSetupRequired(ctx) }));
  r.post('/auth/login', (ctx, req) => login(ctx, req.body), 200);
  r.post('/auth/register', (ctx, req) => register(ctx, req.body));
  r.post('/auth/logout', async (ctx) => (await logout(ctx), OK), 200);
  r.post('/auth/password', (ctx, req) => changePassword(ctx, req.body), 200);
  r.post('/auth/password-reset', (ctx, req) => requestPasswordReset(ctx, req.body), 200);
  r.post('/auth/password-reset/confirm', (ctx, req) => resetPassword(ctx, req.body), 200);
}
