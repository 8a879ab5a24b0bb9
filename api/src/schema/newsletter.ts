import { subscribeNewsletter } from '../services/newsletter.service.ts';
import { builder } from './builder.ts';
import { plainObject } from './plain-object.ts';

const NewsletterPayload = plainObject('NewsletterPayload', { fields: (t) => ({ message: t.string() }) });

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: NewsletterPayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => subscribeNewsletter(ctx, args),
  }),
}));
