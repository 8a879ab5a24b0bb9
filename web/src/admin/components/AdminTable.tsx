import { Table, type TableProps } from '../../components/ui';
import { AdminSection } from './AdminPage';
import { Pagination } from './Pagination';
import { QueryError } from './QueryError';
import type { AdminList } from './useAdminList';
import { type FeedbackApi, FeedbackBanner } from './useFeedback';

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

export interface AdminTableSectionProps<Row extends { id: string | number }> extends Omit<
  AdminTableProps<Row>,
  'empty' | 'what'
> {
  /** 'All <caption>' unless given. */
  title?: string;
  /** What the table lists, e.g. 'Trip bookings': its caption, and 'No trip bookings yet.' when empty. */
  caption: string;
  /** What failed to load; the caption's words unless given. */
  what?: string;
  /** The outcome of the actions on its rows, shown above the table. */
  feedback?: FeedbackApi;
}

/** A titled section that is one table (a whole list page). */
export function AdminTableSection<Row extends { id: string | number }>({
  caption,
  title = `All ${caption.toLowerCase()}`,
  what = caption.toLowerCase(),
  feedback,
  ...table
}: AdminTableSectionProps<Row>) {
  return (
    <AdminSection title={title}>
      {feedback && <FeedbackBanner feedback={feedback} />}
      <AdminTable {...table} caption={caption} empty={`No ${caption.toLowerCase()} yet.`} what={what} />
    </AdminSection>
  );
}
