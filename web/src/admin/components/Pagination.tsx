import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button, Icon } from '../../components/ui';
import { pageCount, pageRange } from '../lib/pagination';

export const PAGE_SIZE = 20;

/** The current page from the URL (?page=2), so reload and Back keep the place. */
export function usePageParam(param = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(param));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(param);
          else updated.set(param, String(next));
          return updated;
        },
        { replace: false },
      );
    },
    [param, setParams],
  );
  return [page, setPage];
}

export interface PaginationProps {
  page: number;
  pageSize?: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is counted, e.g. 'users'. */
  noun?: string;
}

/** 'Showing 21–40 of 95 users' with Previous/Next; moves back to the last page if the current one emptied. */
export function Pagination({ page, pageSize = PAGE_SIZE, total, onPageChange, noun = 'items' }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  useEffect(() => {
    if (total > 0 && page > pages) onPageChange(pages);
  }, [page, pages, total, onPageChange]);

  if (total === 0) return null;
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <nav className="cluster cluster--middle cluster--spread admin-pagination" aria-label={`Pages of ${noun}`}>
      <p className="admin-pagination__summary" aria-live="polite">
        Showing {from}–{to} of {total} {noun}
      </p>
      <div className="admin-pagination__buttons">
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="arrowLeft" />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span className="admin-pagination__page">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
