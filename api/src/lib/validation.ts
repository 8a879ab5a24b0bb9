import { z } from 'zod';
import { badRequest } from './errors.ts';

/** Parses input with a zod schema; the first issue's message becomes the 400 error text. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input.');
  return result.data;
}

export const trimmed = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const email = (message = 'Please enter a valid email address.') =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email({ error: message }));

export const currency = z
  .string({ error: 'Currency must be a 3-letter ISO code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Currency must be a 3-letter ISO code.' });

/** Ids arrive as numbers (GraphQL) or strings (REST paths). */
export const id = z.coerce.number({ error: 'Invalid id.' }).int({ error: 'Invalid id.' }).positive({ error: 'Invalid id.' });

export const pageArgs = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageArgs = z.infer<typeof pageArgs>;

export function pageWindow(args: unknown) {
  const { page, pageSize } = parseInput(pageArgs, args ?? {});
  return { skip: (page - 1) * pageSize, take: pageSize };
}
