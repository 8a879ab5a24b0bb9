import './columns.css';

import type { ReactNode } from 'react';

import type { TableColumn } from '../../components/ui';
import type { BookingStatus, TripBookingStatus } from '../../gql/graphql';
import { formatDateTime } from '../lib/format';
import { bookingStatusLook } from '../lib/status';
import { StatusBadge } from './StatusBadge';

/** Cells that must not break mid-value (dates, amounts, durations, codes). */
export function oneLineColumn<Row>(
  key: string,
  header: ReactNode,
  value: (row: Row) => ReactNode,
  align?: TableColumn<Row>['align'],
): TableColumn<Row> {
  return { key, header, align, render: (row) => <span className="admin-nowrap">{value(row)}</span> };
}

/** When something happened (booked, received), as date and time: in a crowded table the time goes under the date. */
export function dateTimeColumn<Row>(key: string, header: ReactNode, at: (row: Row) => string): TableColumn<Row> {
  return { key, header, render: (row) => <DateTime text={formatDateTime(at(row))} /> };
}

/** '22 Nov 2026, 09:41', which may break after the comma only. */
function DateTime({ text }: { text: string }) {
  const [day, time] = text.split(', ');
  if (!time) return <span className="admin-nowrap">{text}</span>;
  return (
    <>
      <span className="admin-nowrap">{day},</span> <span className="admin-nowrap">{time}</span>
    </>
  );
}

/** The row's buttons, last and right-aligned; the header is for screen readers only. */
export function actionsColumn<Row>(render: (row: Row) => ReactNode): TableColumn<Row> {
  return { key: 'actions', header: <span className="sr-only">Actions</span>, align: 'end', render };
}

/** A booking's status; one that waits for review says why under the badge. */
export function bookingStatusColumn<
  Row extends { status: BookingStatus | TripBookingStatus; reviewReason?: string | null },
>(): TableColumn<Row> {
  return {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusBadge
        look={bookingStatusLook(row.status)}
        detail={row.status === 'NEEDS_REVIEW' ? row.reviewReason : null}
      />
    ),
  };
}

export interface TwoLineCellProps {
  main: ReactNode;
  /** The smaller line under `main`; left out when empty. */
  sub?: ReactNode;
  /** `main` in bold (names, numbers); false for plain text such as a route. */
  strong?: boolean;
  /** Which line must not wrap. */
  nowrap?: 'main' | 'sub';
}

/**
 * A value and, under it in small type, what goes with it (a name and its email, a time and its zone). A bold main
 * line (a name) keeps a readable width however many columns the table has: the table scrolls sideways instead.
 */
export function TwoLineCell({ main, sub, strong = true, nowrap }: TwoLineCellProps) {
  const mainClass = [strong && 'admin-strong admin-cell-name', nowrap === 'main' && 'admin-nowrap']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {/* dir="auto": a name in Arabic script reads right to left inside the English table. */}
      <span className={mainClass || undefined} dir="auto">
        {main}
      </span>
      {sub ? <span className={nowrap === 'sub' ? 'admin-sub admin-nowrap' : 'admin-sub'}>{sub}</span> : null}
    </>
  );
}

/** 'JED → MED', read out as 'JED to MED'. */
export function RouteText({ origin, destination }: { origin: string; destination: string }) {
  return (
    <>
      {origin} <span aria-hidden="true">→</span>
      <span className="sr-only">to</span> {destination}
    </>
  );
}

/** An audit entry as a booking's Activity table shows it. */
type AuditRow = { createdAt: string; actorEmail?: string | null; actorRole: string; summary: string };

/** The Activity table of a package or trip booking's page: when, who (System for the worker), what. */
export function auditTrailColumns<Row extends AuditRow>(): TableColumn<Row>[] {
  return [
    { key: 'at', header: 'When', render: (a) => formatDateTime(a.createdAt) },
    { key: 'who', header: 'Who', render: (a) => a.actorEmail ?? (a.actorRole === 'SYSTEM' ? 'System' : a.actorRole) },
    { key: 'what', header: 'What', render: (a) => <span className="admin-wrap">{a.summary}</span> },
  ];
}
