import { type ReactNode, useState } from 'react';

import { downloadWithSession } from '../lib/download';
import { ApiError } from '../lib/errors';
import { Alert, Button } from './ui';

/**
 * Downloads one payment's PDF receipt (GET /api/bookings/:id/payments/:paymentId/receipt.pdf) with the session, for
 * My trips and the admin booking page; a failure is said next to the button.
 */
export function ReceiptButton({
  bookingId,
  paymentId,
  children,
}: {
  bookingId: number;
  paymentId: number;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadWithSession(`/api/bookings/${bookingId}/payments/${paymentId}/receipt.pdf`, 'receipt.pdf');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The receipt could not be downloaded.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack" style={{ alignItems: 'flex-start' }}>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
        {children}
      </Button>
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </div>
  );
}
