import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

import { type FragmentType, getFragmentData } from '../../gql';
import { PAGE_SIZE, usePageParam } from './Pagination';

/** What an admin table needs from its query (see AdminTable). */
export interface AdminList<Row> {
  rows: readonly Row[];
  /** True only until the first answer: later reloads keep the rows on screen. */
  loading: boolean;
  /** The load error, only when there is nothing to show instead. */
  error: unknown;
  /** Refetches; a failure leaves the rows and shows nothing more. */
  reload: () => Promise<unknown>;
  paging?: { page: number; total: number; setPage: (page: number) => void };
}

/** The fragment each row of a list is drawn from (colocated with the component that renders the row). */
export type RowFragment<Row> = DocumentTypeDecoration<Row, unknown>;

/** The rows as the query returns them: still masked, readable only through their fragment. */
export type MaskedRows<Row> = readonly FragmentType<RowFragment<Row>>[];

type PageVariables = { page: number; pageSize: number };

// Back-office lists always ask the server (staff expect what others just changed) and keep the previous page
// on screen while the next one loads.
function useListQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  // Widened to the untyped variables so useQuery's overloads need no proof about the generic TVariables.
  const { data, previousData, loading, error, refetch } = useQuery(query as TypedDocumentNode<TData>, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return {
    shown,
    loading: loading && !shown,
    error: shown ? undefined : error,
    reload: () => refetch().catch(() => undefined),
  };
}

/** An unpaged list (modes, classes, packages): `select` picks the rows out of the answer, read as `rowFragment`. */
export function useAdminList<TData, TVariables extends OperationVariables, Row>(
  query: TypedDocumentNode<TData, TVariables>,
  rowFragment: RowFragment<Row>,
  select: (data: TData) => MaskedRows<Row>,
  variables = {} as TVariables,
): AdminList<Row> {
  const { shown, ...state } = useListQuery(query, variables);
  return { ...state, rows: shown ? getFragmentData(rowFragment, select(shown)) : [] };
}

/** A paged list's query, and `select` to pick its page ({total, items}) out of the answer (see staffLists.ts). */
export interface PagedListApi<TData, TVariables, Row> {
  query: TypedDocumentNode<TData, TVariables>;
  select: (data: TData) => { total: number; items: MaskedRows<Row> };
}

/**
 * A server-paged list: the page number lives in the URL (?page=2); the page's items are read as `rowFragment`.
 */
export function usePagedAdminList<TData, TVariables extends PageVariables, Row>(
  { query, select }: PagedListApi<TData, TVariables, Row>,
  rowFragment: RowFragment<Row>,
  filters = {} as Omit<TVariables, keyof PageVariables>,
): AdminList<Row> {
  const [page, setPage] = usePageParam();
  const { shown, ...state } = useListQuery(query, { ...filters, page, pageSize: PAGE_SIZE } as TVariables);
  const list = shown ? select(shown) : undefined;
  const rows = list ? getFragmentData(rowFragment, list.items) : [];
  return { ...state, rows, paging: { page, total: list?.total ?? 0, setPage } };
}
