import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge, Button, Table, type TableColumn } from '../../../components/ui';
import { downloadWithSession } from '../../../lib/download';
import type { FeedbackApi } from '../../components/useFeedback';
import { formatDateTime } from '../../lib/format';
import { type VisaDialogMode, VisaMoveDialog } from './VisaMoveDialog';
import { CHANGE_VISA_MUTATION, MOVE_LABELS, STAGE_LOOKS, type VisaRow } from './visaOperations';

export type Selection = { selected: ReadonlySet<number>; toggle: (travellerId: number) => void };

/** Status, reason or visa number, and who last moved it when. */
function StatusCell({ row }: { row: VisaRow }) {
  const look = STAGE_LOOKS[row.stage];
  const last = row.history.at(-1);
  return (
    <div className="stack" style={{ gap: 2 }}>
      <span>
        <Badge variant={look.variant}>{look.label}</Badge>
      </span>
      {row.stage === 'REFUSED' && row.refusalReason && <span className="admin-sub">Reason: {row.refusalReason}</span>}
      {row.visaNumber && <span className="admin-sub">No. {row.visaNumber}</span>}
      {last && (
        <span className="admin-sub">
          {formatDateTime(last.createdAt)}
          {last.byEmail ? ` · ${last.byEmail}` : ''}
        </span>
      )}
    </div>
  );
}

/**
 * The visas of travellers, one row each, with their moves as buttons (issue #33 §2): the booking page's Visas
 * section and the departure's visa page (with checkboxes for bulk changes). Every change reloads via `onChanged`.
 */
export function VisaTable({
  rows,
  caption,
  feedback,
  onChanged,
  selection,
  showBooking = false,
}: {
  rows: readonly VisaRow[];
  caption: string;
  feedback: FeedbackApi;
  onChanged: () => unknown;
  selection?: Selection;
  showBooking?: boolean;
}) {
  const [changeVisa] = useMutation(CHANGE_VISA_MUTATION);
  const [dialog, setDialog] = useState<{ row: VisaRow; mode: VisaDialogMode } | null>(null);

  const move = (row: VisaRow, to: VisaRow['status']) => {
    if (to === 'ISSUED' || to === 'REFUSED') return setDialog({ row, mode: to });
    void feedback
      .run(() => changeVisa({ variables: { travellerId: row.travellerId, status: to } }), {
        success: `Visa of ${row.fullName}: ${STAGE_LOOKS[to].label.toLowerCase()}.`,
      })
      .then(onChanged);
  };

  const columns: TableColumn<VisaRow>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            header: <span className="sr-only">Select</span>,
            width: 40,
            render: (row: VisaRow) => (
              <input
                type="checkbox"
                aria-label={`Select ${row.fullName} (${row.bookingReference})`}
                checked={selection.selected.has(row.travellerId)}
                onChange={() => selection.toggle(row.travellerId)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'traveller',
      header: 'Traveller',
      render: (row) => (
        <div className="stack" style={{ gap: 2 }}>
          <span className="admin-strong" dir="auto">
            {row.fullName}
          </span>
          {showBooking ? (
            <Link to={`/admin/bookings/${row.bookingId}`} className="admin-sub">
              {row.bookingReference} · traveller {row.position}
            </Link>
          ) : (
            <span className="admin-sub">Traveller {row.position}</span>
          )}
        </div>
      ),
    },
    { key: 'status', header: 'Visa', render: (row) => <StatusCell row={row} /> },
    {
      key: 'eVisa',
      header: 'E-visa',
      render: (row) =>
        row.eVisa ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void feedback.run(() =>
                downloadWithSession(`/api/travellers/${row.travellerId}/visa/e-visa.pdf`, row.eVisa!.fileName),
              )
            }
          >
            Download<span className="sr-only"> e-visa of {row.fullName}</span>
          </Button>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <div className="cluster" style={{ gap: 4 }}>
          {row.moves.map((to) => (
            <Button key={to} variant={to === 'REFUSED' ? 'ghost' : 'secondary'} size="sm" onClick={() => move(row, to)}>
              {MOVE_LABELS[to]}
              <span className="sr-only"> for {row.fullName}</span>
            </Button>
          ))}
          {row.status === 'ISSUED' && (
            <Button variant="secondary" size="sm" onClick={() => setDialog({ row, mode: 'UPLOAD' })}>
              {row.eVisa ? 'Replace e-visa' : 'Upload e-visa'}
              <span className="sr-only"> for {row.fullName}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => row.travellerId}
        caption={caption}
        empty="No travellers entered yet."
      />
      {dialog && (
        <VisaMoveDialog
          open
          row={dialog.row}
          mode={dialog.mode}
          onCancel={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            feedback.succeed(message);
            void onChanged();
          }}
        />
      )}
    </>
  );
}
