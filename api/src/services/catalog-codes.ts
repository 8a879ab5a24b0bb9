import { z } from 'zod';

import { type IssueMessage, text, trimmed } from '../lib/validation.ts';

/** Codes of modes and classes are short uppercase identifiers (FLIGHT, ROYAL). */
export const code = (required: IssueMessage) =>
  trimmed(required, 30).pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]+$/, { error: 'CODE_CHARACTERS_INVALID' }),
  );

/** Renames ignore an empty input (docs/product-rules.md#validation). */
export const rename = z
  .preprocess((v) => (v === null ? undefined : v), text().optional())
  .transform((v) => v?.trim() || undefined);
