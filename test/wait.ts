/** Waiting in server tests: on an outcome, never for a fixed time, and never asserting how fast a machine is. */

/** Polls until `check` gives something truthy; async outcomes are awaited this way, never with fixed sleeps. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The bound for "answers although Redis is down" checks. They guard a product behaviour, not speed: a call
 * must fail or fall back at once instead of hanging on an unreachable dependency (an offline queue that
 * never drains, a connection that never times out). A healthy answer takes milliseconds and the product's
 * own Redis timeouts are 1-2 s, so this sits far above what a busy CI machine needs, yet well below the
 * test timeout, so a hang fails with the test's own message.
 */
export const NO_HANG_MS = 10_000;
