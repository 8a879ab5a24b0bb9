import { useState } from 'react';

import { Button } from '../../components/ui';
import { ApiError, messageFromBody, networkErrorMessage } from '../../lib/errors';
import { getSession } from '../../lib/session';
import type { FeedbackApi } from '../components/useFeedback';
import { bookingFilterParams, type BookingFilters } from './BookingsFilters';

/**
 * Downloads the bookings matching the current filters as CSV (GET /api/admin/bookings.csv). Fetched with the
 * session's bearer token, so it cannot be a plain link; the file is handed to the browser as a download.
 */
export function BookingsCsvButton({ filters, feedback }: { filters: BookingFilters; feedback: FeedbackApi }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const query = bookingFilterParams(filters).toString();
      const token = getSession()?.token;
      const response = await fetch(`/api/admin/bookings.csv${query ? `?${query}` : ''}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw new ApiError(messageFromBody(body) ?? `Request failed: ${response.status}`, response.status);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? 'rihla-bookings.csv';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      feedback.fail(
        error instanceof ApiError
          ? error
          : new ApiError(networkErrorMessage(error instanceof Error ? error.message : String(error)), 0),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      Download CSV
    </Button>
  );
}
