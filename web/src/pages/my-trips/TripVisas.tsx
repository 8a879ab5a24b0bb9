import './TripVisas.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Badge, type BadgeVariant, Button } from '../../components/ui';
import { graphql } from '../../gql';
import type { VisaStage } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { downloadWithSession } from '../../lib/download';

export const BOOKING_VISAS_QUERY = graphql(`
  query BookingVisas($bookingId: Int!) {
    bookingVisas(bookingId: $bookingId) {
      bookingId
      travellers {
        travellerId
        fullName
        stage
        refusalReason
        eVisa {
          fileName
        }
      }
    }
  }
`);

const messages = defineMessages({
  heading: { id: 'myTrips.visas.heading', defaultMessage: 'Visas' },
  NOT_STARTED: { id: 'myTrips.visas.stage.NOT_STARTED', defaultMessage: 'Not started' },
  DOCUMENTS_COMPLETE: { id: 'myTrips.visas.stage.DOCUMENTS_COMPLETE', defaultMessage: 'Documents complete' },
  SUBMITTED: { id: 'myTrips.visas.stage.SUBMITTED', defaultMessage: 'Submitted' },
  ISSUED: { id: 'myTrips.visas.stage.ISSUED', defaultMessage: 'Issued' },
  REFUSED: { id: 'myTrips.visas.stage.REFUSED', defaultMessage: 'Refused' },
  failed: { id: 'myTrips.visas.downloadFailed', defaultMessage: 'The e-visa could not be downloaded.' },
});

/** Between the button's words and its screen-reader part. */
const SPACE = ' ';

// Every stage has its look: a stage the server adds fails the typecheck here.
const STAGE_VARIANTS = {
  NOT_STARTED: 'neutral',
  DOCUMENTS_COMPLETE: 'blue',
  SUBMITTED: 'gold',
  ISSUED: 'green',
  REFUSED: 'red',
} as const satisfies Record<VisaStage, BadgeVariant>;

/** The e-visa's download (GET /api/travellers/:id/visa/e-visa.pdf) with the session; a failure is said beside it. */
function EVisaButton({ travellerId, fullName, fileName }: { travellerId: number; fullName: string; fileName: string }) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadWithSession(`/api/travellers/${travellerId}/visa/e-visa.pdf`, fileName);
    } catch (failure) {
      setError(errors.of(failure, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
        <FormattedMessage id="myTrips.visas.download" defaultMessage="Download e-visa (PDF)" />
        <span className="sr-only">
          {SPACE}
          <FormattedMessage id="myTrips.visas.downloadOf" defaultMessage="of {name}" values={{ name: fullName }} />
        </span>
      </Button>
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );
}

/**
 * The visas line of a My trips card (issue #33 §2): each traveller's visa stage, the refusal's reason, and the e-visa
 * to download once issued. Nothing until the booking has travellers.
 */
export function TripVisas({ bookingId }: { bookingId: number }) {
  const intl = useIntl();
  const { data } = useQuery(BOOKING_VISAS_QUERY, { variables: { bookingId } });
  const travellers = data?.bookingVisas.travellers ?? [];
  if (travellers.length === 0) return null;
  return (
    <section className="trip-visas">
      <h3 className="trip-visas__heading">{intl.formatMessage(messages.heading)}</h3>
      <ul className="trip-visas__list">
        {travellers.map((visa) => (
          <li key={visa.travellerId} className="trip-visas__row">
            <bdi className="trip-visas__name">{visa.fullName}</bdi>
            <Badge variant={STAGE_VARIANTS[visa.stage]}>{intl.formatMessage(messages[visa.stage])}</Badge>
            {visa.stage === 'REFUSED' && visa.refusalReason && (
              <p className="trip-visas__reason muted">
                <FormattedMessage
                  id="myTrips.visas.reason"
                  defaultMessage="Reason: {reason}"
                  values={{ reason: <bdi>{visa.refusalReason}</bdi> }}
                />
              </p>
            )}
            {visa.eVisa && (
              <EVisaButton travellerId={visa.travellerId} fullName={visa.fullName} fileName={visa.eVisa.fileName} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
