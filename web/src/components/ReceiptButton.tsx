import { type ReactNode, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useErrorMessage } from '../i18n/errors';
import { bookingTokenContext } from '../lib/bookingAccess';
import { downloadWithSession } from '../lib/download';
import { Alert, Button } from './ui';

const messages = defineMessages({
  failed: { id: 'myTrips.receipt.failed', defaultMessage: 'The receipt could not be downloaded.' },
});

/**
 * Downloads one payment's PDF receipt (GET /api/bookings/:id/payments/:paymentId/receipt.pdf, or
 * /api/trip-bookings/... for a trip booking's) with the session, for
 * My trips and the admin booking page, or with the booking's access token (a guest's checkout confirmation); a
 * failure is said next to the button.
 */
export function ReceiptButton({
  kind = 'PACKAGE',
  bookingId,
  paymentId,
  token,
  children,
}: {
  kind?: 'PACKAGE' | 'TRIP';
  bookingId: number;
  paymentId: number;
  token?: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadWithSession(
        `/api/${kind === 'TRIP' ? 'trip-bookings' : 'bookings'}/${bookingId}/payments/${paymentId}/receipt.pdf`,
        'receipt.pdf',
        bookingTokenContext(token)?.headers,
      );
    } catch (failure) {
      // The server's reason (or the network's) in the reader's language; anything else is our own failure.
      setError(errors.of(failure, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack" style={{ alignItems: 'start' }}>
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
