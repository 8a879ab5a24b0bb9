import { z } from 'zod';
import { trimmed } from '../lib/validation.ts';

/** Codes of modes and classes are short uppercase identifiers (FLIGHT, ROYAL). */
export const code = (required: string) =>
  trimmed(required).pipe(
    z.string().toUpperCase().max(30).regex(/^[A-Z0-9_-]+$/, { error: 'Code may use letters, digits, "-" and "_" only.' }),
  );

/** Renames ignore an empty input (spec 5). */
export const rename = z.string().trim().max(200).optional().transform((v) => v || undefined);
