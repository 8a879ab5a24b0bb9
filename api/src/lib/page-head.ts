import { type Locale, LOCALES } from './locale.ts';

/**
 * What a public page says about itself before any script runs (docs/decisions/0045-found-and-shared.md): its title
 * and description, the picture a link preview shows, its structured data for search engines, and its main content
 * as HTML for readers and crawlers without JavaScript. Every text here is plain text (escaped when written);
 * `main` alone is HTML, built with `escapeHtml` by its writer.
 */
export type PageHead = {
  title: string;
  description: string;
  /** A raster picture (previews do not show SVG): a site path ('/uploads/…') or an absolute URL. */
  image: string;
  type: 'website' | 'product';
  /** schema.org JSON-LD, written into a script element. */
  structuredData?: Record<string, unknown>;
  /** The page's `main` content, HTML; absent when the served document already has it (the home page). */
  main?: string;
};

const SITE_NAME = 'Rihla';
/** Where a section's frame from the web build (web/src/prerender/homeFirstScreen.tsx, renderPageFrame) takes a page's content. */
const MAIN_MARKER = '<!--rihla:main-->';
/** Open Graph's locale names (language_TERRITORY), as Facebook and WhatsApp read them. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR', id: 'id_ID' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML, safe in an element's content and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON inside `<script type="application/ld+json">`: `<` written as `\u003c` (so `</script>` or `<!--` in a name
 * cannot end the element), and `>`, `&`, U+2028 and U+2029 likewise; JSON readers get the same text back.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The address of a page (`rest`: its path without a language, '/packages/3') in `locale`: English pages have no
 * prefix, the others '/ar', '/id' (decision 0017); the home page of a language is '/ar', as the app links it.
 */
export function pageAddress(publicUrl: string, locale: Locale, rest: string): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${publicUrl}${prefix}${prefix && rest === '/' ? '' : rest}`;
}

/** An image's absolute URL: previews fetch it from another site, so a site path gets the site's address. */
export const absoluteUrl = (publicUrl: string, src: string) => (/^https?:\/\//i.test(src) ? src : `${publicUrl}${src}`);

/** The tags a page's head gains: canonical and language alternates, Open Graph, Twitter's card, JSON-LD. */
function headTags(head: PageHead, publicUrl: string, locale: Locale, rest: string): string {
  const url = pageAddress(publicUrl, locale, rest);
  const image = absoluteUrl(publicUrl, head.image);
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...LOCALES.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(pageAddress(publicUrl, l, rest))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageAddress(publicUrl, 'en', rest))}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((l) => l !== locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  }
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/** The browser tab's title, as the app sets it (web/src/lib/useDocumentTitle.ts): 'Page · Rihla'. */
const documentTitle = (title: string) => (title === SITE_NAME ? title : `${title} · ${SITE_NAME}`);

/**
 * A page document (index.html, or a build's document with the header already in it) with `head` written in: the
 * title, the description, the tags above, and `main` in the page's main element (the build's frame marks where,
 * `<!--rihla:main-->`; index.html gets one of its own in `#root`). Replacements are functions, so a `$` in a
 * package's name is text, never a replacement pattern.
 */
export function writePageHead(
  html: string,
  head: PageHead,
  where: { publicUrl: string; locale: Locale; rest: string },
): string {
  let out = html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(documentTitle(head.title))}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/i,
      (_match, before: string, after: string) => `${before}${escapeHtml(head.description)}${after}`,
    )
    .replace(/<\/head>/i, () => `${headTags(head, where.publicUrl, where.locale, where.rest)}  </head>`);
  if (head.main !== undefined) {
    const main = head.main;
    out = out.includes(MAIN_MARKER)
      ? out.replace(MAIN_MARKER, () => main)
      : out.replace(
          '<div id="root"></div>',
          () => `<div id="root"><main id="main" class="site__main" tabindex="-1">${main}</main></div>`,
        );
  }
  return out;
}
