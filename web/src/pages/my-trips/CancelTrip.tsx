import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { Alert, Button, Modal, Spinner, Textarea } from '../../components/ui';
import { graphql } from '../../gql';
import type { CancellationQuoteQuery } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';
import { ruleText } from '../../lib/cancellationPolicy';

export const CANCELLATION_QUOTE_QUERY = graphql(`
  query CancellationQuote($bookingId: Int!) {
    cancellationQuote(bookingId: $bookingId) {
      bookingId
      reference
      status
      action
      blockedReason
      blockedCode
      currency
      paid
      daysBefore
      refundPercent
      refundAmount
      requestedAt
      rule {
        daysBefore
        refundPercent
      }
    }
  }
`);

export const REQUEST_CANCELLATION_MUTATION = graphql(`
  mutation RequestCancellation($bookingId: Int!, $reason: String) {
    requestCancellation(bookingId: $bookingId, reason: $reason) {
      bookingId
      status
      action
      requestedAt
    }
  }
`);

const messages = defineMessages<{
  readonly cancelled: { readonly reference: MessageValue };
  readonly requested: { readonly reference: MessageValue };
  readonly title: { readonly reference: MessageValue };
  readonly checking: NoMessageValues;
  readonly why: NoMessageValues;
  readonly whyHint: NoMessageValues;
  readonly failed: NoMessageValues;
}>({
  cancelled: { id: 'myTrips.cancel.cancelled', defaultMessage: 'Booking {reference} is cancelled.' },
  requested: {
    id: 'myTrips.cancel.requested',
    defaultMessage: 'We received your cancellation request for {reference}. Our team will confirm it by email.',
  },
  title: { id: 'myTrips.cancel.title', defaultMessage: 'Cancel booking {reference}' },
  checking: { id: 'myTrips.cancel.checking', defaultMessage: 'Checking the cancellation policy' },
  why: { id: 'myTrips.cancel.why', defaultMessage: 'Why are you cancelling?' },
  whyHint: { id: 'myTrips.cancel.whyHint', defaultMessage: 'Optional. It helps our team.' },
  failed: { id: 'myTrips.cancel.failed', defaultMessage: 'Could not request the cancellation. Please try again.' },
});

/** Between the visible label and its screen-reader part. */
const SPACE = ' ';

/**
 * "Cancel booking" on a My trips card: a preview of what the package's cancellation policy refunds today, then the
 * confirmation (with an optional reason).
 */
export function CancelTrip({
  bookingId,
  reference,
  allowed = true,
}: {
  bookingId: number;
  reference: string;
  /** The server's cancelAction allows it; once the request is sent it no longer does, but its answer stays shown. */
  allowed?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      {allowed && (
        <Button variant="ghost" onClick={() => setOpen(true)}>
          <FormattedMessage id="myTrips.cancel.button" defaultMessage="Cancel booking" />
          <span className="sr-only">
            {SPACE}
            {reference}
          </span>
        </Button>
      )}
      {done && (
        <Alert variant="success" className="trip-card__note">
          {done}
        </Alert>
      )}
      {open && (
        <CancelTripDialog
          bookingId={bookingId}
          reference={reference}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </>
  );
}

function CancelTripDialog(props: {
  bookingId: number;
  reference: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { bookingId, reference, onClose, onDone } = props;
  const intl = useIntl();
  const errors = useErrorMessage();
  const { data, loading, error } = useQuery(CANCELLATION_QUOTE_QUERY, {
    variables: { bookingId },
    fetchPolicy: 'network-only',
  });
  const [request, { loading: saving, error: saveError }] = useMutation(REQUEST_CANCELLATION_MUTATION, {
    // The card shows the booking's new status (Cancelled) once My trips is read again.
    refetchQueries: ['MyBookings'],
  });
  const [reason, setReason] = useState('');
  const quote = data?.cancellationQuote;

  async function confirm() {
    if (!quote) return;
    const result = await request({ variables: { bookingId, reason: reason.trim() || null } }).catch(() => null);
    if (!result?.data) return;
    onDone(intl.formatMessage(quote.action === 'CANCEL_NOW' ? messages.cancelled : messages.requested, { reference }));
  }

  const canConfirm = quote && quote.action !== 'NONE';
  return (
    <Modal
      open
      size="sm"
      title={intl.formatMessage(messages.title, { reference })}
      onClose={() => {
        if (!saving) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            <FormattedMessage id="myTrips.cancel.keep" defaultMessage="Keep my booking" />
          </Button>
          {canConfirm && (
            <Button variant="danger" loading={saving} onClick={() => void confirm()}>
              {quote.action === 'CANCEL_NOW' ? (
                <FormattedMessage id="myTrips.cancel.button" defaultMessage="Cancel booking" />
              ) : (
                <FormattedMessage id="myTrips.cancel.request" defaultMessage="Request cancellation" />
              )}
            </Button>
          )}
        </>
      }
    >
      <div className="stack">
        {loading || !data ? (
          error ? (
            <Alert variant="error">
              <FormattedMessage
                id="myTrips.cancel.loadFailed"
                defaultMessage="Could not load what cancelling gives. Please try again."
              />
            </Alert>
          ) : (
            <Spinner label={intl.formatMessage(messages.checking)} />
          )
        ) : quote?.action === 'NONE' ? (
          <Alert variant="info">{quote.blockedReason && errors.text(quote.blockedReason, quote.blockedCode)}</Alert>
        ) : quote?.action === 'CANCEL_NOW' ? (
          <p>
            <FormattedMessage
              id="myTrips.cancel.nothingPaid"
              defaultMessage="Nothing has been paid for this booking yet, so it is cancelled at once and nothing is refunded."
            />
          </p>
        ) : (
          quote && <RefundPreview quote={quote} />
        )}
        {canConfirm && (
          <Textarea
            label={intl.formatMessage(messages.why)}
            hint={intl.formatMessage(messages.whyHint)}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {saveError && <Alert variant="error">{errors.of(saveError, intl.formatMessage(messages.failed))}</Alert>}
      </div>
    </Modal>
  );
}

type Quote = CancellationQuoteQuery['cancellationQuote'];

function RefundPreview({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const f = useFormat();
  const days = quote.daysBefore ?? 0;
  return (
    <div className="stack">
      <p className="cancel-trip__refund" data-testid="cancellation-refund">
        <FormattedMessage
          id="myTrips.cancel.refund"
          defaultMessage="If you cancel today you are refunded <strong>{refund}</strong> ({percent} % of the {paid} you paid)."
          values={{
            refund: f.price(quote.refundAmount, quote.currency),
            percent: intl.formatNumber(quote.refundPercent),
            paid: f.price(quote.paid, quote.currency),
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <p className="muted">
        {quote.rule ? (
          <FormattedMessage
            id="myTrips.cancel.policy"
            defaultMessage="The package's policy: {rule}. {days, plural, one {Your departure is in # days.} other {Your departure is in # days.}}"
            values={{ rule: ruleText(intl, quote.rule), days }}
          />
        ) : quote.daysBefore === null ? (
          <FormattedMessage
            id="myTrips.cancel.noDeparture"
            defaultMessage="This booking has no departure date yet: our team will tell you what is refunded."
          />
        ) : (
          <FormattedMessage
            id="myTrips.cancel.tooClose"
            defaultMessage="{days, plural, one {Your departure is in # days: the package's policy refunds nothing this close to departure.} other {Your departure is in # days: the package's policy refunds nothing this close to departure.}}"
            values={{ days }}
          />
        )}
      </p>
      <p className="muted">
        <FormattedMessage
          id="myTrips.cancel.refundToCard"
          defaultMessage="Our team confirms the cancellation; the refund goes back to the card you paid with."
        />
      </p>
    </div>
  );
}
