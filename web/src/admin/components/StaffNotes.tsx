import './StaffNotes.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';

import { Button, SkeletonText, Textarea } from '../../components/ui';
import { graphql } from '../../gql';
import type { StaffNoteKind } from '../../gql/graphql';
import { formatDateTime } from '../lib/format';
import { AdminSection } from './AdminPage';
import { QueryError } from './QueryError';
import { FeedbackBanner, useFeedback } from './useFeedback';

/**
 * Internal notes on one booking, trip booking or consultation (issue #32): staff only, newest first, with author
 * and time; never shown to the customer. Self-contained (its own query and mutation), so any staff page mounts it
 * in one line: `<StaffNotes subject={{ kind: 'TRIP_BOOKING', id }} />`.
 */

export const STAFF_NOTES_QUERY = graphql(`
  query StaffNotes($subject: StaffNoteSubject!) {
    staffNotes(subject: $subject) {
      id
      body
      authorName
      createdAt
    }
  }
`);

export const ADD_STAFF_NOTE = graphql(`
  mutation AddStaffNote($subject: StaffNoteSubject!, $body: String!) {
    addStaffNote(subject: $subject, body: $body) {
      id
    }
  }
`);

const STAFF_NOTE_MAX = 2000;

export type StaffNoteSubject = { kind: StaffNoteKind; id: number };

export function StaffNotes({ subject }: { subject: StaffNoteSubject }) {
  const fieldId = useId();
  const variables = { subject: { kind: subject.kind, id: subject.id } };
  const { data, error, loading, refetch } = useQuery(STAFF_NOTES_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [add, { loading: saving }] = useMutation(ADD_STAFF_NOTE);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const feedback = useFeedback();

  async function save(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setFieldError('Write the note before saving it.');
    if (text.length > STAFF_NOTE_MAX) return setFieldError('A note is at most 2,000 characters.');
    setFieldError(undefined);
    const saved = await feedback.run(() => add({ variables: { ...variables, body: text } }), {
      success: 'Note added.',
    });
    if (saved) {
      setBody('');
      await refetch();
    }
  }

  const notes = data?.staffNotes;
  return (
    <AdminSection title="Internal notes" id={`staff-notes-${subject.kind.toLowerCase()}-${subject.id}`}>
      <p className="admin-sub">Staff only: never shown to the customer or sent in an email.</p>
      <form className="staff-notes__form" onSubmit={(event) => void save(event)} noValidate>
        <Textarea
          id={fieldId}
          label="Add a note"
          rows={3}
          value={body}
          maxLength={STAFF_NOTE_MAX}
          hint={`${body.length.toLocaleString('en')} / 2,000 characters`}
          error={fieldError}
          onChange={(event) => {
            setBody(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
        />
        <div>
          <Button type="submit" variant="secondary" size="sm" loading={saving}>
            Save note
          </Button>
        </div>
      </form>
      <FeedbackBanner feedback={feedback} />
      {error && !notes ? (
        <QueryError error={error} what="the notes" onRetry={() => void refetch()} />
      ) : loading && !notes ? (
        <SkeletonText titleHeight={16} lineHeight={14} lastLineWidth="50%" />
      ) : notes?.length ? (
        <ol className="staff-notes__list" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="staff-notes__note">
              <div className="staff-notes__meta">
                <span className="admin-strong">{note.authorName ?? 'Former staff member'}</span>
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </div>
              <p className="staff-notes__body" dir="auto">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
    </AdminSection>
  );
}
