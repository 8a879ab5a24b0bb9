import { useState } from 'react';

import { Button } from '../../components/ui';
import { downloadWithSession } from '../../lib/download';
import { ApiError } from '../../lib/errors';
import type { FeedbackApi } from '../components/useFeedback';
import { bookingFilterParams, type BookingFilters } from './BookingsFilters';

/**
 * Downloads the bookings matching the current filters as CSV (GET /api/admin/bookings.csv). Fetched with the
 * session's bearer token (downloadWithSession), so it cannot be a plain link.
 */
export function BookingsCsvButton({ filters, feedback }: { filters: BookingFilters; feedback: FeedbackApi }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const query = bookingFilterParams(filters).toString();
      await downloadWithSession(`/api/admin/bookings.csv${query ? `?${query}` : ''}`, 'rihla-bookings.csv');
    } catch (error) {
      feedback.fail(error instanceof ApiError ? error : new ApiError(String(error), 0));
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
