import './EmailsPage.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Badge, type BadgeVariant, Button, Modal, Select, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminEmailRowFragment, AdminEmailsQuery, EmailKind, OutboxStatus } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, dateTimeColumn } from '../components/columns';
import { usePagedAdminList } from '../components/useAdminList';
import { formatDateTime } from '../lib/format';

const EMAIL_ROW = graphql(`
  fragment AdminEmailRow on OutboxEmail {
    id
    to
    kind
    subject
    status
    attempts
    lastError
    createdAt
    sentAt
  }
`);

export const ADMIN_EMAILS_QUERY = graphql(`
  query AdminEmails($page: Int!, $pageSize: Int!, $kind: EmailKind, $status: OutboxStatus) {
    outboxEmails(page: $page, pageSize: $pageSize, kind: $kind, status: $status) {
      total
      items {
        id
        ...AdminEmailRow
      }
    }
  }
`);

const ADMIN_EMAIL_QUERY = graphql(`
  query AdminEmail($id: Int!) {
    outboxEmail(id: $id) {
      id
      html
      text
      messageId
      devMailboxHtml
      devMailboxText
    }
  }
`);

const EMAILS_LIST = { query: ADMIN_EMAILS_QUERY, select: (data: AdminEmailsQuery) => data.outboxEmails };

// Every kind has its label: a kind the worker adds fails the typecheck here.
const KIND_LABELS = {
  CONSULTATION_ACK: 'Consultation acknowledgement',
  CONSULTATION_STAFF: 'Consultation, to staff',
  CONSULTATION_REPLY: 'Consultation reply',
  NEWSLETTER_CONFIRM: 'Newsletter confirmation',
  PASSWORD_RESET: 'Password reset',
  BOOKING_RECEIVED: 'Booking received',
  PAYMENT_RECEIPT: 'Payment receipt',
  CANCELLATION_REQUEST: 'Cancellation request',
  BOOKING_CANCELLED: 'Booking cancelled',
  REFUND_CONFIRMED: 'Refund confirmation',
  BOOKING_CLAIM: 'Find my bookings link',
  BALANCE_REMINDER: 'Balance reminder',
  ACCOUNT_SECURITY: 'Staff password reset notice',
  STAFF_INVITATION: 'Staff invitation',
  VISA_ISSUED: 'Visa issued',
  VISA_REFUSED: 'Visa refused',
  DOCUMENT_REVIEWED: 'Document reviewed',
  DOCUMENTS_REMINDER: 'Documents reminder',
  INVOICE_OVERDUE: 'Invoice overdue',
  AGENCY_BOOKING_CONFIRMED: 'Agency booking confirmed',
  AGENCY_PILGRIM_BOOKED: 'Pilgrim booked by an agency',
} satisfies Record<EmailKind, string>;
const KINDS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value: value as EmailKind, label }));
// Every status has its look: a new one fails the typecheck here.
const STATUS_LOOKS = {
  PENDING: { label: 'Waiting', variant: 'gold' },
  SENDING: { label: 'Sending', variant: 'blue' },
  SENT: { label: 'Sent', variant: 'green' },
  FAILED: { label: 'Failed', variant: 'red' },
  DEV_MAILBOX: { label: 'Dev mailbox, not sent', variant: 'blue' },
} satisfies Record<OutboxStatus, { label: string; variant: BadgeVariant }>;
const STATUSES = Object.entries(STATUS_LOOKS).map(([value, look]) => ({ value: value as OutboxStatus, ...look }));

/** The address names a kind as the worker and the REST API do (`payment-receipt`), so links made before the enum keep working. */
const kindInAddress = (kind: EmailKind) => kind.toLowerCase().replaceAll('_', '-');

function useFilters() {
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((option) => kindInAddress(option.value) === params.get('kind'))?.value ?? null;
  const status = STATUSES.find((option) => option.value === params.get('status'))?.value ?? null;
  // A new filter starts on its first page.
  const set = (name: 'kind' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (!value) next.delete(name);
    else next.set(name, name === 'kind' ? kindInAddress(value as EmailKind) : value);
    setParams(next, { replace: true });
  };
  return { kind, status, set };
}

/**
 * STAFF and ADMIN: the email outbox, so a message can be checked here. Secret links show as placeholders (they are
 * made when the email is sent); outside production without SMTP, ADMINs also read the development mailbox's copy.
 */
export function EmailsPage() {
  const filters = useFilters();
  const emails = usePagedAdminList(EMAILS_LIST, EMAIL_ROW, { kind: filters.kind, status: filters.status });
  const [open, setOpen] = useState<AdminEmailRowFragment | null>(null);

  const columns: TableColumn<AdminEmailRowFragment>[] = [
    {
      key: 'subject',
      header: 'Email',
      width: '50%',
      render: (email) => (
        <>
          {/* <bdi>: an Arabic subject reads right to left inside the English page, its amount and reference whole. */}
          <bdi className="admin-strong admin-wrap">{email.subject}</bdi>
          <span className="admin-sub emails-to">To {email.to}</span>
          <span className="admin-sub">{KIND_LABELS[email.kind]}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (email) => {
        const look = STATUSES.find((option) => option.value === email.status) ?? STATUSES[0];
        return (
          <>
            <Badge variant={look.variant}>{look.label}</Badge>
            {email.lastError && <span className="admin-sub admin-wrap">{email.lastError}</span>}
          </>
        );
      },
    },
    dateTimeColumn('created', 'Queued', (email) => email.createdAt),
    actionsColumn((email) => (
      <Button size="sm" variant="secondary" onClick={() => setOpen(email)}>
        Open<span className="sr-only"> {email.subject}</span>
      </Button>
    )),
  ];

  return (
    <AdminPage
      title="Emails"
      description="Every email the site sends, newest first: queued with the change that causes it, then sent by the worker. Links that grant access (reset, payment, confirmation) are created when an email is sent and are never kept here."
    >
      <AdminSection title="Outbox">
        <div className="emails-filters">
          <Select
            label="Kind"
            placeholder="All kinds"
            options={KINDS}
            value={filters.kind ?? ''}
            onChange={(event) => filters.set('kind', event.target.value)}
          />
          <Select
            label="Status"
            placeholder="Any status"
            options={STATUSES}
            value={filters.status ?? ''}
            onChange={(event) => filters.set('status', event.target.value)}
          />
        </div>
        <AdminTable
          list={emails}
          columns={columns}
          caption="Emails"
          empty="No emails match. Emails appear here as soon as something sends one."
          what="emails"
          noun="emails"
        />
      </AdminSection>
      {open && <EmailDialog email={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}

function EmailDialog({ email, onClose }: { email: AdminEmailRowFragment; onClose: () => void }) {
  const { data, error } = useQuery(ADMIN_EMAIL_QUERY, { variables: { id: email.id } });
  const stored = data?.outboxEmail;
  // The development mailbox's copy (ADMINs, outside production without SMTP) is what was "delivered": links work.
  const devCopy = stored?.devMailboxHtml && stored.devMailboxText !== null ? stored : null;
  const body = stored && {
    html: devCopy?.devMailboxHtml ?? stored.html,
    text: devCopy?.devMailboxText ?? stored.text,
  };
  return (
    <Modal open title={<bdi>{email.subject}</bdi>} onClose={onClose} size="lg">
      <dl className="emails-envelope">
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Queued</dt>
        <dd>{formatDateTime(email.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{email.sentAt ? formatDateTime(email.sentAt) : 'Not yet'}</dd>
      </dl>
      {error && <p role="alert">Could not load this email.</p>}
      {body && (
        <>
          {devCopy ? (
            <p className="emails-dev-mailbox" role="note">
              <strong>Development mailbox</strong>: links here work; production never stores them.
            </p>
          ) : (
            <p className="admin-sub">
              A secure link shows as “[secure link: created when the email is sent]”: it is made when the email is sent
              and never stored, so no one can use it from here.
            </p>
          )}
          {/* No scripts, no same-origin: the message is shown as a mail client would, unable to reach the app. */}
          <iframe className="emails-preview" title={`${email.subject} (HTML)`} sandbox="" srcDoc={body.html} />
          <details className="emails-text">
            <summary>Plain text</summary>
            <pre dir="auto">{body.text}</pre>
          </details>
        </>
      )}
    </Modal>
  );
}
