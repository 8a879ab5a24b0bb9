import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireAdmin } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { decimal, int, issueMessage, parseInput } from '../lib/validation.ts';

/**
 * The home page's figures (issue #31): years of service, partner hotels, pilgrims served and the pilgrim rating.
 * The spec's figures are the defaults until an admin changes them in the back-office (Site settings), so an
 * operator can keep them true. One row, id 1, written on the first edit.
 */
export type SiteSettingsView = {
  yearsOfService: number;
  partnerHotels: number;
  pilgrimsServed: number;
  /** Out of 5, one decimal. */
  rating: number;
};

const ROW_ID = 1;
/** The spec's figures, the columns' defaults in schema.prisma (a test keeps the two equal). */
export const SITE_SETTINGS_DEFAULTS: SiteSettingsView = {
  yearsOfService: 20,
  partnerHotels: 75,
  pilgrimsServed: 650,
  rating: 5,
};
const MAX = { yearsOfService: 500, partnerHotels: 100_000, pilgrimsServed: 100_000_000 } as const;
const TENTHS = 10;

const count = (field: keyof typeof MAX) =>
  int(issueMessage('SITE_FIGURE_INVALID', { field, max: MAX[field] }), { min: 0, max: MAX[field] }).optional();

export const siteSettingsInput = z.object({
  yearsOfService: count('yearsOfService'),
  partnerHotels: count('partnerHotels'),
  pilgrimsServed: count('pilgrimsServed'),
  rating: decimal('SITE_RATING_INVALID', { min: 0, max: 5 })
    .refine((r) => Number.isInteger(Math.round(r * TENTHS * 1e6) / 1e6), 'SITE_RATING_INVALID')
    .optional(),
});

type Row = { yearsOfService: number; partnerHotels: number; pilgrimsServed: number; ratingTenths: number };
const viewOf = (row: Row | null): SiteSettingsView =>
  row
    ? {
        yearsOfService: row.yearsOfService,
        partnerHotels: row.partnerHotels,
        pilgrimsServed: row.pilgrimsServed,
        rating: row.ratingTenths / TENTHS,
      }
    : SITE_SETTINGS_DEFAULTS;

/** The figures as the home page shows them (public), from the catalogue cache: a hit costs no query. */
export function siteSettingsEntry(ctx: ServiceContext) {
  return ctx.catalog.read('siteSettings', 'site-settings', async () =>
    viewOf(await ctx.catalog.db.siteSettings.findUnique({ where: { id: ROW_ID } })),
  );
}

export async function siteSettings(ctx: ServiceContext): Promise<SiteSettingsView> {
  return (await siteSettingsEntry(ctx)).value;
}

/** Changes some of the figures (ADMIN): the fields given, checked; audited with what changed. */
export async function updateSiteSettings(ctx: ServiceContext, input: unknown): Promise<SiteSettingsView> {
  const viewer = requireAdmin(ctx.viewer);
  const { rating, ...counts } = parseInput(siteSettingsInput, input ?? {});
  const changes = { ...counts, ...(rating === undefined ? {} : { ratingTenths: Math.round(rating * TENTHS) }) };
  const after = await ctx.db.$transaction(async (tx) => {
    const before = viewOf(await tx.siteSettings.findUnique({ where: { id: ROW_ID } }));
    const row = await tx.siteSettings.upsert({
      where: { id: ROW_ID },
      create: { id: ROW_ID, ...changes },
      update: changes,
    });
    const now = viewOf(row);
    const changed = (Object.keys(now) as (keyof SiteSettingsView)[]).filter((key) => now[key] !== before[key]);
    if (changed.length > 0)
      await recordAudit(tx, viewer, {
        action: 'siteSettings.update',
        entityType: 'SiteSettings',
        entityId: ROW_ID,
        summary: `Changed the home page's ${changed.map((key) => `${FIGURE_NAMES[key]} from ${before[key]} to ${now[key]}`).join(', ')}`,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, now[key]])),
      });
    return now;
  });
  await ctx.catalog.invalidate('siteSettings');
  return after;
}

const FIGURE_NAMES: Record<keyof SiteSettingsView, string> = {
  yearsOfService: 'years of service',
  partnerHotels: 'partner hotels',
  pilgrimsServed: 'pilgrims served',
  rating: 'pilgrim rating',
};
