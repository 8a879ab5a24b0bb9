import path from 'node:path';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

/**
 * How the app reaches a phone network quickly (docs/decisions/0012-phone-network.md).
 *
 * The web app is compressed once, at build time (web/vite.config.ts writes `.br` and `.gz` beside each text
 * file) and sent as it is; API answers are compressed per request. Vite names every file under assets/ by a
 * hash of its content, so those are cached for a year; index.html names the current hashes, so it is revalidated
 * on every load (its ETag makes that a 304 when nothing changed).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** public/ files (images, the favicon) keep their names across builds: a day, then a revalidation. */
const UNHASHED = 'public, max-age=86400';
/** Below this an API answer is sent as it is: compressing would save less than it costs. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Per-request compression of API answers (GraphQL, REST, the queue dashboard): Brotli at quality 4 or gzip, never
 * a body under COMPRESS_MIN_BYTES, never a stream of live updates (text/event-stream: each event must leave at
 * once, a compressor would hold it back), never a response that is already encoded (the web app's files).
 * Registered before the routes, because it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: (type: string) => !/^text\/event-stream/i.test(type) && /^text\/|[/+](json|xml)\b/i.test(type),
  });
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), weakenEtagOfEncodedBody];
  });
}

/**
 * A compressed body is another representation of the same resource, so a strong ETag (the catalogue's, over the
 * uncompressed JSON) becomes weak, as nginx does; `If-None-Match` still matches it (weak comparison, rest/route.ts),
 * so a revalidation stays a 304. Runs after the compressor, which added itself to the route first.
 */
const weakenEtagOfEncodedBody: onSendHookHandler = (_request, reply, payload, done) => {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && etag.startsWith('"') && encoding && encoding !== 'identity') {
    reply.header('etag', `W/${etag}`);
  }
  done(null, payload);
};

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (/^index\.html(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  return UNHASHED;
}

/**
 * The built web app from `webDist`: its precompressed copies by the request's Accept-Encoding (Vary is set), the
 * cache headers above, and index.html for every page path the SPA owns (`sendIndex`, the not-found handler's).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<{ sendIndex(reply: FastifyReply): FastifyReply }> {
  // wildcard: files are looked up per request, so a rebuilt web/dist is served without a restart.
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(webDist, file));
    },
  });
  return {
    sendIndex: (reply) => reply.type('text/html').sendFile('index.html', webDist),
  };
}
