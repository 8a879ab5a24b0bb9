import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False while a page is rendered ahead of time (the home page's first screen, written into the served HTML at
 * build time: prerender/homeFirstScreen.tsx), true once the app renders it in the browser. A control that only
 * the app's code can run says it is not ready until then.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
