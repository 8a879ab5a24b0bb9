import type { ReactNode } from 'react';

export interface SummaryRow {
  /** Also the row's key: the terms of one list differ. */
  term: string;
  value: ReactNode;
  /** The emphasised last row, e.g. 'Total price'. */
  total?: boolean;
}

export interface SummaryListProps {
  /** Rows left out (false, null) when the booking has no such fact. */
  rows: readonly (SummaryRow | false | null | undefined)[];
  className?: string;
  'aria-label'?: string;
}

/** Term/value pairs of a booking (what is being booked, the order, the receipt), styled by `.summary-list`. */
export function SummaryList({ rows, className, 'aria-label': label }: SummaryListProps) {
  return (
    <dl className={['summary-list', className].filter(Boolean).join(' ')} aria-label={label}>
      {rows
        .filter((row) => !!row)
        .map((row) => (
          <div key={row.term} className={row.total ? 'summary-list__total' : undefined}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
