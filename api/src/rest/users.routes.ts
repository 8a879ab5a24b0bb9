import type { FastifyInstance } from 'fastify';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { AppDeps } from '../lib/context.ts';
import { badRequest } from '../lib/errors.ts';
import { withStoredImage } from '../lib/uploads.ts';
import {
  createUser,
  deleteUser,
  setUserActive,
  setUserAvatar,
  updateUserRole,
  userList,
} from '../services/users.service.ts';
import { readForm } from './multipart.ts';
import { listBody, OK, routes } from './route.ts';
import { userOperations as ops } from './users.openapi.ts';

export function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/users', ops('listUsers'), async (ctx, req, reply) =>
    listBody(await userList.rest(ctx, req.query), req, reply),
  );
  // Gone (issue #32): accounts are invited (POST /api/staff-invitations) or sign up; the answer says so.
  r.post('/users', ops('createUser'), (ctx) => createUser(ctx));
  r.patch('/users/:id/role', ops('updateUserRole'), async (ctx, req) => ({
    user: await updateUserRole(ctx, req.params.id, req.body),
  }));
  r.patch('/users/:id/active', ops('setUserActive'), async (ctx, req) => ({
    user: await setUserActive(ctx, req.params.id, req.body),
  }));
  r.delete('/users/:id', ops('deleteUser'), async (ctx, req) => (await deleteUser(ctx, req.params.id)) && OK);
  r.post(
    '/users/:id/avatar',
    ops('setUserAvatar'),
    async (ctx, req) => {
      requireStaff(ctx.viewer);
      const form = await readForm(req, 'avatar');
      if (!form.image) throw badRequest('IMAGE_REQUIRED');
      return withStoredImage(ctx.storage, form.image, (url) => setUserAvatar(ctx, req.params.id, url!));
    },
    200,
  );
}
