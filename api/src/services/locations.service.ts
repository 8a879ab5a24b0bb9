import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import type { Db } from '../lib/db.ts';
import { parseInput, text } from '../lib/validation.ts';

export const queryInput = z.object({
  q: text(80, 'LOCATION_SEARCH_TOO_LONG')
    .default('')
    .transform((v) => v.trim()),
});

type LocationRow = { id: number; type: string; name: string; city: string; iata: string | null; country: string };

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * LIKE patterns over `location_alias_text(aliases)`, which is '|mecca|مكة|': the whole alias between bars, or any
 * part of one. Bars in the text cannot match across two aliases.
 */
export function aliasPatterns(term: string) {
  const lower = likeEscaped(term.toLowerCase().replaceAll('|', ''));
  return { exact: `%|${lower}|%`, prefix: `%|${lower}%`, contains: `%${lower}%` };
}

/**
 * Suggestions for the trip search, at most 10, best first: the IATA code, then an exact city, name or alias
 * ("London", "Mecca"), then names/cities/aliases starting with the text, then the rest; within each, bigger places
 * first (the seeded size class), then by name. "London" lists Heathrow and the other London airports, then London
 * (Ontario), then Londonderry. Empty text, no suggestions (product-rules.md#validation). One BitmapOr of the iata key and the
 * name, city and alias trigram indexes.
 */
export async function searchLocations(ctx: ServiceContext, input: unknown): Promise<LocationRow[]> {
  const { q } = parseInput(queryInput, input ?? {});
  if (!q) return [];
  const contains = `%${likeEscaped(q)}%`;
  const prefix = `${likeEscaped(q)}%`;
  const alias = aliasPatterns(q);
  return ctx.db.$queryRaw<LocationRow[]>`
    SELECT id, type::text AS type, name, city, iata, country
    FROM "Location"
    WHERE iata = upper(${q}) OR name ILIKE ${contains} OR city ILIKE ${contains}
       OR location_alias_text(aliases) LIKE ${alias.contains}
    ORDER BY (iata = upper(${q})) IS TRUE DESC,
             (lower(city) = lower(${q}) OR lower(name) = lower(${q}) OR location_alias_text(aliases) LIKE ${alias.exact}) DESC,
             (city ILIKE ${prefix} OR name ILIKE ${prefix} OR location_alias_text(aliases) LIKE ${alias.prefix}) DESC,
             importance DESC,
             (type = 'CITY') DESC,
             name ASC
    LIMIT 10`;
}

/**
 * For typed free text that named no place exactly: up to two locations whose name, city or alias contains it.
 * One means the text names that place ("Heathrow"); two means it is ambiguous ("Airport").
 */
export async function placesContaining(db: Db, term: string): Promise<number[]> {
  const contains = `%${likeEscaped(term)}%`;
  const alias = aliasPatterns(term);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Location"
    WHERE name ILIKE ${contains} OR city ILIKE ${contains} OR location_alias_text(aliases) LIKE ${alias.contains}
    LIMIT 2`;
  return rows.map((row) => row.id);
}
