import type { FastifyInstance } from 'fastify';

import type { AppDeps, ServiceContext } from './lib/context.ts';
import { LOCALES } from './lib/locale.ts';
import { escapeHtml, pageAddress } from './lib/page-head.ts';
import { listPackages } from './services/packages.service.ts';
import { listModules } from './services/training.service.ts';

/**
 * What search engines read at the site's root (docs/decisions/0045-found-and-shared.md): robots.txt keeps them out
 * of the back-office, the checkout and the API; sitemap.xml lists every public page in each language, each with its
 * alternates in the others (hreflang), as the pages' own heads name them.
 */
const ROBOTS_DISALLOWED = [
  '/admin',
  '/checkout',
  '/api',
  ...LOCALES.filter((l) => l !== 'en').flatMap((l) => [`/${l}/admin`, `/${l}/checkout`]),
];

/** The public pages that are not the catalogue's: the home page, the lists, the consultation, the legal texts. */
const FIXED_PAGES = ['/', '/packages', '/training', '/consultation', '/privacy', '/terms'];

async function publicPaths(ctx: ServiceContext): Promise<string[]> {
  const [packages, modules] = await Promise.all([listPackages(ctx), listModules(ctx)]);
  return [...FIXED_PAGES, ...packages.map((p) => `/packages/${p.id}`), ...modules.map((m) => `/training/${m.slug}`)];
}

function sitemapXml(publicUrl: string, paths: string[]): string {
  const alternates = (path: string) =>
    LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(pageAddress(publicUrl, l, path))}"/>`,
    ).join('');
  const urls = paths.flatMap((path) =>
    LOCALES.map((l) => `<url><loc>${escapeHtml(pageAddress(publicUrl, l, path))}</loc>${alternates(path)}</url>`),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function mountCrawlerFiles(app: FastifyInstance, deps: AppDeps): void {
  const { publicUrl } = deps.config;
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        [
          'User-agent: *',
          ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const ctx: ServiceContext = { ...deps, viewer: null, ip: request.ip, bookingToken: null, reqId: request.id };
    // Read through the catalogue cache (English lists: the paths are the same in every language), so a crawler's
    // visits cost no query; the XML itself is a few milliseconds at most for the catalogue's size.
    const xml = sitemapXml(publicUrl, await publicPaths(ctx));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
