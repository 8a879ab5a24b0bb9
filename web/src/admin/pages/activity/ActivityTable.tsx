import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge, Skeleton } from '../../../components/ui';
import type { ActivityEntryFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { actionVariant, entityName, entityPage, fieldName, shownValue } from './activity';

const COLUMNS = 5;

function Who({ entry }: { entry: ActivityEntryFragment }) {
  // No account acted: the worker applying a provider's event, or a visitor with a booking link.
  if (!entry.actorEmail) return <span className="admin-sub">No signed-in user</span>;
  return (
    <>
      {/* A narrow column breaks the address before its @, not in the middle of a name. */}
      <span className="activity-who">
        {entry.actorEmail.split('@')[0]}
        <wbr />@{entry.actorEmail.split('@').slice(1).join('@')}
      </span>
      <span className="admin-sub">{entry.actorRole}</span>
    </>
  );
}

function Record({ entry }: { entry: ActivityEntryFragment }) {
  const label = `${entityName(entry.entityType)} ${entry.entityId}`;
  const page = entityPage(entry.entityType);
  return page ? <Link to={page}>{label}</Link> : <span>{label}</span>;
}

/** The changed fields, before on the left and after on the right. */
function Diff({ entry }: { entry: ActivityEntryFragment }) {
  if (entry.changes.length === 0) return <p className="admin-sub">No field values were recorded for this change.</p>;
  return (
    <table className="activity-diff">
      <caption className="sr-only">Fields changed: {entry.summary}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{fieldName(change.field)}</th>
            <td className="activity-diff__before">{shownValue(change.before)}</td>
            <td className="activity-diff__after">{shownValue(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A dense table of audit entries. Each summary is a button (Enter or Space) that opens the row's before/after
 * diff in a row right under it, announced through aria-expanded.
 */
export function ActivityTable({ entries, loading }: { entries: readonly ActivityEntryFragment[]; loading: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="table-wrap">
      <table className="table activity-table" aria-busy={loading || undefined}>
        <caption className="sr-only">Activity, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">What changed</th>
            <th scope="col">Record</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailId = `activity-diff-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <tr className={expanded ? 'activity-row activity-row--open' : 'activity-row'}>
                  <td className="activity-when">
                    <time dateTime={String(entry.createdAt)}>{formatDateTime(String(entry.createdAt))}</time>
                  </td>
                  <td>
                    <Who entry={entry} />
                  </td>
                  <td>
                    <Badge variant={actionVariant(entry.action)}>{entry.action}</Badge>
                  </td>
                  <td className="activity-summary">
                    <button
                      type="button"
                      className="activity-toggle"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      onClick={() => toggle(entry.id)}
                    >
                      <span aria-hidden="true" className="activity-toggle__mark">
                        {expanded ? '▾' : '▸'}
                      </span>
                      {entry.summary}
                    </button>
                  </td>
                  <td>
                    <Record entry={entry} />
                  </td>
                </tr>
                <tr id={detailId} hidden={!expanded} className="activity-detail">
                  <td colSpan={COLUMNS}>{expanded && <Diff entry={entry} />}</td>
                </tr>
              </Fragment>
            );
          })}
          {loading &&
            Array.from({ length: 4 }, (_, index) => (
              <tr key={`loading-${index}`}>
                {Array.from({ length: COLUMNS }, (__, cell) => (
                  <td key={cell}>
                    <Skeleton height={16} />
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
