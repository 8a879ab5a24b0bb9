import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Alert, Badge, type BadgeVariant, Button, Modal, Table, type TableColumn } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type {
  RevealTripPassportsMutation,
  TripBookingAuditRowFragment,
  TripBookingDetailSectionsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatPrice } from '../../lib/price';
import { AdminSection } from '../components/AdminPage';
import { auditTrailColumns } from '../components/columns';
import { formatDateTime } from '../lib/format';

const SECTIONS = graphql(`
  fragment TripBookingDetailSections on AdminTripBookingDetail {
    passengers {
      position
      fullName
      dateOfBirth
      nationality
      passportNumberMasked
    }
    payments {
      id
      purpose
      amount
      currency
      provider
      intentId
      refundedAmount
      receivedAt
    }
    refunds {
      id
      amount
      currency
      reason
      status
      providerRefundId
      requestedBy
      createdAt
      settledAt
    }
    emails {
      id
      kind
      subject
      status
      createdAt
      sentAt
    }
  }
`);

const AUDIT_ROW = graphql(`
  fragment TripBookingAuditRow on AuditEntry {
    id
    createdAt
    actorEmail
    actorRole
    summary
  }
`);

export const ADMIN_REVEAL_TRIP_PASSPORTS_MUTATION = graphql(`
  mutation RevealTripPassports($id: Int!) {
    revealTripPassports(id: $id) {
      tripBookingId
      reference
      passengers {
        position
        fullName
        passportNumber
      }
    }
  }
`);

type Sections = TripBookingDetailSectionsFragment;
type Detail = FragmentType<typeof SECTIONS>;

const PURPOSES: Record<string, string> = { FULL: 'Full payment', DEPOSIT: 'Deposit', BALANCE: 'Balance' };
const REFUND_LOOKS: Record<string, { variant: BadgeVariant; label: string }> = {
  PENDING: { variant: 'gold', label: 'Pending' },
  SUCCEEDED: { variant: 'green', label: 'Refunded' },
  FAILED: { variant: 'red', label: 'Failed' },
};
const EMAIL_LOOKS: Record<string, { variant: BadgeVariant; label: string }> = {
  PENDING: { variant: 'gold', label: 'Waiting' },
  SENDING: { variant: 'blue', label: 'Sending' },
  SENT: { variant: 'green', label: 'Sent' },
  FAILED: { variant: 'red', label: 'Failed' },
};
const dayOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const calendarDay = (day: string) => dayOnly.format(new Date(`${day}T00:00:00Z`));

type Passport = RevealTripPassportsMutation['revealTripPassports']['passengers'][number];

/**
 * The passengers' whole passport numbers, after asking: every reveal is an audit entry (decision 0055), so the
 * numbers are fetched only when staff press the button, shown in a dialog, and dropped when it closes.
 */
export function TripPassportsButton({
  detail,
  tripBookingId,
  reference,
}: {
  detail: Detail;
  tripBookingId: number;
  reference: string;
}) {
  const { passengers } = getFragmentData(SECTIONS, detail);
  const [reveal, { loading }] = useMutation(ADMIN_REVEAL_TRIP_PASSPORTS_MUTATION);
  const [shown, setShown] = useState<readonly Passport[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (!passengers.some((p) => p.passportNumberMasked)) return null;

  const close = () => {
    setShown(null);
    setFailure(null);
    setAsking(false);
  };
  const open = async () => {
    setFailure(null);
    try {
      const { data } = await reveal({ variables: { id: tripBookingId } });
      setShown(data?.revealTripPassports.passengers ?? []);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not open the passport numbers.'));
    }
  };
  const columns: TableColumn<Passport>[] = [
    { key: 'position', header: '#', render: (p) => p.position },
    { key: 'name', header: 'Name', render: (p) => <bdi>{p.fullName}</bdi> },
    {
      key: 'passport',
      header: 'Passport number',
      render: (p) => (p.passportNumber ? <code>{p.passportNumber}</code> : <span className="muted">None</span>),
    },
  ];

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Passport numbers<span className="sr-only"> of {reference}</span>
      </Button>
      <Modal
        open={asking}
        title={`Passport numbers of ${reference}`}
        onClose={close}
        footer={
          shown ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button loading={loading} onClick={() => void open()}>
                Show numbers
              </Button>
            </>
          )
        }
      >
        {failure && <Alert variant="error">{failure}</Alert>}
        {shown ? (
          <Table columns={columns} rows={shown} rowKey={(p) => p.position} caption="Passport numbers" />
        ) : (
          <p>Opening the whole passport numbers is recorded in this booking’s activity, with your name.</p>
        )}
      </Modal>
    </>
  );
}

export interface TripBookingDetailSectionsProps {
  detail: Detail;
  audit: readonly FragmentType<typeof AUDIT_ROW>[];
}

/** The detail page's tables, each with a plain empty state: passengers, payments, refunds, emails, activity. */
export function TripBookingDetailSections({ detail, audit }: TripBookingDetailSectionsProps) {
  const d = getFragmentData(SECTIONS, detail);
  const trail = getFragmentData(AUDIT_ROW, audit);

  const passengers: TableColumn<Sections['passengers'][number]>[] = [
    { key: 'position', header: '#', render: (p) => (p.position === 1 ? '1 (booked)' : p.position) },
    {
      key: 'name',
      header: 'Name as on passport',
      render: (p) => (
        <span className="admin-strong" dir="auto">
          {p.fullName}
        </span>
      ),
    },
    { key: 'born', header: 'Date of birth', render: (p) => (p.dateOfBirth ? calendarDay(p.dateOfBirth) : '—') },
    { key: 'nationality', header: 'Nationality', render: (p) => p.nationality ?? '—' },
    {
      key: 'passport',
      header: 'Passport',
      render: (p) => (p.passportNumberMasked ? <code>{p.passportNumberMasked}</code> : '—'),
    },
  ];

  const payments: TableColumn<Sections['payments'][number]>[] = [
    { key: 'purpose', header: 'Purpose', render: (p) => PURPOSES[p.purpose] ?? p.purpose },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: (p) => <span className="admin-nowrap">{formatPrice(p.amount, p.currency)}</span>,
    },
    {
      key: 'refunded',
      header: 'Refunded',
      align: 'end',
      render: (p) => (
        <span className="admin-nowrap">{p.refundedAmount ? formatPrice(p.refundedAmount, p.currency) : '—'}</span>
      ),
    },
    {
      key: 'ref',
      header: 'Provider reference',
      render: (p) => (
        <>
          <code className="booking-detail__code">{p.intentId}</code>
          <span className="admin-sub">{p.provider}</span>
        </>
      ),
    },
    { key: 'date', header: 'Received', render: (p) => formatDateTime(p.receivedAt) },
  ];

  const refunds: TableColumn<Sections['refunds'][number]>[] = [
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: (r) => <span className="admin-nowrap">{formatPrice(r.amount, r.currency)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => {
        const look = REFUND_LOOKS[r.status] ?? REFUND_LOOKS.PENDING;
        return <Badge variant={look.variant}>{look.label}</Badge>;
      },
    },
    { key: 'reason', header: 'Reason', render: (r) => <span className="admin-wrap">{r.reason}</span> },
    { key: 'by', header: 'Issued by', render: (r) => r.requestedBy ?? 'The customer’s cancellation' },
    {
      key: 'ref',
      header: 'Provider reference',
      render: (r) =>
        r.providerRefundId ? <code className="booking-detail__code">{r.providerRefundId}</code> : 'Not yet',
    },
    {
      key: 'date',
      header: 'Asked / settled',
      render: (r) => (
        <>
          <span className="admin-nowrap">{formatDateTime(r.createdAt)}</span>
          {r.settledAt && <span className="admin-sub admin-nowrap">{formatDateTime(r.settledAt)}</span>}
        </>
      ),
    },
  ];

  const emails: TableColumn<Sections['emails'][number]>[] = [
    {
      key: 'subject',
      header: 'Subject',
      render: (e) => <bdi className="admin-wrap trip-detail__subject">{e.subject}</bdi>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (e) => {
        const look = EMAIL_LOOKS[e.status] ?? EMAIL_LOOKS.PENDING;
        return <Badge variant={look.variant}>{look.label}</Badge>;
      },
    },
    { key: 'queued', header: 'Queued', render: (e) => formatDateTime(e.createdAt) },
    { key: 'sent', header: 'Sent', render: (e) => (e.sentAt ? formatDateTime(e.sentAt) : 'Not yet') },
  ];

  const auditColumns = auditTrailColumns<TripBookingAuditRowFragment>();

  return (
    <div className="booking-detail__sections trip-detail__sections">
      <AdminSection title="Passengers">
        <Table
          columns={passengers}
          rows={d.passengers}
          rowKey={(p) => p.position}
          caption="Passengers"
          empty="No passengers recorded."
        />
      </AdminSection>
      <AdminSection title="Payments">
        <Table
          columns={payments}
          rows={d.payments}
          rowKey={(p) => p.id}
          caption="Payments"
          empty="No payment received yet."
        />
      </AdminSection>
      <AdminSection title="Refunds">
        <Table columns={refunds} rows={d.refunds} rowKey={(r) => r.id} caption="Refunds" empty="No refunds." />
      </AdminSection>
      <AdminSection title="Emails sent">
        <Table
          columns={emails}
          rows={d.emails}
          rowKey={(e) => e.id}
          caption="Emails sent"
          empty="No emails for this booking."
        />
      </AdminSection>
      {/* Trip bookings keep no status history rows (decision 0031): staff and customer actions are here. */}
      <AdminSection title="Activity">
        <Table
          columns={auditColumns}
          rows={trail}
          rowKey={(a) => a.id}
          caption="Activity"
          empty="No staff or customer action recorded yet."
        />
      </AdminSection>
    </div>
  );
}
