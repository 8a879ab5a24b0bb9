import './TravellerDocuments.css';

import { useQuery } from '@apollo/client/react';
import { type ChangeEvent, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { graphql } from '../../gql';
import type { DocumentStatus } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { downloadWithSession } from '../../lib/download';
import { apiRequest } from '../../lib/rest';
import { Alert, Badge, type BadgeVariant, Button } from '../ui';

export const BOOKING_DOCUMENTS_QUERY = graphql(`
  query BookingDocuments($bookingId: Int!) {
    bookingDocuments(bookingId: $bookingId) {
      bookingId
      reference
      uploadsOpen
      travellers {
        travellerId
        position
        fullName
        documents {
          documentTypeId
          code
          name
          guidance
          document {
            id
            status
            rejectionReason
            fileDeleted
          }
        }
      }
    }
  }
`);

type Status = DocumentStatus | 'MISSING';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly hint: NoMessageValues;
  readonly MISSING: NoMessageValues;
  readonly UPLOADED: NoMessageValues;
  readonly APPROVED: NoMessageValues;
  readonly REJECTED: NoMessageValues;
  readonly reason: { readonly reason: MessageValue };
  readonly upload: NoMessageValues;
  readonly replace: NoMessageValues;
  readonly view: NoMessageValues;
  readonly deleted: NoMessageValues;
  readonly uploaded: NoMessageValues;
  readonly failed: NoMessageValues;
  readonly forTraveller: { readonly document: MessageValue; readonly name: MessageValue };
}>({
  title: { id: 'myTrips.documents.title', defaultMessage: 'Travel documents' },
  hint: {
    id: 'myTrips.documents.hint',
    defaultMessage: 'A photo or PDF of each document, at most 8 MB. Our team checks each one.',
  },
  MISSING: { id: 'myTrips.documents.status.missing', defaultMessage: 'Missing' },
  UPLOADED: { id: 'myTrips.documents.status.uploaded', defaultMessage: 'Uploaded, under review' },
  APPROVED: { id: 'myTrips.documents.status.approved', defaultMessage: 'Approved' },
  REJECTED: { id: 'myTrips.documents.status.rejected', defaultMessage: 'Rejected: please upload it again' },
  reason: { id: 'myTrips.documents.reason', defaultMessage: 'Our team wrote: {reason}' },
  upload: { id: 'myTrips.documents.upload', defaultMessage: 'Upload' },
  replace: { id: 'myTrips.documents.replace', defaultMessage: 'Upload again' },
  view: { id: 'myTrips.documents.view', defaultMessage: 'Download' },
  deleted: { id: 'myTrips.documents.deleted', defaultMessage: 'Deleted after the retention period' },
  uploaded: { id: 'myTrips.documents.uploaded', defaultMessage: 'Uploaded. Our team will review it.' },
  failed: { id: 'myTrips.documents.failed', defaultMessage: 'The file could not be uploaded. Please try again.' },
  forTraveller: { id: 'myTrips.documents.forTraveller', defaultMessage: '{document} for {name}' },
});

const BADGE: Record<Status, BadgeVariant> = {
  MISSING: 'neutral',
  UPLOADED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** Between a button's words and its screen-reader part. */
const SPACE = ' ';

/** Photos from the camera or the gallery, or a PDF; the server judges the bytes whatever this says. */
const ACCEPT = 'image/*,application/pdf';

/**
 * The documents a booking's package asks of each traveller (issue #33): status, guidance, staff's reason for a
 * rejection (as written), and an upload that works from a phone. For the signed-in owner (My trips) or with the
 * booking's access token (the emailed link's page).
 */
export function TravellerDocuments({ bookingId, token }: { bookingId: number; token?: string | null }) {
  const intl = useIntl();
  const { data, refetch } = useQuery(BOOKING_DOCUMENTS_QUERY, {
    variables: { bookingId },
    context: bookingTokenContext(token),
  });
  const booking = data?.bookingDocuments;
  if (!booking || !booking.travellers.some((traveller) => traveller.documents.length > 0)) return null;
  return (
    <section className="traveller-documents stack" aria-label={intl.formatMessage(messages.title)}>
      <h3 className="traveller-documents__title">{intl.formatMessage(messages.title)}</h3>
      {booking.uploadsOpen && <p className="muted traveller-documents__hint">{intl.formatMessage(messages.hint)}</p>}
      {booking.travellers.map((traveller) => (
        <div key={traveller.travellerId} className="traveller-documents__traveller">
          <h4 className="traveller-documents__name">
            <bdi>{traveller.fullName}</bdi>
          </h4>
          <ul className="traveller-documents__list">
            {traveller.documents.map((required) => (
              <DocumentRow
                key={required.documentTypeId}
                bookingId={bookingId}
                token={token}
                travellerId={traveller.travellerId}
                travellerName={traveller.fullName}
                required={required}
                uploadsOpen={booking.uploadsOpen}
                onUploaded={() => void refetch()}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

type Required = {
  documentTypeId: number;
  code: string;
  name: string;
  guidance: string;
  document?: { id: number; status: DocumentStatus; rejectionReason?: string | null; fileDeleted?: boolean } | null;
};

function DocumentRow({
  bookingId,
  token,
  travellerId,
  travellerName,
  required,
  uploadsOpen,
  onUploaded,
}: {
  bookingId: number;
  token?: string | null;
  travellerId: number;
  travellerName: string;
  required: Required;
  uploadsOpen: boolean;
  onUploaded: () => void;
}) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const document = required.document;
  const status: Status = document?.status ?? 'MISSING';
  const canUpload = uploadsOpen && status !== 'APPROVED';
  const headers = bookingTokenContext(token)?.headers;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setNotice(null);
    const form = new FormData();
    form.append('file', file);
    try {
      await apiRequest(`/bookings/${bookingId}/travellers/${travellerId}/documents/${required.documentTypeId}`, {
        method: 'POST',
        form,
        headers,
      });
      setNotice({ kind: 'success', text: intl.formatMessage(messages.uploaded) });
      onUploaded();
    } catch (failure) {
      setNotice({ kind: 'error', text: errors.of(failure, intl.formatMessage(messages.failed)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="traveller-documents__item" data-status={status}>
      <div className="traveller-documents__head">
        <span className="traveller-documents__doc">{required.name}</span>
        <Badge variant={BADGE[status]}>{intl.formatMessage(messages[status])}</Badge>
      </div>
      {required.guidance && <p className="muted traveller-documents__guidance">{required.guidance}</p>}
      {status === 'REJECTED' && document?.rejectionReason && (
        <p className="traveller-documents__reason" role="note">
          <FormattedMessage {...messages.reason} values={{ reason: <bdi>{document.rejectionReason}</bdi> }} />
        </p>
      )}
      <div className="traveller-documents__actions">
        {canUpload && (
          <>
            <input
              ref={picker}
              hidden
              type="file"
              accept={ACCEPT}
              onChange={(event) => void upload(event)}
              aria-label={intl.formatMessage(messages.forTraveller, { document: required.name, name: travellerName })}
            />
            <Button variant="secondary" size="sm" loading={busy} onClick={() => picker.current?.click()}>
              {intl.formatMessage(status === 'MISSING' ? messages.upload : messages.replace)}
              <span className="sr-only">
                {SPACE}
                {intl.formatMessage(messages.forTraveller, { document: required.name, name: travellerName })}
              </span>
            </Button>
          </>
        )}
        {document?.fileDeleted && <span className="muted">{intl.formatMessage(messages.deleted)}</span>}
        {document && !document.fileDeleted && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void downloadWithSession(`/api/bookings/${bookingId}/documents/${document.id}/file`, 'document', headers)
            }
          >
            {intl.formatMessage(messages.view)}
          </Button>
        )}
      </div>
      {notice && (
        <Alert variant={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
    </li>
  );
}
