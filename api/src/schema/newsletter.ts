import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter.service.ts';
import { builder } from './builder.ts';
import { noticeFields } from './notice.ts';

const NewsletterPayload = builder.simpleObject('NewsletterPayload', { fields: (t) => noticeFields(t) });

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: NewsletterPayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => subscribeNewsletter(ctx, args),
  }),
  confirmNewsletter: t.field({
    type: NewsletterPayload,
    description: 'Confirms a subscription with the token of the link in the confirmation email.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => confirmNewsletter(ctx, args),
  }),
  unsubscribeNewsletter: t.field({
    type: NewsletterPayload,
    description: 'Unsubscribes with the token of the unsubscribe link every newsletter email carries.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => unsubscribeNewsletter(ctx, args),
  }),
}));
