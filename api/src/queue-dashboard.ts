import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';

import { signToken } from './lib/auth/tokens.ts';
import { requireAdmin, viewerFromToken } from './lib/auth/viewer.ts';
import type { AppDeps } from './lib/context.ts';
import { forbidden, unauthenticated } from './lib/errors.ts';
import { contextFor } from './rest/context.ts';

const QUEUES_PATH = '/admin/queues';
const COOKIE = 'rihla_queues';
const COOKIE_TTL_S = 15 * 60;

/**
 * bull-board for ADMINs only. A browser cannot send our bearer token on a page load, so the admin area
 * exchanges it (POST /api/admin/queues/session) for a short-lived signed, httpOnly cookie scoped to
 * /admin/queues. The cookie is a 'queues' token with its own key (lib/auth/tokens.ts): a leaked bearer token
 * does not open the dashboard and the cookie is no bearer token. Every dashboard request re-checks that the
 * cookie's user is still an ADMIN and has not logged out since (tokenVersion).
 * See docs/decisions/0004-queue-dashboard-auth.md.
 */
export async function mountQueueDashboard(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/admin/queues/session', async (request, reply) => {
    const viewer = requireAdmin((await contextFor(deps, request)).viewer);
    const { tokenVersion } = await deps.db.user.findUniqueOrThrow({
      where: { id: viewer.id },
      select: { tokenVersion: true },
    });
    const claims = { userId: viewer.id, role: viewer.role, tokenVersion };
    const token = await signToken('queues', claims, deps.config.jwtSecret, `${COOKIE_TTL_S}s`);
    reply.setCookie(COOKIE, token, {
      path: QUEUES_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.config.production,
      maxAge: COOKIE_TTL_S,
    });
    return { url: QUEUES_PATH };
  });

  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({ queues: deps.queues.all().map((q) => new BullMQAdapter(q)), serverAdapter });

  await app.register(async (scope) => {
    // Answers refusals itself: bull-board's own error handler would turn a thrown 401/403 into a 500.
    scope.addHook('onRequest', async (request, reply) => {
      const user = await viewerFromToken(deps.db, 'queues', request.cookies[COOKIE] ?? '', deps.config.jwtSecret);
      const refusal = !user
        ? unauthenticated('Open the queue dashboard from the admin area.')
        : user.role !== 'ADMIN'
          ? forbidden()
          : null;
      if (refusal) return reply.code(refusal.status).send({ error: refusal.message });
    });
    // bull-board's UI relies on inline scripts that the site-wide CSP forbids.
    scope.addHook('onSend', async (_request, reply) => {
      reply.removeHeader('content-security-policy');
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUES_PATH });
  });
}
