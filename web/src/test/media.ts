import { vi } from 'vitest';

/**
 * A screen on which `matchMedia` matches this one query and no other: a phone's `(max-width: …)`. vitest restores
 * the real one after each test (unstubGlobals in web/vitest.config.ts).
 */
export function screenMatching(query: string) {
  vi.stubGlobal('matchMedia', (asked: string) => ({
    matches: asked === query,
    media: asked,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
