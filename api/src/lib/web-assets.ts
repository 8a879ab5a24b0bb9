import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

import { type Locale, LOCALES, requestLocale } from './locale.ts';
import { type PageHead, writePageHead } from './page-head.ts';
import { PAGE_TEXTS } from './page-texts.ts';

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

/**
 * The home page's documents, one per language (`home.<locale>.html`): index.html with the page's first screen
 * (header and hero) already in it, written by the web build (web/vite.config.ts, prerenderHomeFirstScreen), so the
 * hero is painted before the app's JavaScript has run. Sent for the home's addresses only, never by their own.
 */
const PRERENDERED_DIR = 'prerendered';
/** Where the reader's choice of language is kept for the server to see (web/src/i18n/locales.ts, rememberLocale). */
const LOCALE_COOKIE = 'rihla.locale';

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (/^index\.html(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  return UNHASHED;
}

/** The languages whose pages live under a prefix ('/ar/...', '/id/...'); English pages have none (decision 0017). */
type PrefixedLocale = Exclude<(typeof LOCALES)[number], 'en'>;
const PREFIXED: Record<PrefixedLocale, { dir: 'ltr' | 'rtl'; description: string }> = {
  ar: { dir: 'rtl', description: PAGE_TEXTS.ar.home },
  id: { dir: 'ltr', description: PAGE_TEXTS.id.home },
};

/** The language of a page path: 'ar' for '/ar' and '/ar/...', undefined for an English (unprefixed) one. */
function prefixedLocaleOf(url: string): PrefixedLocale | undefined {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(url)?.[1];
  return first && first in PREFIXED ? (first as PrefixedLocale) : undefined;
}

/** The home page in any language: '/', '/ar', '/ar/', '/id', '/id/' (a query string aside). */
function isHomePath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const locale = prefixedLocaleOf(pathname);
  return pathname === '/' || (!!locale && (pathname === `/${locale}` || pathname === `/${locale}/`));
}

/**
 * The language the app shows an address without a language in (web/src/i18n/locales.ts, redirectForVisit): the
 * reader's saved choice (its cookie), else the first of their browser's languages the site speaks.
 */
function visitLocale(request: FastifyRequest): Locale {
  const saved = request.cookies[LOCALE_COOKIE];
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return requestLocale(request.headers['accept-language']);
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

type Variants = Record<'identity' | 'br' | 'gzip', IndexVariant>;

/** A document's three representations, each compressed when first asked for; its ETag names its text. */
function variantsOf(html: string): Variants {
  const body = Buffer.from(html);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity: { body, encoding: undefined, etag: `"${tag}"` },
    get br() {
      br ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      return { body: br, encoding: 'br' as const, etag: `"${tag}-br"` };
    },
    get gzip() {
      gzip ??= gzipSync(body, { level: 9 });
      return { body: gzip, encoding: 'gzip' as const, etag: `"${tag}-gz"` };
    },
  };
}

/**
 * Page documents (index.html or one the build wrote, in a language, with a page's head written in or none), made and
 * compressed once per file, language, page head and build: the file's size and modification time say when the build
 * changed, as the static files are read per request. A described page's documents are kept with its head's catalogue
 * entry (a WeakMap), so they go when a catalogue write drops the entry. English keeps index.html's text and attributes.
 */
function documentCache(webDist: string) {
  const stamps = new Map<string, string>();
  let plain = new Map<string, Variants>();
  let described = new WeakMap<object, Map<string, Variants>>();
  return (file: string, locale: Locale, head?: { entry: object; write: (html: string) => string }) => {
    const stat = statSync(path.join(webDist, file));
    const now = `${stat.size}:${stat.mtimeMs}`;
    if (stamps.get(file) !== now) {
      stamps.set(file, now);
      plain = new Map([...plain].filter(([key]) => !key.startsWith(`${file}:`)));
      described = new WeakMap();
    }
    const key = `${file}:${locale}`;
    const kept = head ? (described.get(head.entry) ?? new Map<string, Variants>()) : plain;
    if (head) described.set(head.entry, kept);
    let made = kept.get(key);
    if (!made) {
      const html = readFileSync(path.join(webDist, file), 'utf8');
      const localized = locale === 'en' ? html : localizedIndexHtml(html, locale);
      made = variantsOf(head ? head.write(localized) : localized);
      kept.set(key, made);
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
 * What the server knows of a public page (docs/decisions/0045-found-and-shared.md): its head and main content, kept
 * in `entry` (the catalogue cache's entry, so the documents made with it are kept as long as it is), and the build's
 * frame its content goes in (`frame.<section>.<locale>.html`: the header rendered by the app's components).
 */
export type DescribedPage = { entry: object; head: PageHead; section: string };
export type DescribePage = (request: FastifyRequest, locale: Locale, rest: string) => Promise<DescribedPage | null>;

/**
 * The built web app from `webDist`: its precompressed copies by the request's Accept-Encoding (Vary is set), the
 * cache headers above, and index.html for every page path the SPA owns (`sendIndex`, the not-found handler's):
 * under /ar/ and /id/ already in that language (localizedIndexHtml, with Content-Language), each page with its
 * hreflang alternates when `publicUrl` is given. The home page ('/', '/ar/', '/id/') is its document with the
 * first screen in it when the build wrote one; '/' in the language the app will show it in (visitLocale). A public
 * page `describe` knows (home, packages, a package, training, consultation) has its title, description, Open Graph
 * and structured data written into its head and its main content into the page (writePageHead).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { publicUrl?: string; describe?: DescribePage } = {},
): Promise<{ sendIndex(reply: FastifyReply): Promise<FastifyReply> }> {
  const addAlternates = (reply: FastifyReply) => {
    const links = options.publicUrl ? alternatesLink(options.publicUrl, reply.request.url) : undefined;
    if (links) reply.header('link', links);
  };
  // wildcard: files are looked up per request, so a rebuilt web/dist is served without a restart.
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    // '/' is the home page's document (sendIndex), not index.html as a directory's index.
    index: false,
    // The home page's documents and the pages' frames are sent for page addresses only (sendIndex).
    allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDERED_DIR}/`),
    setHeaders: (reply, file) => {
      const cacheControl = cacheControlFor(webDist, file);
      reply.header('cache-control', cacheControl);
      // index.html, as the page of any English path.
      if (cacheControl === REVALIDATE) addAlternates(reply);
    },
  });
  const documents = documentCache(webDist);
  const built = (file: string) => (existsSync(path.join(webDist, file)) ? file : undefined);

  const describe = async (reply: FastifyReply, locale: Locale, home: boolean) => {
    const { publicUrl } = options;
    if (!options.describe || !publicUrl) return undefined;
    const pathname = reply.request.url.split(/[?#]/)[0] ?? '/';
    const rest = home ? '/' : locale === 'en' ? pathname : pathname.slice(locale.length + 1) || '/';
    let page: DescribedPage | null;
    try {
      page = await options.describe(reply.request, locale, rest);
    } catch (err) {
      // The database away: the page is still the app, without its own head.
      reply.request.log.warn({ err }, 'page head unavailable, sending the plain page');
      return undefined;
    }
    if (!page) return undefined;
    const frame = home ? undefined : built(`${PRERENDERED_DIR}/frame.${page.section}.${locale}.html`);
    return {
      file: frame,
      entry: page.entry,
      write: (html: string) => writePageHead(html, page.head, { publicUrl, locale, rest }),
    };
  };

  const sendIndex = async (reply: FastifyReply) => {
    const { url, headers } = reply.request;
    const prefixed = prefixedLocaleOf(url);
    const home = isHomePath(url);
    // '/' is shown in the reader's language (the app moves it to that language's address), so it varies with them.
    const locale = prefixed ?? (home ? visitLocale(reply.request) : 'en');
    const homeFile = home ? built(`${PRERENDERED_DIR}/home.${locale}.html`) : undefined;
    const described = await describe(reply, locale, home);
    // Other English pages are index.html as built (and its precompressed copies), as before languages existed.
    if (!prefixed && !homeFile && !described) return reply.type('text/html').sendFile('index.html', webDist);
    addAlternates(reply);
    const encoding = chooseEncoding(headers['accept-encoding']) ?? 'identity';
    const variant = documents(described?.file ?? homeFile ?? 'index.html', locale, described)[encoding];
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', home && !prefixed ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding')
      .header('etag', variant.etag);
    if (locale !== 'en') reply.header('content-language', locale);
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
      return reply.code(304).send();
    }
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  return { sendIndex };
}
