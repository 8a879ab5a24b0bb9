import type { ReactNode } from 'react';

/** The page content the server wrote into the page (docs/decisions/0045-found-and-shared.md), and where. */
let served: { path: string; html: string } | null = null;

/**
 * Keeps the content the server wrote into the page it sent (a package's name, price and dates; a list's names),
 * before the app renders into #root and replaces it. Called once by main.tsx, before anything changes the address.
 */
export function keepServerContent(): void {
  const element = document.querySelector('#root [data-server-content]');
  served = element ? { path: window.location.pathname, html: element.outerHTML } : null;
}

/** The kept content if it is this address's; dropped for good once the reader is anywhere else. */
function servedAt(path: string): string | undefined {
  if (served && served.path !== path) served = null;
  return served?.html;
}

/**
 * While the page's chunk or data loads on a first visit, the content the server sent instead of a spinner or a
 * skeleton: the same markup in the same place, so the page does not blank out between the server's paint and the
 * app's. Anywhere else (another address, after a navigation) `fallback`, and the kept content is dropped.
 */
export function ServerContent({ fallback }: { fallback: ReactNode }) {
  const html = servedAt(window.location.pathname);
  if (html === undefined) return fallback;
  // display: contents: the wrapper adds no box, so the markup lays out as the server sent it.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
