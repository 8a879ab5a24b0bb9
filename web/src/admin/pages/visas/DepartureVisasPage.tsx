import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { Button, Select, SkeletonText, TextInput } from '../../../components/ui';
import { getFragmentData } from '../../../gql';
import type { VisaStatus } from '../../../gql/graphql';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { formatDate } from '../../lib/format';
import { ADMIN_DEPARTURE_VISAS_QUERY, CHANGE_VISAS_MUTATION, STAGE_LOOKS, VISA_ROW_FRAGMENT } from './visaOperations';
import { VisaTable } from './VisaTable';

const TARGETS: { value: VisaStatus; label: string }[] = [
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'ISSUED', label: 'Issued' },
  { value: 'REFUSED', label: 'Refused' },
  { value: 'NOT_STARTED', label: 'Not started' },
];

/**
 * /admin/departures/:id/visas: every traveller of the departure's bookings still travelling, with a count per stage
 * and checkboxes to move many at once (all or nothing: the server names who cannot move).
 */
export function DepartureVisasPage() {
  const { id } = useParams();
  const departureId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const feedback = useFeedback();
  const { data, error, loading, refetch } = useQuery(ADMIN_DEPARTURE_VISAS_QUERY, {
    variables: { departureId },
    fetchPolicy: 'cache-and-network',
  });
  const [changeVisas, { loading: moving }] = useMutation(CHANGE_VISAS_MUTATION);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<VisaStatus>('SUBMITTED');
  const [reason, setReason] = useState('');
  const departure = data?.departureVisas;

  if (!departure) {
    return (
      <AdminPage title="Departure visas">
        {error ? (
          <QueryError error={error} what="this departure's visas" onRetry={() => void refetch()} />
        ) : loading ? (
          <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="60%" />
        ) : null}
      </AdminPage>
    );
  }

  const rows = getFragmentData(VISA_ROW_FRAGMENT, departure.travellers);
  const toggle = (travellerId: number) => {
    const next = new Set(selected);
    if (next.has(travellerId)) next.delete(travellerId);
    else next.add(travellerId);
    setSelected(next);
  };
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.travellerId));
  const counts = Object.entries(STAGE_LOOKS).map(([stage, look]) => ({
    label: look.label,
    count: rows.filter((row) => row.stage === stage).length,
  }));

  async function applyBulk() {
    const travellerIds = [...selected];
    const done = await feedback.run(
      () => changeVisas({ variables: { travellerIds, status: target, reason: reason.trim() || null } }),
      {
        success: (result) => {
          const changed = result.data?.changeVisas.changed ?? 0;
          return `${changed} ${changed === 1 ? 'visa' : 'visas'} marked ${target.toLowerCase().replace('_', ' ')}.`;
        },
      },
    );
    if (done) {
      setSelected(new Set());
      setReason('');
    }
    await refetch();
  }

  return (
    <AdminPage title={`Visas: ${departure.packageName}`}>
      <p className="admin-sub">
        Departure {formatDate(departure.departDate)} – {formatDate(departure.returnDate)} ·{' '}
        <Link to={`/admin/departures/${departure.departureId}`}>Departure board</Link>
      </p>
      <p aria-label="Visas by stage">{counts.map((c) => `${c.label}: ${c.count}`).join(' · ')}</p>
      <AdminSection title="Change many at once">
        <div className="cluster" style={{ alignItems: 'end' }}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.travellerId)))}
          >
            {allSelected ? 'Select none' : 'Select all'}
          </Button>
          <Select
            label="Mark selected as"
            value={target}
            options={TARGETS}
            onChange={(event) => setTarget(event.target.value as VisaStatus)}
          />
          {target === 'REFUSED' && (
            <TextInput
              label="Reason (the customers read it)"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <Button disabled={selected.size === 0} loading={moving} onClick={() => void applyBulk()}>
            Apply to {selected.size} selected
          </Button>
        </div>
        <FeedbackBanner feedback={feedback} />
      </AdminSection>
      <AdminSection title="Travellers">
        <VisaTable
          rows={rows}
          caption="Visas of the departure's travellers"
          feedback={feedback}
          onChanged={() => refetch()}
          selection={{ selected, toggle }}
          showBooking
        />
      </AdminSection>
    </AdminPage>
  );
}
