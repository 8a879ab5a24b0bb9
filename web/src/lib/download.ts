import { failedRequest, networkFailure } from './errors';
import { getSession } from './session';

/**
 * Fetches a file with the session's bearer token (the session is not a cookie, so a plain link would be anonymous)
 * and hands it to the browser as a download named by the answer's Content-Disposition. Throws an ApiError with the
 * server's message, or the network error's.
 */
export async function downloadWithSession(
  url: string,
  fallbackName: string,
  /** More headers, e.g. a booking's X-Booking-Token (a guest's receipt). */
  extra: Record<string, string> = {},
): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, { headers: { ...extra, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch (error) {
    throw networkFailure(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw failedRequest(body, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
