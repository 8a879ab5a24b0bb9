import { apiRequest } from '../../lib/rest';

const QUEUES_SESSION_PATH = '/admin/queues/session';

/**
 * Opens the bull-board queue dashboard in a new tab: exchanges the bearer token for its cookie first
 * (POST /api/admin/queues/session → {url}). The tab is opened before the request, while the click still
 * counts as a user gesture, so popup blockers let it through; it is closed again if the request fails.
 */
export async function openQueueDashboard(open: typeof window.open = window.open.bind(window)): Promise<void> {
  const tab = open('about:blank', '_blank');
  try {
    const { url } = await apiRequest<{ url: string }>(QUEUES_SESSION_PATH, { method: 'POST' });
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
