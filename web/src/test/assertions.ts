import { expect } from 'vitest';

/** Asserts that `element` shows each of `texts`, one by one, so a failure names the text that is missing. */
export function expectTextsIn(element: HTMLElement, texts: readonly (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
