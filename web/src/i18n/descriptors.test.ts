import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { englishText } from './descriptors';

/** A descriptor as the code writes it, and as the browser's build compiles it (web/vite.config.ts). */
function bothForms(defaultMessage: string) {
  return [
    { id: 'x', defaultMessage },
    { id: 'x', defaultMessage: parse(defaultMessage) },
  ];
}

describe('descriptors read the same written out or compiled', () => {
  it("gives a plain message's English, to compare with the server's text", () => {
    for (const descriptor of bothForms('Thanks! Please check your inbox — and your spam folder.')) {
      expect(englishText(descriptor)).toBe('Thanks! Please check your inbox — and your spam folder.');
    }
  });

  it('gives no English for a message with values, which no server text equals', () => {
    expect(englishText({ id: 'x', defaultMessage: parse('Request failed: {status}') })).toBeUndefined();
    expect(englishText({ id: 'x' })).toBeUndefined();
  });
});
