import { existsSync } from 'node:fs';
import path from 'node:path';

import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';

import { type Config, loadConfig } from './config.ts';
import { mountCrawlerFiles } from './crawlers.ts';
import { mountGraphql } from './graphql.ts';
import { awaitsTwoFactor, isStaff, viewerFromHeader } from './lib/auth/viewer.ts';
import { createCatalogCache } from './lib/catalog-cache.ts';
import type { AppDeps } from './lib/context.ts';
import { catalogDatabases, db as sharedDb } from './lib/db.ts';
import { errorBody, errorBodyOf } from './lib/errors.ts';
import { mountHealth } from './lib/health.ts';
import { resolveSecrets } from './lib/install-secrets.ts';
import { loggerOptions, requestChildLogger, RequestLines } from './lib/logging.ts';
import { createMetrics, mountMetricsRoute, recordHttpMetrics } from './lib/metrics.ts';
import { publicError } from './lib/public-errors.ts';
import { connectQueues } from './lib/queues.ts';
import { createRedisLimits } from './lib/rate-limits.ts';
import { echoRequestIds, requestId } from './lib/request-id.ts';
import { registerSecurityHeaders, securityHeaderOptions } from './lib/security-headers.ts';
import { createStorage } from './lib/storage/index.ts';
import { mountUploads } from './lib/storage/serve.ts';
import { registerCompression, registerWebApp } from './lib/web-assets.ts';
import { createPaymentProvider } from './payments/index.ts';
import { mountQueueDashboard } from './queue-dashboard.ts';
import { restRoutes } from './rest/index.ts';
import { MULTIPART_FIELD_BYTES } from './rest/multipart.ts';
import { mountOpenApi } from './rest/openapi/mount.ts';
import { describePublicPages } from './services/page-heads.service.ts';

/** JSON bodies: every form of the API fits easily; uploads and the webhook set their own limit per route. */
const BODY_LIMIT = 100 * 1024;
/** Headers a browser on another configured origin may send (CORS_ORIGINS). */
const CORS_HEADERS = ['Authorization', 'Content-Type', 'X-Booking-Token'];

export type BuildOptions = {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** Test-only: called before any route is declared, so its hooks cover all of them (the REST contract check). */
  instrument?: (app: FastifyInstance) => void;
};

/** Builds the whole HTTP app (REST facade, GraphQL, uploads, queue dashboard, web app) without listening. */
export async function buildApp(
  overrides: Partial<AppDeps> = {},
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const db = overrides.db ?? sharedDb();
  const secrets = await resolveSecrets(db, overrides.config ?? loadConfig());
  const config: Config = secrets.config;
  const requestLines = new RequestLines();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: requestLines,
    childLoggerFactory: requestChildLogger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: requestId,
  });
  requestLines.writeTo(app.log);
  for (const note of secrets.notes) app.log.info(note);
  const deps: AppDeps = {
    config,
    db,
    queues: overrides.queues ?? connectQueues(app.log),
    payments: overrides.payments ?? createPaymentProvider(config),
    limits:
      overrides.limits ??
      (await createRedisLimits({
        redisUrl: config.redisUrl,
        keyPrefix: config.redisPrefix,
        perMinute: config.rateLimits,
        loginAttemptsPerEmailPerHour: config.loginAttemptsPerEmailPerHour,
        claimLinksPerHour: config.claimLinksPerHour,
        resetLinksPerHour: config.resetLinksPerHour,
        dataExportsPerHour: config.dataExportsPerHour,
        log: app.log,
      })),
    catalog:
      overrides.catalog ??
      (await createCatalogCache({
        redisUrl: config.redisUrl,
        keyPrefix: config.redisPrefix,
        log: app.log,
        databases: catalogDatabases(db),
      })),
    metrics: overrides.metrics ?? createMetrics(),
    storage: overrides.storage ?? (await createStorage(config, app.log)),
  };
  echoRequestIds(app);
  // First, so the pressure guard covers every route registered after it (docs/decisions/0018-scale-out.md).
  await mountHealth(app, deps);
  recordHttpMetrics(app, deps.metrics);
  mountMetricsRoute(app, deps.metrics, config.metricsToken);
  if (config.demoPayments)
    app.log.warn('Payments run in DEMO mode: no card is charged (set STRIPE_SECRET_KEY for real payments).');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const shown = publicError(error);
    if (shown?.retryAfter) reply.header('Retry-After', String(shown.retryAfter));
    // What an operator looks for while PostgreSQL restarts (docs/runbook.md, "A dependency restarts").
    if (shown?.reason === 'SERVICE_UNAVAILABLE') request.log.warn({ err: error }, 'database unreachable: answered 503');
    if (shown) return reply.code(shown.status).send(errorBody(shown));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBodyOf('INTERNAL_ERROR'));
  });

  await registerSecurityHeaders(
    app,
    securityHeaderOptions({ stripe: !config.demoPayments, production: config.production }),
  );
  // Without CORS_ORIGINS no CORS header is sent at all: the app and its API share one origin.
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: CORS_HEADERS,
      exposedHeaders: ['X-Total-Count', 'X-Next-Cursor', 'Link', 'Retry-After', 'ETag'],
    });
  }
  await app.register(cookie);
  await registerCompression(app);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20, fieldSize: MULTIPART_FIELD_BYTES },
  });

  options.instrument?.(app);
  await mountOpenApi(app, async (authorization) => {
    const viewer = await viewerFromHeader(deps.db, authorization, deps.config.jwtSecret);
    return isStaff(viewer) && !awaitsTwoFactor(viewer!, deps.config.staffTwoFactor);
  });
  await app.register((api) => restRoutes(api, deps), { prefix: '/api' });
  mountGraphql(app, deps);
  await mountQueueDashboard(app, deps);

  mountUploads(app, deps.storage);
  mountCrawlerFiles(app, deps);
  const web = existsSync(path.join(config.webDist, 'index.html'))
    ? await registerWebApp(app, config.webDist, { publicUrl: config.publicUrl, describe: describePublicPages(deps) })
    : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The SPA owns every other GET page path (react-router redirects unknown ones to /); a missing file
    // (a path with an extension, e.g. an old hashed asset) stays a 404.
    const isPage = !/^\/(api|graphql|uploads)(\/|$)/.test(url) && !/\.[a-z0-9]+$/i.test(url);
    if (web && request.method === 'GET' && isPage) return web.sendIndex(reply);
    return reply.code(404).send(errorBodyOf('NOT_FOUND'));
  });

  app.addHook('onClose', async () => {
    await deps.queues.close();
    await deps.limits.close();
    await deps.catalog.close();
    deps.storage.close();
  });
  return { app, deps };
}
