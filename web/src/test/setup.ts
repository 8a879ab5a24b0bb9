import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // Tests never reach a network: anything that tries fails loudly (a fresh mock per test).
  globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('network disabled in tests')));
});

// jsdom does not implement scrolling.
window.scrollTo = vi.fn() as typeof window.scrollTo;
// jsdom lays nothing out, and has no scrollIntoView (the checkout's confirmation scrolls to its heading).
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
