import { type Browser, expect, test } from '@playwright/test';

/**
 * The home page on a phone network (docs/decisions/0012-phone-network.md): Lighthouse's mobile profile applied
 * through the DevTools protocol — 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4x — on a
 * cold cache, in a phone-sized window. Prints the largest contentful paint and the JavaScript transferred, and
 * fails above the goals: an LCP under 2.5 s and under 150 kB of JavaScript for the first load, as transferred:
 * compressed bodies and their response headers (2026-11-29, issue #31).
 * Measured 2026-11-25: ~1.8-1.9 s and 129 kB; 153.1 kB once the site spoke three languages; 2026-11-26, with the
 * error-message table loaded when a page first shows an error: 148.2 kB; 2026-11-28, with the home's first screen in
 * the served HTML and the messages compiled at build time: ~1.1 s and 141.6 kB (the decision's "Figures").
 */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const LCP_GOAL_MS = 2500;
const JS_GOAL_BYTES = 150 * 1024;
/** Cold loads measured: on a 2-core machine one load can be slowed by anything else running, so the median counts. */
const LOADS = 5;

type Load = {
  lcp: number;
  lcpElement: string;
  /** Compressed bodies of the scripts. */
  jsBytes: number;
  /** The same scripts as transferred: bodies and response headers. */
  wireBytes: number;
  jsFiles: string[];
  encodings: string[];
};

async function coldLoad(browser: Browser, baseURL: string): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Bytes on the wire per script, headers included (issue #31 counts the budget that way): the body alone hides
  // what every response's headers cost.
  const scriptRequests = new Set<string>();
  let wireBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (new URL(event.response.url).pathname.endsWith('.js')) scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scriptRequests.has(event.requestId)) wireBytes += event.encodedDataLength;
  });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { time: number; element: string }[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
        const element = entry.element;
        w.__lcp.push({
          time: entry.startTime,
          element: element ? `${element.tagName.toLowerCase()}.${element.className}` : (entry.url ?? '?'),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) encodings.push(response.headers()['content-encoding'] ?? 'none');
  });

  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const measured = await page.evaluate(() => {
    const lcp = (window as unknown as { __lcp: { time: number; element: string }[] }).__lcp;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      new URL(entry.name).pathname.endsWith('.js'),
    );
    return {
      lcp: lcp.at(-1)?.time ?? Number.NaN,
      lcpElement: lcp.at(-1)?.element ?? 'none',
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      jsFiles: scripts.map((entry) => new URL(entry.name).pathname),
    };
  });
  await context.close();
  return { ...measured, wireBytes, encodings };
}

test('home page on a phone network: LCP under 2.5 s and first-load JavaScript under 150 kB', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The server's first answers (catalogue cache, compiled routes) are warmed before measuring the browser.
  for (const url of ['/', '/api/packages']) expect((await fetch(new URL(url, baseURL))).ok).toBe(true);

  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, baseURL!));
  for (const [i, load] of loads.entries()) {
    console.log(
      `phone network, cold load ${i + 1}: LCP ${Math.round(load.lcp)} ms (${load.lcpElement}), ` +
        `JavaScript ${(load.wireBytes / 1024).toFixed(1)} kB transferred (${(load.jsBytes / 1024).toFixed(1)} kB ` +
        `compressed bodies) in ${load.jsFiles.length} files`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const lcp = median(loads.map((load) => load.lcp));
  const jsBytes = median(loads.map((load) => load.wireBytes));
  console.log(
    `phone network, median of ${LOADS}: LCP ${Math.round(lcp)} ms (goal ${LCP_GOAL_MS}), JavaScript ` +
      `${(jsBytes / 1024).toFixed(1)} kB transferred, headers included (goal ${JS_GOAL_BYTES / 1024})`,
  );

  // Every script came precompressed with Brotli, and none of the pages the home page does not show came along, nor
  // its forms (they load near the viewport, or on a phone at the first touch of the search), nor the error table
  // (it loads with a page's first error).
  for (const load of loads) {
    expect(new Set(load.encodings)).toEqual(new Set(['br']));
    expect(
      load.jsFiles.filter((file) => /(Checkout|Search|Training|Auth|Admin|Setup|Form|errorTable)/.test(file)),
    ).toEqual([]);
  }
  expect(jsBytes).toBeLessThan(JS_GOAL_BYTES);
  expect(lcp).toBeLessThan(LCP_GOAL_MS);
});
