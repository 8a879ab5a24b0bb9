import { useMemo } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

import { errorMessage, errorReason } from '../lib/errors';

/**
 * The API's and the forms' messages a reader can meet, by their stable code (the server's `reason`): the English
 * text is the spec's, the same as the server's (@rihla/db/error-reasons); the catalogues translate them.
 */
const byReason: Record<string, MessageDescriptor> = defineMessages({
  UNAUTHENTICATED: { id: 'errors.UNAUTHENTICATED', defaultMessage: 'Please log in to continue.' },
});

const byEnglish = new Map(
  Object.values(byReason)
    .filter((descriptor) => typeof descriptor.defaultMessage === 'string' && !descriptor.defaultMessage.includes('{'))
    .map((descriptor) => [descriptor.defaultMessage as string, descriptor]),
);

function translate(intl: IntlShape, text: string, reason?: string): string {
  const descriptor = (reason && byReason[reason]) || byEnglish.get(text);
  return descriptor ? intl.formatMessage(descriptor) : text;
}

/**
 * Error texts in the reader's language.
 * - `of(error, rejected, failed)`: what lib/errors' errorMessage would show for a failed call, translated by the
 *   server's reason code or, for the client's own texts, by their English text; `rejected`/`failed` are passed
 *   already translated.
 * - `text(message)`: a validation message (a form's own or the server's) translated when it is a known one.
 */
export function useErrorMessage() {
  const intl = useIntl();
  return useMemo(
    () => ({
      of: (error: unknown, rejected: string, failed?: string) =>
        translate(intl, errorMessage(error, rejected, failed), errorReason(error)),
      text: (message: string) => translate(intl, message),
    }),
    [intl],
  );
}
