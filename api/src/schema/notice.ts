import { builder, type BuilderTypes } from './builder.ts';

builder.scalarType('MessageParams', {
  description: 'The values of a message’s placeholders by name (text or number), as error `params` travel.',
  serialize: (value) => value,
  parseValue: () => {
    throw new Error('MessageParams is output only');
  },
});

/**
 * The fields of a simple object answering with a customer-facing text that is not an error, as errors travel
 * (decision 0042): its English, its code and the values of its placeholders, by which the web shows it in the
 * reader's language. The service returns them with `notice(reason, params)` (prisma/error-messages.ts).
 */
export const noticeFields = (t: PothosSchemaTypes.RootFieldBuilder<BuilderTypes, unknown, 'SimpleObject'>) => ({
  message: t.string({ description: 'The answer in English.' }),
  reason: t.string({ description: 'The stable code of `message` (an error reason): clients translate by it.' }),
  params: t.field({ type: 'MessageParams', description: 'The values of the placeholders of `message`.' }),
});
