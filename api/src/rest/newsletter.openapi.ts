import { subscribeInput, tokenInput } from '../services/newsletter.service.ts';
import { Notice } from './openapi/notice.ts';
import { operations } from './openapi/operation.ts';

export const newsletterOperations = operations(() => {
  return {
    subscribeNewsletter: {
      operationId: 'subscribeNewsletter',
      summary: 'Subscribe to the newsletter (a confirmation link is mailed)',
      tag: 'newsletter',
      access: 'public',
      body: subscribeInput,
      response: Notice,
      errors: [429],
    },
    confirmNewsletter: {
      operationId: 'confirmNewsletter',
      summary: 'Confirm a newsletter subscription with the mailed token',
      tag: 'newsletter',
      access: 'public',
      body: tokenInput,
      response: Notice,
      errors: [429],
    },
    unsubscribeNewsletter: {
      operationId: 'unsubscribeNewsletter',
      summary: 'Unsubscribe with the token of any newsletter email',
      tag: 'newsletter',
      access: 'public',
      body: tokenInput,
      response: Notice,
      errors: [429],
    },
  };
});
