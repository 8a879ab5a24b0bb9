import { Table, type TableProps } from '../../components/ui';
import { Pagination } from './Pagination';
import { QueryError } from './QueryError';
import type { AdminList } from './useAdminList';

export interface AdminTableProps<Row extends { id: string | number }> extends Omit<
  TableProps<Row>,
  'rows' | 'rowKey' | 'loading'
> {
  list: AdminList<Row>;
  /** What failed to load, e.g. 'bookings' ('Could not load bookings'). */
  what: string;
  /** What the pages count, e.g. 'users' ('Showing 1–20 of 95 users'); defaults to `what`. */
  noun?: string;
}

/**
 * A back-office list: the kit's Table with placeholder rows while the first answer loads, the server's error with
 * Retry when nothing could be loaded, and Previous/Next under a paged list.
 */
export function AdminTable<Row extends { id: string | number }>({
  list,
  what,
  noun = what,
  ...table
}: AdminTableProps<Row>) {
  if (list.error) return <QueryError error={list.error} what={what} onRetry={() => void list.reload()} />;
  return (
    <>
      <Table {...table} rows={list.rows} rowKey={(row) => row.id} loading={list.loading} />
      {list.paging && (
        <Pagination page={list.paging.page} total={list.paging.total} onPageChange={list.paging.setPage} noun={noun} />
      )}
    </>
  );
}
