import { ERROR_REASONS } from '@rihla/db/error-reasons';
import { z } from 'zod';

/**
 * The fields of a customer-facing answer that is not an error (prisma/error-messages.ts `notice`): its English, and
 * its code and values, by which clients show it in the reader's language (decision 0042).
 */
export const noticeFields = {
  message: z.string().meta({ description: 'The answer in English.' }),
  reason: z
    .enum(Object.keys(ERROR_REASONS) as [keyof typeof ERROR_REASONS, ...(keyof typeof ERROR_REASONS)[]])
    .meta({ description: 'The stable code of `message`: clients translate by it.' }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .meta({ description: 'The values of the placeholders of `message`, by name ({} when it has none).' }),
};

export const Notice = z.object(noticeFields).meta({ id: 'Notice' });
