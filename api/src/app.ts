import { existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { loadConfig, type Config } from './config.ts';
import type { AppDeps } from './lib/context.ts';
import { AppError } from './lib/errors.ts';
import { db as sharedDb } from './lib/db.ts';
import { connectQueues } from './lib/queues.ts';
import { createAuthLimiter } from './lib/auth/rate-limit.ts';
import { createMemoryLimits } from './lib/rate-limits.ts';
import { createPaymentProvider } from './payments/index.ts';
import { mountGraphql } from './graphql.ts';
import { mountQueueDashboard } from './queue-dashboard.ts';
import { authRoutes } from './rest/auth.routes.ts';
import { catalogRoutes } from './rest/catalog.routes.ts';
import { bookingRoutes } from './rest/bookings.routes.ts';
import { adminRoutes } from './rest/admin.routes.ts';
import { trainingRoutes } from './rest/training.routes.ts';
import { webhookRoutes } from './rest/webhook.routes.ts';
import { tripRoutes } from './rest/trips.routes.ts';

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/** Builds the whole HTTP app (REST facade, GraphQL, uploads, queue dashboard, web app) without listening. */
export async function buildApp(overrides: Partial<AppDeps> = {}): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const config: Config = overrides.config ?? loadConfig();
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const deps: AppDeps = {
    config,
    db: overrides.db ?? sharedDb(),
    queues: overrides.queues ?? connectQueues(app.log),
    payments: overrides.payments ?? createPaymentProvider(config),
    authLimiter: overrides.authLimiter ?? createAuthLimiter(config.authRateLimit),
    limits: overrides.limits ?? createMemoryLimits({ auth: config.authRateLimit, booking: 20, consultation: 10, newsletter: 10, payment: 60 }),
  };
  if (config.demoPayments) app.log.warn('Payments run in DEMO mode: no card is charged (set STRIPE_SECRET_KEY for real payments).');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send({ error: error.message });
    if (error.statusCode && error.statusCode < 500) {
      const message = error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'Images must be 5 MB or smaller.' : error.message;
      return reply.code(error.statusCode).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: INTERNAL_ERROR });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://js.stripe.com'],
        'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20 } });

  await app.register(
    async (api) => {
      authRoutes(api, deps);
      catalogRoutes(api, deps);
      bookingRoutes(api, deps);
      adminRoutes(api, deps);
      trainingRoutes(api, deps);
      tripRoutes(api, deps);
      await api.register(async (raw) => webhookRoutes(raw, deps));
    },
    { prefix: '/api' },
  );
  mountGraphql(app, deps);
  await mountQueueDashboard(app, deps);

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.uploadDir, prefix: '/uploads/', decorateReply: false, index: false });
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  // wildcard: files are looked up per request, so a rebuilt web/dist is served without a restart.
  if (hasWeb) await app.register(fastifyStatic, { root: config.webDist, prefix: '/' });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The SPA owns every other GET page path (react-router redirects unknown ones to /); a missing file
    // (a path with an extension, e.g. an old hashed asset) stays a 404.
    const isPage = !/^\/(api|graphql|uploads)(\/|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url);
    if (hasWeb && request.method === 'GET' && isPage) {
      return reply.type('text/html').sendFile('index.html', config.webDist);
    }
    return reply.code(404).send({ error: 'Not found.' });
  });

  app.addHook('onClose', async () => {
    await deps.queues.close();
  });
  return { app, deps };
}
