import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

import { LOCALES } from './locale.ts';

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
export const COMPRESS_MIN_BYTES = 1024;

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
    // A route declared `compress: false` sends its own encoded copies (the catalogue's, rest/route.ts).
    if (route.compress !== false) route.onSend = [...[route.onSend ?? []].flat(), weakenEtagOfEncodedBody];
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

/** The languages whose pages live under a prefix ('/ar/...', '/id/...'); English pages have none (decision 0017). */
type PrefixedLocale = Exclude<(typeof LOCALES)[number], 'en'>;
const PREFIXED: Record<PrefixedLocale, { dir: 'ltr' | 'rtl'; description: string }> = {
  ar: {
    dir: 'rtl',
    description: 'Rihla — رحلات العمرة والحج مُعدّة بعناية: باقات وحجوزات واستشارات وأدلة للاستعداد.',
  },
  id: {
    dir: 'ltr',
    description:
      'Rihla — perjalanan Umrah dan ibadah yang direncanakan dengan cermat: paket, pemesanan, konsultasi, dan panduan persiapan.',
  },
};

/** The language of a page path: 'ar' for '/ar' and '/ar/...', undefined for an English (unprefixed) one. */
function prefixedLocaleOf(url: string): PrefixedLocale | undefined {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(url)?.[1];
  return first && first in PREFIXED ? (first as PrefixedLocale) : undefined;
}

/**
 * index.html as an Arabic or Indonesian page's first paint: `<html lang dir>` already right, so the browser lays
 * out right-to-left (and picks fonts, hyphenation, the screen reader's voice) before the app has run, and the
 * description in the page's language for link previews. The app sets the same attributes again when it starts.
 */
export function localizedIndexHtml(html: string, locale: PrefixedLocale): string {
  const { dir, description } = PREFIXED[locale];
  const attributes = `lang="${locale}" dir="${dir}"`;
  const tagged = /<html\b[^>]*>/i.test(html)
    ? html.replace(/<html\b([^>]*)>/i, (_tag, others: string) => {
        const kept = others.replace(/\s+(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
        return `<html ${attributes}${kept}>`;
      })
    : html.replace(/^(\s*<!doctype html>)?/i, (doctype) => `${doctype}<html ${attributes}>`);
  return tagged.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/i,
    (_match, before: string, after: string) => `${before}${description}${after}`,
  );
}

interface IndexVariant {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
  etag: string;
}

/** Brotli, else gzip, else none, by the request's Accept-Encoding (q-values honoured, `*` included). */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<'br' | 'gzip' | undefined>(
    (chosen, coding) => (weight(coding) > (chosen ? weight(chosen) : 0) ? coding : chosen),
    undefined,
  );
  return best;
}

/**
 * The localized index.html's three representations (as it is, Brotli, gzip), made once per language and build:
 * index.html's size and modification time say when the build changed, as the static files are read per request.
 */
function localizedIndexCache(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let stamp = '';
  let variants = new Map<PrefixedLocale, Record<'identity' | 'br' | 'gzip', IndexVariant>>();
  return (locale: PrefixedLocale) => {
    const stat = statSync(file);
    const now = `${stat.size}:${stat.mtimeMs}`;
    if (now !== stamp) {
      stamp = now;
      variants = new Map();
    }
    let made = variants.get(locale);
    if (!made) {
      const body = Buffer.from(localizedIndexHtml(readFileSync(file, 'utf8'), locale));
      const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      made = {
        identity: { body, encoding: undefined, etag: `"${tag}"` },
        br: {
          body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          encoding: 'br',
          etag: `"${tag}-br"`,
        },
        gzip: { body: gzipSync(body, { level: 9 }), encoding: 'gzip', etag: `"${tag}-gz"` },
      };
      variants.set(locale, made);
    }
    return made;
  };
}

/**
 * `Link: <…>; rel="alternate"; hreflang="…"` for a page in each language and `x-default` (English), so search
 * engines index each language's page and send readers to theirs. Absolute addresses, from PUBLIC_URL.
 */
function alternatesLink(publicUrl: string, url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const locale = prefixedLocaleOf(pathname);
  const rest = locale ? pathname.slice(locale.length + 1) || '/' : pathname;
  if (/^\/admin(\/|$)/.test(rest)) return undefined;
  let safe: string;
  try {
    safe = new URL(rest, 'http://x').pathname;
  } catch {
    return undefined;
  }
  const at = (prefix: string) => `<${publicUrl}${prefix}${prefix && safe === '/' ? '' : safe}>`;
  return [
    ...LOCALES.map((l) => `${at(l === 'en' ? '' : `/${l}`)}; rel="alternate"; hreflang="${l}"`),
    `${at('')}; rel="alternate"; hreflang="x-default"`,
  ].join(', ');
}

/**
 * The built web app from `webDist`: its precompressed copies by the request's Accept-Encoding (Vary is set), the
 * cache headers above, and index.html for every page path the SPA owns (`sendIndex`, the not-found handler's):
 * under /ar/ and /id/ already in that language (localizedIndexHtml, with Content-Language), each page with its
 * hreflang alternates when `publicUrl` is given.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { publicUrl?: string } = {},
): Promise<{ sendIndex(reply: FastifyReply): FastifyReply }> {
  const addAlternates = (reply: FastifyReply) => {
    const links = options.publicUrl ? alternatesLink(options.publicUrl, reply.request.url) : undefined;
    if (links) reply.header('link', links);
  };
  // wildcard: files are looked up per request, so a rebuilt web/dist is served without a restart.
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    setHeaders: (reply, file) => {
      const cacheControl = cacheControlFor(webDist, file);
      reply.header('cache-control', cacheControl);
      // index.html, as '/' or as the page of any English path.
      if (cacheControl === REVALIDATE) addAlternates(reply);
    },
  });
  const localizedIndex = localizedIndexCache(webDist);
  return {
    sendIndex: (reply) => {
      const { url, headers } = reply.request;
      const locale = prefixedLocaleOf(url);
      // English pages are index.html as built (and its precompressed copies), as before languages existed.
      if (!locale) return reply.type('text/html').sendFile('index.html', webDist);
      addAlternates(reply);
      const variant = localizedIndex(locale)[chooseEncoding(headers['accept-encoding']) ?? 'identity'];
      reply
        .type('text/html; charset=utf-8')
        .header('content-language', locale)
        .header('cache-control', REVALIDATE)
        .header('vary', 'Accept-Encoding')
        .header('etag', variant.etag);
      const ifNoneMatch = headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
        return reply.code(304).send();
      }
      if (variant.encoding) reply.header('content-encoding', variant.encoding);
      return reply.send(variant.body);
    },
  };
}
