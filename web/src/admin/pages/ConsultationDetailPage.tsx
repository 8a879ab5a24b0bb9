import './ConsultationDetailPage.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';

import { Button, Modal, Select, SkeletonText, Textarea } from '../../components/ui';
import { getFragmentData, graphql } from '../../gql';
import type { ConsultationStatus } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { StaffNotes } from '../components/StaffNotes';
import { StatusBadge } from '../components/StatusBadge';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import {
  CONSULTATION_REPLY_MAX,
  CONSULTATION_STATUS_LOOKS,
  LANGUAGE_NAMES,
  THREAD_STATUS_LOOKS,
} from '../lib/consultations';
import { formatDateTime } from '../lib/format';
import { CONSULTATION_ASSIGNEES_QUERY } from './ConsultationsPage';

export const CONSULTATION_DETAIL_QUERY = graphql(`
  query AdminConsultation($id: Int!) {
    consultation(id: $id) {
      ...AdminConsultationDetail
    }
  }
`);

const DETAIL = graphql(`
  fragment AdminConsultationDetail on Consultation {
    id
    name
    email
    phone
    message
    locale
    createdAt
    status
    answeredAt
    closedAt
    staffMoves
    assignedTo {
      id
      name
    }
    thread {
      id
      kind
      subject
      text
      status
      lastError
      createdAt
      sentAt
    }
  }
`);

const ASSIGN = graphql(`
  mutation AssignConsultation($id: Int!, $assignedToId: Int) {
    assignConsultation(id: $id, assignedToId: $assignedToId) {
      ...AdminConsultationDetail
    }
  }
`);

const SET_STATUS = graphql(`
  mutation SetConsultationStatus($id: Int!, $status: ConsultationStatus!) {
    setConsultationStatus(id: $id, status: $status) {
      ...AdminConsultationDetail
    }
  }
`);

export const REPLY_TO_CONSULTATION = graphql(`
  mutation ReplyToConsultation($id: Int!, $body: String!) {
    replyToConsultation(id: $id, body: $body) {
      ...AdminConsultationDetail
    }
  }
`);

const MOVE_LABELS: Partial<Record<ConsultationStatus, string>> = { CLOSED: 'Close', NEW: 'Reopen' };

/** STAFF and ADMIN: one consultation: the question, who answers it, the email thread, a reply and internal notes. */
export function ConsultationDetailPage() {
  const { id } = useParams();
  const consultationId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { data, error, loading, refetch } = useQuery(CONSULTATION_DETAIL_QUERY, {
    variables: { id: consultationId },
    fetchPolicy: 'cache-and-network',
  });
  const people = useQuery(CONSULTATION_ASSIGNEES_QUERY);
  const [assign, assigning] = useMutation(ASSIGN);
  const [move, moving] = useMutation(SET_STATUS);
  const [reply, replying] = useMutation(REPLY_TO_CONSULTATION);
  const feedback = useFeedback();
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const consultation = getFragmentData(DETAIL, data?.consultation);
  if (!consultation) {
    return (
      <AdminPage title="Consultation">
        <BackLink />
        {error ? (
          <QueryError error={error} what="this consultation" onRetry={() => void refetch()} />
        ) : loading ? (
          <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="60%" />
        ) : null}
      </AdminPage>
    );
  }

  const me = people.data?.me?.id;
  const language = LANGUAGE_NAMES[consultation.locale] ?? consultation.locale;

  const setAssignee = (assignedToId: number | null) =>
    feedback.run(() => assign({ variables: { id: consultation.id, assignedToId } }), {
      success: assignedToId === null ? 'Unassigned.' : 'Assigned.',
    });

  function askToSend(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setBodyError('Write a reply before sending it.');
    if (text.length > CONSULTATION_REPLY_MAX) return setBodyError('A reply is at most 5,000 characters.');
    setBodyError(undefined);
    setConfirming(true);
  }

  async function send() {
    if (!consultation) return;
    const sent = await feedback.run(() => reply({ variables: { id: consultation.id, body: body.trim() } }), {
      success: 'Reply queued: it appears in the thread below.',
    });
    setConfirming(false);
    if (sent) setBody('');
  }

  return (
    <AdminPage title={`Consultation from ${consultation.name}`}>
      <BackLink />
      <section className="consultation-detail__header" aria-label="Summary">
        <div className="consultation-detail__status">
          <StatusBadge look={CONSULTATION_STATUS_LOOKS[consultation.status]} />
          <span className="admin-sub">Received {formatDateTime(consultation.createdAt)}</span>
          <div className="consultation-detail__actions">
            {consultation.staffMoves.map((status) => (
              <Button
                key={status}
                variant="secondary"
                size="sm"
                loading={moving.loading}
                onClick={() =>
                  void feedback.run(() => move({ variables: { id: consultation.id, status } }), {
                    success: status === 'CLOSED' ? 'Closed.' : 'Reopened.',
                  })
                }
              >
                {MOVE_LABELS[status] ?? status}
              </Button>
            ))}
          </div>
        </div>
        <FeedbackBanner feedback={feedback} />
        <dl className="consultation-detail__facts">
          <div>
            <dt>From</dt>
            <dd>
              <span className="admin-strong" dir="auto">
                {consultation.name}
              </span>
              <a href={`mailto:${consultation.email}`}>{consultation.email}</a>
              {consultation.phone && (
                <a href={`tel:${consultation.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {consultation.phone}
                </a>
              )}
            </dd>
          </div>
          <div>
            <dt>Language</dt>
            <dd>{language}: replies are framed in it</dd>
          </div>
          <div className="consultation-detail__assignee">
            <dt>Assigned to</dt>
            <dd>
              <Select
                label={<span className="sr-only">Assignee</span>}
                value={consultation.assignedTo ? String(consultation.assignedTo.id) : ''}
                disabled={assigning.loading}
                onChange={(event) => void setAssignee(event.target.value ? Number(event.target.value) : null)}
                options={[
                  { value: '', label: 'Nobody' },
                  ...(people.data?.consultationAssignees ?? []).map((person) => ({
                    value: String(person.id),
                    label: person.name,
                  })),
                ]}
              />
              {me && consultation.assignedTo?.id !== me && (
                <Button variant="ghost" size="sm" onClick={() => void setAssignee(me)} loading={assigning.loading}>
                  Assign to me
                </Button>
              )}
            </dd>
          </div>
        </dl>
      </section>

      <AdminSection title="Thread">
        <ol className="consultation-thread" aria-label="Messages, oldest first">
          <li className="consultation-thread__item consultation-thread__item--customer">
            <div className="consultation-thread__meta">
              <span className="admin-strong">{consultation.name} asked</span>
              <time dateTime={consultation.createdAt}>{formatDateTime(consultation.createdAt)}</time>
            </div>
            <p className="consultation-thread__body" dir="auto">
              {consultation.message}
            </p>
          </li>
          {consultation.thread.map((email) => (
            <li key={email.id} className="consultation-thread__item">
              <div className="consultation-thread__meta">
                <span className="admin-strong">
                  {email.kind === 'CONSULTATION_REPLY' ? 'Reply' : 'Acknowledgement'}: {email.subject}
                </span>
                <StatusBadge look={THREAD_STATUS_LOOKS[email.status]} detail={email.lastError} />
                <time dateTime={email.createdAt}>{formatDateTime(email.sentAt ?? email.createdAt)}</time>
              </div>
              {email.kind === 'CONSULTATION_REPLY' && (
                <p className="consultation-thread__body" dir="auto">
                  {email.text}
                </p>
              )}
            </li>
          ))}
        </ol>
      </AdminSection>

      <AdminSection title="Reply by email">
        {consultation.status === 'CLOSED' ? (
          <p className="muted">This consultation is closed. Reopen it to reply.</p>
        ) : (
          <form className="consultation-detail__reply" onSubmit={askToSend} noValidate>
            <Textarea
              label={`Your reply to ${consultation.email}`}
              rows={6}
              value={body}
              maxLength={CONSULTATION_REPLY_MAX}
              hint={`Sent as typed inside the Rihla email frame in ${language}. ${body.length.toLocaleString('en')} / 5,000 characters.`}
              error={bodyError}
              onChange={(event) => {
                setBody(event.target.value);
                if (bodyError) setBodyError(undefined);
              }}
            />
            <div>
              <Button type="submit">Send reply…</Button>
            </div>
          </form>
        )}
      </AdminSection>

      <StaffNotes subject={{ kind: 'CONSULTATION', id: consultation.id }} />

      <Modal
        open={confirming}
        title="Send this reply?"
        onClose={() => !replying.loading && setConfirming(false)}
        size="sm"
        alert
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={replying.loading} data-autofocus>
              Cancel
            </Button>
            <Button onClick={() => void send()} loading={replying.loading}>
              Send reply
            </Button>
          </>
        }
      >
        <p>
          It is emailed to {consultation.email} in {language}, and the consultation is marked Answered. A sent email
          cannot be taken back.
        </p>
      </Modal>
    </AdminPage>
  );
}

/** Back to the consultations list, with the filters it was opened from. */
function BackLink() {
  const state: unknown = useLocation().state;
  const list =
    state && typeof state === 'object' && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return (
    <Link to={`/admin/consultations${list.startsWith('?') ? list : ''}`} className="consultation-detail__back">
      ← All consultations
    </Link>
  );
}
