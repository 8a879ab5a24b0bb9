import { formatMoneyIn } from '@rihla/db/currencies';

import type { CatalogEntry } from '../lib/catalog-cache.ts';
import type { AppDeps, ServiceContext } from '../lib/context.ts';
import type { Locale } from '../lib/locale.ts';
import { CURRENCY_EXPONENTS, isCurrency } from '../lib/money.ts';
import { absoluteUrl, escapeHtml, type PageHead } from '../lib/page-head.ts';
import { PAGE_TEXTS } from '../lib/page-texts.ts';
import type { DescribePage } from '../lib/web-assets.ts';
import { localeKey } from './content-translations.ts';
import { packageDepartures } from './departures.service.ts';
import { findPackage, listPackages } from './packages.service.ts';
import { findModule, listModules } from './training.service.ts';
import { todayUtc } from './trip-times.ts';

/**
 * The public pages the server describes (docs/decisions/0045-found-and-shared.md), by their path without a
 * language, as web/src/AppRoutes.tsx routes them. Every other page (booking, checkout, account) is the plain
 * page shell: nothing there to share or index.
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'packages' }
  | { kind: 'package'; id: number }
  | { kind: 'training' }
  | { kind: 'module'; slug: string }
  | { kind: 'consultation' };

/** A link preview's picture when a page has no photo of its own: 1200x630, as Open Graph previews are drawn. */
const SHARE_IMAGE = '/images/share.png';
/** The pictures previews draw (an upload is JPEG, PNG, WebP or GIF: lib/uploads.ts). */
const RASTER = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;
/** How much of a description a preview shows before cutting it (Facebook ~300, X ~200 characters). */
const DESCRIPTION_CHARS = 200;
/** How many departures a package's preview names. */
const PREVIEW_DEPARTURES = 3;

const ROUTES: [RegExp, (match: RegExpExecArray) => PublicPage | undefined][] = [
  [/^\/$/, () => ({ kind: 'home' })],
  [/^\/packages\/?$/, () => ({ kind: 'packages' })],
  [/^\/packages?\/(\d{1,9})\/?$/, (m) => ({ kind: 'package', id: Number(m[1]) })],
  [/^\/training\/?$/, () => ({ kind: 'training' })],
  [/^\/training\/([a-z0-9-]{1,80})\/?$/, (m) => ({ kind: 'module', slug: m[1] })],
  [/^\/consultation\/?$/, () => ({ kind: 'consultation' })],
];

/** The public page at `rest` (a path without its language prefix), or undefined for any other page. */
function publicPageOf(rest: string): PublicPage | undefined {
  for (const [pattern, page] of ROUTES) {
    const match = pattern.exec(rest);
    if (match) return page(match);
  }
  return undefined;
}

/** Text cut at a word before `max` characters, with an ellipsis when it was cut. */
function shortened(text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const exponentOf = (currency: string) => (isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);

/** Money as the web app shows it (web/src/i18n/format.ts, formatMoney): the reader's locale, the currency's digits. */
const money = (amountMinor: number, currency: string, locale: Locale) =>
  formatMoneyIn(amountMinor, currency, locale, locale === 'ar');

/** schema.org's price: major units with the currency's digits ('1450.00'). */
const decimalPrice = (amountMinor: number, currency: string) =>
  (amountMinor / 10 ** exponentOf(currency)).toFixed(exponentOf(currency));

const dateRange = (from: string, to: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date(from), new Date(to));

async function packageHead(ctx: ServiceContext, locale: Locale, id: number): Promise<PageHead | null> {
  const pkg = await findPackage(ctx, id);
  if (!pkg) return null;
  const texts = PAGE_TEXTS[locale];
  const departures = await packageDepartures(ctx, pkg.id);
  // The offer every public read shows (package-offers.ts): the lowest price a visitor can book now, or none.
  const price = pkg.fromPrice == null ? null : money(pkg.fromPrice, pkg.currency, locale);
  const dates = departures.map((d) => dateRange(d.departDate, d.returnDate, locale));
  const offer = pkg.sale === 'NOT_ON_SALE' ? texts.notOnSale : price && `${texts.from} ${price}`;
  const facts = [offer, dates.slice(0, PREVIEW_DEPARTURES).join(' · ')].filter(Boolean);
  const description = shortened([facts.join(' — '), pkg.description].filter(Boolean).join('. '));
  // An uploaded photo; SVG artwork (the seed's, the code-named defaults) is not drawn by previews.
  const image = pkg.image && RASTER.test(pkg.image) ? pkg.image : SHARE_IMAGE;
  // The picture the page shows (web/src/components/packages/PackageImage.tsx): the upload, else the code's artwork.
  const artwork = pkg.image || `/images/packages/${pkg.code.toLowerCase()}.svg`;
  const main =
    `<article class="package-detail"><div class="package-detail__media media-fill">` +
    `<img src="${escapeHtml(artwork)}" alt="${escapeHtml(pkg.name)}" width="640" height="400" decoding="async" /></div>` +
    `<div class="stack package-detail__content">` +
    `<h1>${escapeHtml(pkg.name)}</h1>` +
    `<p class="package-detail__description">${escapeHtml(pkg.description)}</p>` +
    (dates.length
      ? `<section class="departures"><h2>${escapeHtml(texts.departures)}</h2><ul class="departures__list">` +
        dates
          .map((d) => `<li class="departures__item"><h3 class="departures__dates">${escapeHtml(d)}</h3></li>`)
          .join('') +
        `</ul></section>`
      : '') +
    `</div>` +
    (price
      ? `<aside class="card card--white card--pad-lg package-detail__booking"><p class="price"><span class="price__label">${escapeHtml(texts.from)}</span>` +
        `<span class="price__value">${escapeHtml(price)}</span></p></aside>`
      : '') +
    `</article>`;
  return {
    title: pkg.name,
    description,
    image,
    type: 'product',
    main: `<div class="page container" data-server-content="">${main}</div>`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': ['Product', 'TouristTrip'],
      name: pkg.name,
      description: pkg.description,
      sku: pkg.code,
      image: absoluteUrl(ctx.config.publicUrl, image),
      ...(pkg.fromPrice != null && {
        offers: {
          '@type': 'Offer',
          price: decimalPrice(pkg.fromPrice, pkg.currency),
          priceCurrency: pkg.currency,
          availability: 'https://schema.org/InStock',
        },
      }),
      subTrip: departures.map((d) => ({ '@type': 'Trip', departureTime: d.departDate, arrivalTime: d.returnDate })),
    },
  };
}

const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '');
const intro = (title: string, description: string) =>
  `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(description)}</p>`;

async function headOf(ctx: ServiceContext, locale: Locale, page: PublicPage): Promise<PageHead | null> {
  const texts = PAGE_TEXTS[locale];
  const site = { image: SHARE_IMAGE, type: 'website' as const };
  const section = (title: string, description: string, body = '') => ({
    ...site,
    title,
    description,
    main: `<div class="page container" data-server-content="">${intro(title, description)}${body}</div>`,
  });
  switch (page.kind) {
    case 'home':
      return { ...site, title: 'Rihla', description: texts.home };
    case 'packages': {
      const packages = await listPackages(ctx);
      const href = (id: number) => `${locale === 'en' ? '' : `/${locale}`}/packages/${id}`;
      return section(
        texts.packagesTitle,
        texts.packagesDescription,
        list(
          packages.map(
            (p) =>
              `<a href="${href(p.id)}">${escapeHtml(p.name)}</a>` +
              (p.sale === 'NOT_ON_SALE'
                ? ` — ${escapeHtml(texts.notOnSale)}`
                : p.fromPrice == null
                  ? ''
                  : ` — ${escapeHtml(`${texts.from} ${money(p.fromPrice, p.currency, locale)}`)}`),
          ),
        ),
      );
    }
    case 'package':
      return packageHead(ctx, locale, page.id);
    case 'training': {
      const modules = await listModules(ctx);
      const href = (slug: string) => `${locale === 'en' ? '' : `/${locale}`}/training/${slug}`;
      return section(
        texts.trainingTitle,
        texts.trainingDescription,
        list(modules.map((m) => `<a href="${href(m.slug)}">${escapeHtml(m.title)}</a>`)),
      );
    }
    case 'module': {
      const module = await findModule(ctx, page.slug);
      if (!module) return null;
      return section(
        module.title,
        shortened(module.description || texts.trainingDescription),
        list(module.lessons.map((lesson) => escapeHtml(lesson.title))),
      );
    }
    case 'consultation':
      return section(texts.consultationTitle, texts.consultationDescription);
  }
}

/**
 * The head of a public page in the reader's language, from the catalogue cache (one entry per page and language,
 * dropped by any write to the catalogue it reads): a hit costs no query. Null for a package or module that is not
 * there (the page is the plain shell; the app says it was not found).
 */
function pageHeadEntry(ctx: ServiceContext, page: PublicPage): Promise<CatalogEntry<PageHead | null>> {
  const locale = localeKey(ctx.locale);
  const area = page.kind === 'training' || page.kind === 'module' ? 'training' : 'packages';
  // Keyed by the day too, as the offers it shows are (package-offers.ts): a departure that leaves stops counting.
  return ctx.catalog.read(area, `head:${JSON.stringify(page)}:${locale}:${todayUtc()}`, () =>
    headOf(ctx, locale, page),
  );
}

const SECTIONS: Record<PublicPage['kind'], string> = {
  home: 'home',
  packages: 'packages',
  package: 'packages',
  training: 'training',
  module: 'training',
  consultation: 'consultation',
};

/**
 * The web app's page describer (lib/web-assets.ts, registerWebApp): a public page's head and content in `locale`,
 * read as a signed-out visitor (what a link preview or a crawler sees), or null for any other page.
 */
export function describePublicPages(deps: AppDeps): DescribePage {
  return async (request, locale, rest) => {
    const page = publicPageOf(rest);
    if (!page) return null;
    const ctx: ServiceContext = {
      ...deps,
      viewer: null,
      ip: request.ip,
      bookingToken: null,
      locale,
      reqId: request.id,
    };
    const entry = await pageHeadEntry(ctx, page);
    return entry.value && { entry, head: entry.value, section: SECTIONS[page.kind] };
  };
}
