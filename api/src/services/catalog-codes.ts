import { z } from 'zod';

import { text, trimmed } from '../lib/validation.ts';

/** Codes of modes and classes are short uppercase identifiers (FLIGHT, ROYAL). */
export const code = (required: string) =>
  trimmed(required, 30).pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]+$/, { error: 'Code may use letters, digits, "-" and "_" only.' }),
  );

/** Renames ignore an empty input (docs/product-rules.md#validation). */
export const rename = z
  .preprocess((v) => (v === null ? undefined : v), text().optional())
  .transform((v) => v?.trim() || undefined);
