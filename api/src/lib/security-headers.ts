import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Lesson videos are embedded from these hosts (web/src/pages/training/LessonVideo.tsx). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** helmet's settings: the strict CSP (Stripe's domains only when Stripe is on), HSTS in production only. */
export function securityHeaderOptions({ stripe, production }: { stripe: boolean; production: boolean }) {
  return {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        'frame-src': [...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []), ...VIDEO_FRAMES],
        'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // React's style attributes and Stripe Elements need inline styles; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } satisfies FastifyHelmetOptions;
}

/** What @fastify/helmet adds to an answer with `options`: one request through it in a probe app, less Fastify's. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', () => 'probe');
    const { headers } = await probe.inject('/');
    await probe.close();
    return headers;
  };
  const [plain, withHelmet] = await Promise.all([answer(false), answer(true)]);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet)) {
    if (!(name in plain) && typeof value === 'string') added[name] = value;
  }
  return added;
}

/**
 * A built script, stylesheet, font or raster image is only ever a subresource: the CSP, framing, opener and
 * cross-domain rules govern documents and would add ~800 bytes to each first-load script on a phone network. It
 * keeps what a subresource reads. SVG and HTML are not in the list: opened on their own they are documents.
 */
const SUBRESOURCE = /^\/assets\/[^?#]+\.(?:js|css|woff2?|ttf|png|jpe?g|webp|avif)(?:[?#]|$)/;
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on routes declared with `helmet: false` (see registerSecurityHeaders). */
    securityHeaders?: false;
  }
}

/**
 * helmet's headers (CSP, nosniff, frame and referrer policies, HSTS in production...) on every answer, pages, API,
 * errors and not-found alike, except routes declared with `helmet: false` (the webhook, /metrics: no browser reads
 * them). @fastify/helmet works them out again for every request (it builds helmet's whole middleware chain and
 * re-parses the CSP each time: ~35 % of a cached catalogue read's CPU); they depend only on the settings, so they
 * are worked out once, by @fastify/helmet itself, and set from a table (docs/decisions/0030-one-request.md). Per-route
 * helmet settings other than `false` are refused: they would need the per-request chain back.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
  );
  app.addHook('onRoute', (route) => {
    if (route.helmet === undefined) return;
    if (route.helmet !== false) throw new Error(`${route.url}: only \`helmet: false\` is supported on a route`);
    route.config = { ...route.config, securityHeaders: false };
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    reply.headers(SUBRESOURCE.test(request.url) ? subresourceHeaders : headers);
    done();
  });
}
