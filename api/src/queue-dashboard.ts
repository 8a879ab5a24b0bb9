import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type InjectOptions,
  LogController,
} from 'fastify';

import { signToken } from './lib/auth/tokens.ts';
import { requireAdmin, viewerFromToken } from './lib/auth/viewer.ts';
import { type AppDeps, contextFor } from './lib/context.ts';
import { errorBodyOf, forbidden, unauthenticated } from './lib/errors.ts';

const QUEUES_PATH = '/admin/queues';
const COOKIE = 'rihla_queues';
const COOKIE_TTL_S = 15 * 60;

/**
 * bull-board for ADMINs only. A browser cannot send our bearer token on a page load, so the admin area
 * exchanges it (POST /api/admin/queues/session) for a short-lived signed, httpOnly cookie scoped to
 * /admin/queues. The cookie is a 'queues' token with its own key (lib/auth/tokens.ts): a leaked bearer token
 * does not open the dashboard and the cookie is no bearer token. Every dashboard request re-checks that the
 * cookie's user is still an ADMIN and the sign-in it was made from is still open.
 * See docs/decisions/0004-queue-dashboard-auth.md.
 */
export async function mountQueueDashboard(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/admin/queues/session', async (request, reply) => {
    const viewer = requireAdmin((await contextFor(deps, request)).viewer);
    // Bound to the admin's sign-in: signing that device out closes the dashboard too.
    const claims = { ...viewer.session, role: viewer.role };
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

  let board: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    board ??= openBoard(app, deps).catch((error: unknown) => {
      board = undefined;
      throw error;
    });
    const { 'content-length': _length, ...headers } = request.headers;
    const answer = await (
      await board
    ).inject({
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers,
      payload: request.body as Buffer | undefined,
    });
    const { 'content-length': _sent, connection: _connection, date: _date, ...answerHeaders } = answer.headers;
    return reply.code(answer.statusCode).headers(answerHeaders).send(answer.rawPayload);
  };
  app.addHook('onClose', async () => {
    await board?.then(
      (opened) => opened.close(),
      () => undefined,
    );
  });

  await app.register((scope, _options, done) => {
    // The body goes to bull-board as it came: raw bytes, parsed there.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Answers refusals itself, before anything reaches (or loads) bull-board.
    scope.addHook('onRequest', async (request, reply) => {
      const user = await viewerFromToken(deps.db, 'queues', request.cookies[COOKIE] ?? '', deps.config.jwtSecret);
      const refusal = !user
        ? unauthenticated('QUEUE_DASHBOARD_FROM_ADMIN')
        : user.role !== 'ADMIN'
          ? forbidden()
          : null;
      if (refusal) return reply.code(refusal.status).send({ error: refusal.message });
    });
    // bull-board's UI relies on inline scripts that the site-wide CSP forbids.
    scope.addHook('onSend', async (_request, reply) => {
      reply.removeHeader('content-security-policy');
    });
    scope.all(QUEUES_PATH, forward);
    scope.all(`${QUEUES_PATH}/*`, forward);
    done();
  });
}

/**
 * bull-board (its UI, views and API: ~8 MiB resident) is loaded when an admin first opens the dashboard, not at
 * startup: Fastify takes no routes once it listens, so it runs in its own Fastify instance that the routes above
 * call in-process (`inject`) after the admin check. Same paths, same answers.
 */
async function openBoard(app: FastifyInstance, deps: AppDeps): Promise<FastifyInstance> {
  const [{ createBullBoard }, { BullMQAdapter }, { FastifyAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/fastify'),
  ]);
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({ queues: deps.queues.all().map((q) => new BullMQAdapter(q)), serverAdapter });
  const board = Fastify({
    loggerInstance: app.log,
    // The outer routes already log each request.
    logController: new LogController({ disableRequestLogging: true }),
  });
  await board.register(serverAdapter.registerPlugin(), { prefix: QUEUES_PATH });
  board.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBodyOf('NOT_FOUND')));
  await board.ready();
  return board;
}
