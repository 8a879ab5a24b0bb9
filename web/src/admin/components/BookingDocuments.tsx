import { useMutation, useQuery } from '@apollo/client/react';

import { BOOKING_DOCUMENTS_QUERY } from '../../components/documents/TravellerDocuments';
import { Badge, type BadgeVariant, Button, Table, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { DocumentStatus } from '../../gql/graphql';
import { downloadWithSession } from '../../lib/download';
import { AdminSection } from './AdminPage';
import { QueryError } from './QueryError';
import { FeedbackBanner, useFeedback } from './useFeedback';
import { usePromptAction } from './usePromptAction';

export const REVIEW_DOCUMENT = graphql(`
  mutation ReviewDocument($documentId: Int!, $decision: DocumentDecision!, $reason: String) {
    reviewDocument(documentId: $documentId, decision: $decision, reason: $reason) {
      id
      status
      rejectionReason
    }
  }
`);

type Status = DocumentStatus | 'MISSING';
const LOOKS: Record<Status, { label: string; variant: BadgeVariant }> = {
  MISSING: { label: 'Missing', variant: 'neutral' },
  UPLOADED: { label: 'To review', variant: 'gold' },
  APPROVED: { label: 'Approved', variant: 'green' },
  REJECTED: { label: 'Rejected', variant: 'red' },
};

type Row = {
  id: string;
  traveller: string;
  position: number;
  document: string;
  documentId: number | null;
  status: Status;
  reason: string | null;
  /** The retention job deleted the file after the trip: nothing to view or review any more. */
  fileDeleted: boolean;
};

/**
 * The Documents section of the staff booking page (issue #33): per traveller and required document its status,
 * the file (every download is audited by the API), Approve, and Reject with the reason the customer reads.
 */
export function BookingDocuments({ bookingId }: { bookingId: number }) {
  const { data, error, loading, refetch } = useQuery(BOOKING_DOCUMENTS_QUERY, {
    variables: { bookingId },
    fetchPolicy: 'cache-and-network',
  });
  const [review] = useMutation(REVIEW_DOCUMENT);
  const feedback = useFeedback();
  const prompt = usePromptAction();

  const travellers = data?.bookingDocuments.travellers ?? [];
  const rows: Row[] = travellers.flatMap((traveller) =>
    traveller.documents.map((required) => ({
      id: `${traveller.travellerId}-${required.documentTypeId}`,
      traveller: traveller.fullName,
      position: traveller.position,
      document: required.name,
      documentId: required.document?.id ?? null,
      status: required.document?.status ?? 'MISSING',
      reason: required.document?.rejectionReason ?? null,
      fileDeleted: required.document?.fileDeleted ?? false,
    })),
  );
  if (error && !data) return <QueryError error={error} what="the documents" onRetry={() => void refetch()} />;
  if (!loading && rows.length === 0) return null;

  const approve = (row: Row) =>
    void feedback.run(
      async () => {
        await review({ variables: { documentId: row.documentId!, decision: 'APPROVE' } });
        await refetch();
      },
      { success: `${row.document} of ${row.traveller} approved; the customer is emailed.` },
    );
  const reject = (row: Row) =>
    prompt.open({
      title: `Reject the ${row.document} of ${row.traveller}`,
      label: 'Reason (the customer reads it as written)',
      confirmLabel: 'Reject',
      inputProps: { maxLength: 1000 },
      action: async (reason) => {
        await review({ variables: { documentId: row.documentId!, decision: 'REJECT', reason } });
        await refetch();
        feedback.succeed(`${row.document} of ${row.traveller} rejected; the customer is emailed.`);
      },
    });
  const download = (row: Row) =>
    void feedback.run(() =>
      downloadWithSession(`/api/bookings/${bookingId}/documents/${row.documentId}/file`, 'document'),
    );

  const columns: TableColumn<Row>[] = [
    { key: 'traveller', header: 'Traveller', render: (row) => <bdi>{`${row.position}. ${row.traveller}`}</bdi> },
    { key: 'document', header: 'Document', render: (row) => row.document },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <>
          <Badge variant={LOOKS[row.status].variant}>{LOOKS[row.status].label}</Badge>
          {row.reason && (
            <span className="admin-sub" dir="auto">
              {row.reason}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (row) =>
        row.fileDeleted ? (
          <span className="admin-sub">Deleted after the retention period</span>
        ) : (
          row.documentId && (
            <span className="booking-documents__actions">
              <Button size="sm" variant="ghost" onClick={() => download(row)}>
                View
              </Button>
              {row.status !== 'APPROVED' && (
                <Button size="sm" variant="secondary" onClick={() => approve(row)}>
                  Approve
                </Button>
              )}
              {row.status !== 'REJECTED' && (
                <Button size="sm" variant="danger" onClick={() => reject(row)}>
                  Reject
                </Button>
              )}
            </span>
          )
        ),
    },
  ];

  return (
    <AdminSection title="Documents">
      <FeedbackBanner feedback={feedback} />
      <Table
        caption="Travellers’ documents"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading && !data}
      />
      {prompt.dialog}
    </AdminSection>
  );
}
