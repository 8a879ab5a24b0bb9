import { countryName } from '@rihla/db/countries';

import { ReceiptButton } from '../../components/ReceiptButton';
import { Badge, type BadgeVariant, Table, type TableColumn } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { BookingAuditRowFragment, BookingDetailSectionsFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { AdminSection } from '../components/AdminPage';
import { auditTrailColumns } from '../components/columns';
import { StaffTravellers } from '../components/StaffTravellers';
import { formatDate, formatDateTime } from '../lib/format';
import { bookingStatusLook } from '../lib/status';

const SECTIONS = graphql(`
  fragment BookingDetailSections on AdminBookingDetail {
    booking {
      id
      reference
      departure {
        id
      }
    }
    payments {
      id
      purpose
      amount
      currency
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
      requestedBy
      createdAt
      settledAt
    }
    travellers {
      position
      fullName
      nationality
      passportExpiry
      relation
    }
    missingTravellers
    emails {
      id
      kind
      subject
      status
      createdAt
      sentAt
    }
    statusHistory {
      from
      to
      createdAt
    }
  }
`);

const AUDIT_ROW = graphql(`
  fragment BookingAuditRow on AuditEntry {
    id
    createdAt
    actorEmail
    actorRole
    summary
  }
`);

type Sections = BookingDetailSectionsFragment;

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

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase().replaceAll('_', ' ');

type TravellerRow =
  | { kind: 'entered'; position: number; traveller: Sections['travellers'][number] }
  | { kind: 'missing'; position: number };

export interface BookingDetailSectionsProps {
  detail: FragmentType<typeof SECTIONS>;
  audit: readonly FragmentType<typeof AUDIT_ROW>[];
}

/** The detail page's tables, each with a plain empty state: payments, refunds, travellers, emails, history. */
export function BookingDetailSections({ detail, audit }: BookingDetailSectionsProps) {
  const d = getFragmentData(SECTIONS, detail);
  const trail = getFragmentData(AUDIT_ROW, audit);

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
      render: (p) => <code className="booking-detail__code">{p.intentId}</code>,
    },
    { key: 'date', header: 'Received', render: (p) => formatDateTime(p.receivedAt) },
    {
      key: 'receipt',
      header: 'Receipt',
      render: (p) => (
        <ReceiptButton bookingId={d.booking.id} paymentId={Number(p.id)}>
          PDF<span className="sr-only"> receipt of the {PURPOSES[p.purpose].toLowerCase()}</span>
        </ReceiptButton>
      ),
    },
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
    { key: 'date', header: 'Asked', render: (r) => formatDateTime(r.createdAt) },
  ];

  const travellerRows: TravellerRow[] = [
    ...d.travellers.map((t) => ({ kind: 'entered' as const, position: t.position, traveller: t })),
    ...d.missingTravellers.map((position) => ({ kind: 'missing' as const, position })),
  ].sort((a, b) => a.position - b.position);
  const travellers: TableColumn<TravellerRow>[] = [
    { key: 'position', header: '#', render: (row) => (row.position === 1 ? '1 (lead)' : row.position) },
    {
      key: 'name',
      header: 'Name as on passport',
      render: (row) =>
        row.kind === 'entered' ? (
          <span className="admin-strong" dir="auto">
            {row.traveller.fullName}
          </span>
        ) : (
          <Badge variant="red">Missing</Badge>
        ),
    },
    {
      key: 'nationality',
      header: 'Nationality',
      // The back office reads English names; the code stays in the API and the CSV.
      render: (row) => (row.kind === 'entered' ? countryName(row.traveller.nationality, 'en') : '—'),
    },
    {
      key: 'expiry',
      header: 'Passport expiry',
      render: (row) => (row.kind === 'entered' ? formatDate(row.traveller.passportExpiry) : '—'),
    },
    {
      key: 'relation',
      header: 'Relation',
      render: (row) => (row.kind === 'entered' ? sentence(row.traveller.relation) : '—'),
    },
  ];

  const emails: TableColumn<Sections['emails'][number]>[] = [
    { key: 'subject', header: 'Subject', render: (e) => <bdi className="admin-wrap">{e.subject}</bdi> },
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

  const history: TableColumn<Sections['statusHistory'][number]>[] = [
    { key: 'from', header: 'From', render: (h) => bookingStatusLook(h.from).label },
    { key: 'to', header: 'To', render: (h) => bookingStatusLook(h.to).label },
    { key: 'at', header: 'When', render: (h) => formatDateTime(h.createdAt) },
  ];

  const auditColumns = auditTrailColumns<BookingAuditRowFragment>();

  return (
    <div className="booking-detail__sections">
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
      <AdminSection
        title="Travellers"
        actions={d.booking.departure && <StaffTravellers bookingId={d.booking.id} reference={d.booking.reference} />}
      >
        <Table
          columns={travellers}
          rows={travellerRows}
          rowKey={(row) => row.position}
          caption="Travellers"
          empty="This booking has no departure: no traveller details are asked for."
        />
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
      <AdminSection title="Status history">
        <Table
          columns={history}
          rows={d.statusHistory}
          rowKey={(h) => `${h.createdAt}-${h.from}-${h.to}`}
          caption="Status history"
          empty="No status change yet."
        />
      </AdminSection>
      <AdminSection title="Audit trail">
        <Table
          columns={auditColumns}
          rows={trail}
          rowKey={(a) => a.id}
          caption="Audit trail"
          empty="No staff or customer action recorded yet."
        />
      </AdminSection>
    </div>
  );
}
