import { isLiteralElement } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from 'react-intl';

/*
 * The browser's build compiles every defaultMessage to formatjs's AST (web/vite.config.ts, compiledMessages), so
 * the page carries no message parser; tests and the development server keep the texts. Code that reads a
 * descriptor's English itself goes through these, which take either form.
 */

/** The English of a message without values or tags (as the server also writes it); undefined for any other. */
export function englishText({ defaultMessage }: MessageDescriptor): string | undefined {
  if (typeof defaultMessage === 'string') return defaultMessage;
  if (!defaultMessage?.every(isLiteralElement)) return undefined;
  return defaultMessage.map((element) => element.value).join('');
}
