import type { FastifyInstance } from 'fastify';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { AppDeps } from '../lib/context.ts';
import { badRequest } from '../lib/errors.ts';
import { withStoredImage } from '../lib/uploads.ts';
import { customBookingList, updateCustomBookingStatus } from '../services/custom-bookings.service.ts';
import { outboxEmail, outboxEmailList } from '../services/emails.service.ts';
import { deleteReview, reviewList } from '../services/reviews.service.ts';
import { getStats } from '../services/stats.service.ts';
import { createUser, deleteUser, setUserAvatar, updateUserRole, userList } from '../services/users.service.ts';
import { readForm } from './multipart.ts';
import { adminOperations as ops } from './openapi/admin.ts';
import { tripOperations as trips } from './openapi/trips.ts';
import { listBody, OK, routes } from './route.ts';

export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/stats', ops('getStats'), (ctx) => getStats(ctx));

  r.get('/users', ops('listUsers'), async (ctx, req, reply) =>
    listBody(await userList.rest(ctx, req.query), req, reply),
  );
  r.post('/users', ops('createUser'), async (ctx, req) => ({ user: await createUser(ctx, req.body) }));
  r.patch('/users/:id/role', ops('updateUserRole'), async (ctx, req) => ({
    user: await updateUserRole(ctx, req.params.id, req.body),
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

  r.get('/reviews', ops('listReviews'), async (ctx, req, reply) =>
    listBody(await reviewList.rest(ctx, req.query), req, reply),
  );
  r.delete('/reviews/:id', ops('deleteReview'), async (ctx, req) => (await deleteReview(ctx, req.params.id)) && OK);

  r.get('/custom-bookings', trips('listCustomBookings'), async (ctx, req, reply) =>
    listBody(await customBookingList.rest(ctx, req.query), req, reply),
  );
  r.patch('/custom-bookings/:id/status', trips('updateCustomBookingStatus'), (ctx, req) =>
    updateCustomBookingStatus(ctx, req.params.id, req.body),
  );

  r.get('/emails', ops('listEmails'), async (ctx, req, reply) =>
    listBody(await outboxEmailList(req.query).rest(ctx, req.query), req, reply),
  );
  r.get('/emails/:id', ops('getEmail'), async (ctx, req) => ({ email: await outboxEmail(ctx, req.params.id) }));
}
