import { z } from 'zod';

import { subscribeInput, tokenInput } from '../services/newsletter.service.ts';
import { operations } from './openapi/operation.ts';

export const newsletterOperations = operations(() => {
  const Message = z.object({ message: z.string() }).meta({ id: 'Message' });

  return {
    subscribeNewsletter: {
      operationId: 'subscribeNewsletter',
      summary: 'Subscribe to the newsletter (a confirmation link is mailed)',
      tag: 'newsletter',
      access: 'public',
      body: subscribeInput,
      response: Message,
      errors: [429],
    },
    confirmNewsletter: {
      operationId: 'confirmNewsletter',
      summary: 'Confirm a newsletter subscription with the mailed token',
      tag: 'newsletter',
      access: 'public',
      body: tokenInput,
      response: Message,
      errors: [429],
    },
    unsubscribeNewsletter: {
      operationId: 'unsubscribeNewsletter',
      summary: 'Unsubscribe with the token of any newsletter email',
      tag: 'newsletter',
      access: 'public',
      body: tokenInput,
      response: Message,
      errors: [429],
    },
  };
});
