import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { CatalogEntry, ContentCoding } from '../lib/catalog-cache.ts';
import { type AppDeps, contextFor, type ServiceContext } from '../lib/context.ts';
import type { RestList } from '../lib/staff-lists.ts';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../lib/web-assets.ts';
import type { OperationRef } from './openapi/operation.ts';

type Request = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string>; Body: unknown }>;
export type Handler = (ctx: ServiceContext, request: Request, reply: FastifyReply) => Promise<unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type CachedRead = (ctx: ServiceContext, request: Request) => Promise<CatalogEntry<unknown>>;

/** Whether an If-None-Match header (one tag, a list, or `*`; weak or strong) names the current ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given === etag || given === `W/${etag}`;
  });
}

/** How a cached answer is sent: none when the caller asked for none (x-no-compression, as the plugin honours). */
const codingFor = (request: FastifyRequest): ContentCoding | undefined =>
  request.headers['x-no-compression'] === undefined ? chooseEncoding(request.headers['accept-encoding']) : undefined;

/**
 * Declares REST routes as thin adapters: build the service context, call one service function,
 * send its result (errors become `{ error }` in the app's error handler). Each route names its documented
 * operation (./openapi/), which the OpenAPI document is built from.
 */
export function routes(app: FastifyInstance, deps: AppDeps) {
  const add = (method: Method, url: string, operation: OperationRef, handler: Handler, status = 200) =>
    app.route({
      method,
      url,
      config: { rest: { operation, status, cached: false } },
      handler: async (request, reply) => {
        const ctx = await contextFor(deps, request);
        const result = await handler(ctx, request as Request, reply);
        return reply.code(status).send(result);
      },
    });
  return {
    get: (url: string, operation: OperationRef, handler: Handler) => add('GET', url, operation, handler),
    /**
     * A public catalogue read answered from the catalogue cache: its serialized body and strong ETag, `no-cache`
     * so browsers revalidate every time (a staff edit shows at once) and a matching If-None-Match gets a 304.
     * Compressed as the compression plugin would (lib/web-assets.ts: Brotli or gzip by Accept-Encoding, from
     * 1 KB, the ETag made weak, `accept-encoding` added to Vary), but from the entry's kept copy, not per request.
     */
    cached: (url: string, operation: OperationRef, read: CachedRead) =>
      app.route({
        method: 'GET',
        url,
        compress: false,
        decompress: false,
        config: { rest: { operation, status: 200, cached: true } },
        handler: async (request, reply) => {
          const entry = await read(await contextFor(deps, request), request as Request);
          // Catalogue content answers in the caller's language (Accept-Language), one entry and ETag per language.
          reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
          if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
          reply.type('application/json; charset=utf-8');
          const coding = entry.body.length >= COMPRESS_MIN_BYTES ? codingFor(request) : undefined;
          if (!coding) return reply.send(entry.body);
          reply
            .header('ETag', `W/${entry.etag}`)
            .header('Vary', 'Accept-Language, accept-encoding')
            .header('Content-Encoding', coding);
          return reply.send(entry.encoded(coding));
        },
      }),
    post: (url: string, operation: OperationRef, handler: Handler, status = 201) =>
      add('POST', url, operation, handler, status),
    put: (url: string, operation: OperationRef, handler: Handler) => add('PUT', url, operation, handler),
    patch: (url: string, operation: OperationRef, handler: Handler) => add('PATCH', url, operation, handler),
    delete: (url: string, operation: OperationRef, handler: Handler) => add('DELETE', url, operation, handler),
  };
}

export const OK = { ok: true } as const;

/**
 * Admin lists are plain arrays (as the original client expects). A `?page=&pageSize=` page carries the total in
 * X-Total-Count; a `?limit=&cursor=` page carries the next page's cursor in X-Next-Cursor and its URL in
 * `Link: <...>; rel="next"`, both absent on the last page.
 */
export function listBody<T>(list: RestList<T>, request: FastifyRequest, reply: FastifyReply): T[] {
  if ('total' in list) {
    reply.header('X-Total-Count', String(list.total));
  } else if (list.nextCursor) {
    const next = new URL(request.url, 'http://localhost');
    next.searchParams.set('cursor', list.nextCursor);
    reply.header('X-Next-Cursor', list.nextCursor).header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return list.items;
}
