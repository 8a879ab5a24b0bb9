import { createRequire } from 'node:module';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { buildDocument, type DocumentedRoute } from './document.ts';
import type { Access } from './operation.ts';

/** The contract's own routes: the document and its docs page are not part of the REST facade they describe. */
export const CONTRACT_PATHS = ['/api/openapi.json', '/api/docs'];

/** Swagger UI's files the page loads, served from the installed package (no CDN). */
const UI_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Rihla REST API</title>
    <link rel="icon" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// A file rather than an inline script: the app's Content-Security-Policy allows scripts from 'self' only.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** Operations only staff may call: documented to staff only (docs/decisions/0026-published-contract.md). */
const STAFF_ACCESS: ReadonlySet<Access> = new Set(['staff', 'admin']);
const isPublic = (route: DocumentedRoute) => !STAFF_ACCESS.has(route.rest.operation().access);

/** The REST routes registered on `app` from now on, with their declarations (so it must run before them). */
export function collectDocumentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const rest = route.config?.rest;
    if (!rest) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, rest });
  });
  return routes;
}

/**
 * Collects the REST routes as they are registered (so it must run before them) and serves their OpenAPI document
 * at GET /api/openapi.json, built on the first request and kept (nothing added to startup), and Swagger UI at
 * GET /api/docs. Without a staff session the document lists the public operations only; `isStaffCaller` reads the
 * request's Authorization header (an invalid one answers 401, as on every route).
 */
export async function mountOpenApi(
  app: FastifyInstance,
  isStaffCaller: (authorization: string | undefined) => Promise<boolean>,
): Promise<void> {
  const routes = collectDocumentedRoutes(app);
  const documents: { public?: Promise<string>; staff?: Promise<string> } = {};
  app.get('/api/openapi.json', async (request, reply) => {
    const staff = await isStaffCaller(request.headers.authorization);
    const document = staff
      ? (documents.staff ??= buildDocument(routes).then((built) => JSON.stringify(built)))
      : (documents.public ??= buildDocument(routes.filter(isPublic)).then((built) => JSON.stringify(built)));
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', staff ? 'private, no-store' : 'no-cache')
      .header('Vary', 'Authorization')
      .send(await document);
  });
  app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  await app.register(fastifyStatic, {
    root: path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')),
    prefix: '/api/docs/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => UI_FILES.has(pathName),
  });
}
