import './activity/ActivityPage.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Button, EmptyState } from '../../components/ui';
import { getFragmentData, graphql } from '../../gql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { ActivityFilters, useActivityFilters } from './activity/ActivityFilters';
import { ActivityTable } from './activity/ActivityTable';

const PAGE_SIZE = 50;

const ACTIVITY_ENTRY = graphql(`
  fragment ActivityEntry on AuditEntry {
    id
    createdAt
    actorEmail
    actorRole
    action
    entityType
    entityId
    summary
    changes {
      field
      before
      after
    }
  }
`);

export const ACTIVITY_QUERY = graphql(`
  query AdminActivity(
    $limit: Int
    $cursor: String
    $entityType: String
    $actor: String
    $action: String
    $from: String
    $to: String
  ) {
    auditEntries(
      limit: $limit
      cursor: $cursor
      entityType: $entityType
      actor: $actor
      action: $action
      from: $from
      to: $to
    ) {
      nextCursor
      items {
        ...ActivityEntry
      }
    }
  }
`);

/** ADMIN only: who changed what and when, newest first (the audit log, docs/decisions/0016-audit-log.md). */
export function ActivityPage() {
  const filters = useActivityFilters();
  const variables = { ...filters.values, limit: PAGE_SIZE, cursor: null };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ACTIVITY_QUERY, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.auditEntries;
  const entries = getFragmentData(ACTIVITY_ENTRY, page?.items ?? []);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, cursor: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          auditEntries: {
            ...fetchMoreResult.auditEntries,
            items: [...previous.auditEntries.items, ...fetchMoreResult.auditEntries.items],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const filtered = Object.values(filters.values).some(Boolean);
  return (
    <AdminPage
      title="Activity"
      description="Every change staff and admins made, and customers’ own changes to their bookings, newest first. Open a row to see the values before and after."
    >
      <AdminSection title="Audit log">
        <ActivityFilters filters={filters} />
        {error && !page ? (
          <QueryError error={error} what="the activity" onRetry={() => void refetch()} />
        ) : !loading && entries.length === 0 ? (
          <EmptyState
            title={filtered ? 'No activity matches these filters' : 'No activity yet'}
            description={
              filtered
                ? 'Try another record type, person or date range.'
                : 'Changes appear here as soon as they are made.'
            }
          />
        ) : (
          <>
            <ActivityTable entries={entries} loading={loading && !loadingMore && !page} />
            <div className="activity-more">
              {page?.nextCursor ? (
                <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Load more'}
                </Button>
              ) : (
                entries.length > 0 && <span className="admin-sub">That is everything.</span>
              )}
            </div>
          </>
        )}
      </AdminSection>
    </AdminPage>
  );
}
