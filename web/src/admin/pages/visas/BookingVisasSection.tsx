import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { getFragmentData } from '../../../gql';
import { AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { ADMIN_BOOKING_VISAS_QUERY, VISA_ROW_FRAGMENT } from './visaOperations';
import { VisaTable } from './VisaTable';

/** The booking page's Visas section: each traveller's visa with its actions, and the way to the departure's page. */
export function BookingVisasSection({ bookingId, departureId }: { bookingId: number; departureId: number | null }) {
  const feedback = useFeedback();
  const { data, error, refetch } = useQuery(ADMIN_BOOKING_VISAS_QUERY, {
    variables: { bookingId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminSection
      title="Visas"
      actions={
        departureId ? <Link to={`/admin/departures/${departureId}/visas`}>All visas of this departure</Link> : null
      }
    >
      <FeedbackBanner feedback={feedback} />
      {error ? (
        <QueryError error={error} what="the visas" onRetry={() => void refetch()} />
      ) : (
        <VisaTable
          rows={getFragmentData(VISA_ROW_FRAGMENT, data?.bookingVisas.travellers) ?? []}
          caption="Visas of this booking's travellers"
          feedback={feedback}
          onChanged={() => refetch()}
        />
      )}
    </AdminSection>
  );
}
