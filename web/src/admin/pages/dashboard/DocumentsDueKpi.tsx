import { useQuery } from '@apollo/client/react';

import { graphql } from '../../../gql';
import { KpiCard } from './KpiCard';

export const DOCUMENTS_DUE_QUERY = graphql(`
  query DocumentsDue {
    documentsDueSoon {
      days
      travellers
      bookings
    }
  }
`);

/** Travellers leaving in the next 60 days with a required document missing or rejected (issue #33, item 6). */
export function DocumentsDueKpi() {
  const { data } = useQuery(DOCUMENTS_DUE_QUERY, { pollInterval: 60_000, fetchPolicy: 'cache-and-network' });
  const due = data?.documentsDueSoon;
  if (!due) return null;
  return (
    <KpiCard
      label={`Missing documents, next ${due.days} days`}
      value={due.travellers}
      icon="users"
      detailLabel="Bookings"
      detailValue={due.bookings}
    />
  );
}
