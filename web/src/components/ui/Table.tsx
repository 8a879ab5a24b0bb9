import './Table.css';

import { type ReactNode, useEffect, useState } from 'react';
import { defineMessages } from 'react-intl';

import { useKitIntl } from './kitIntl';
import { Skeleton } from './Spinner';

const messages = defineMessages({
  empty: { id: 'ui.table.empty', defaultMessage: 'Nothing here yet.' },
});

export interface TableColumn<Row> {
  /** Unique per column. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** e.g. '40%' or 120 */
  width?: string | number;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Describes the table for screen readers (visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  /** Shown in place of the body when there are no rows (e.g. 'No modes yet.'; 'Nothing here yet.' by default). */
  empty?: ReactNode;
  /** Placeholder rows that keep the table's height while data loads. */
  loading?: boolean;
  loadingRows?: number;
}

/** A cell without `render` shows the row's plain value (text, number, boolean); anything else needs a render. */
function plainCell(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * Whether the element is wider than its box. A table that scrolls sideways must be reachable by keyboard (focus,
 * then arrow keys), so its wrapper becomes a focusable, named region only while it actually scrolls.
 */
function useScrollsSideways() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls] as const;
}

/** A data table that scrolls sideways on narrow screens instead of squashing its columns. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  empty,
  loading = false,
  loadingRows = 4,
}: TableProps<Row>) {
  const intl = useKitIntl();
  const cellClass = (column: TableColumn<Row>) => (column.align ? `table__cell--${column.align}` : undefined);
  const [wrapRef, scrolls] = useScrollsSideways();
  return (
    <div
      ref={wrapRef}
      className="table-wrap"
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      <table className="table" aria-busy={loading || undefined}>
        <caption className={showCaption ? 'table__caption' : 'sr-only'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)} style={{ width: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key}>
                      <Skeleton height={16} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.render ? column.render(row) : plainCell((row as Record<string, unknown>)[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="table__empty">
                {empty ?? intl.formatMessage(messages.empty)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
