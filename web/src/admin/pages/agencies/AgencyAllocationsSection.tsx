import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { formatDepartureDates } from '../../../components/packages/departureFormat';
import { Badge, Button, Select, Table, type TableColumn, TextInput, useConfirm } from '../../../components/ui';
import { AdminSection } from '../../components/AdminPage';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { formatDate } from '../../lib/format';
import type { AgencyDetail } from './AgencyPage';
import {
  CREATE_ALLOCATION_MUTATION,
  PACKAGE_DEPARTURES_QUERY,
  RELEASE_ALLOCATION_MUTATION,
  UPDATE_ALLOCATION_MUTATION,
} from './operations';

type Allocation = AgencyDetail['allocations'][number];
type PackageOption = { id: number; name: string; code: string; currency: string; archivedAt?: string | null };

/**
 * An agency's seat allocations: blocks of a departure's seats held off public sale for it until their release date
 * (the worker releases them then). Staff make, resize and release them; a release puts the unused seats back on
 * sale at once, so it asks first.
 */
export function AgencyAllocationsSection({
  agency,
  packages,
  onChanged,
}: {
  agency: AgencyDetail;
  packages: PackageOption[];
  onChanged: () => void;
}) {
  const [update] = useMutation(UPDATE_ALLOCATION_MUTATION);
  const [release] = useMutation(RELEASE_ALLOCATION_MUTATION);
  const feedback = useFeedback();
  const { ask, dialog } = useConfirm();
  const resize = usePromptAction();

  const columns: TableColumn<Allocation>[] = [
    {
      key: 'departure',
      header: 'Departure',
      render: (block) => `${block.packageName}, ${formatDepartureDates(block.departDate, block.returnDate)}`,
    },
    { key: 'seats', header: 'Seats', align: 'end', render: (block) => block.seats },
    { key: 'used', header: 'Used', align: 'end', render: (block) => block.seatsUsed },
    {
      key: 'release',
      header: 'Release',
      render: (block) =>
        block.releasedAt ? <Badge>Released {formatDate(block.releasedAt)}</Badge> : formatDate(block.releaseOn),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (block) =>
        block.releasedAt ? null : (
          <div className="cluster cluster--middle">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                resize.open({
                  title: `Resize the block on ${block.packageName}`,
                  label: `Seats (at least ${Math.max(1, block.seatsUsed)})`,
                  initialValue: String(block.seats),
                  confirmLabel: 'Resize',
                  inputProps: { inputMode: 'numeric' },
                  action: async (value) => {
                    if (!/^\d+$/.test(value)) return 'Write a whole number of seats.';
                    await update({ variables: { id: block.id, input: { seats: Number(value) } } });
                    onChanged();
                  },
                })
              }
            >
              Resize<span className="sr-only"> the block on {block.packageName}</span>
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                ask(
                  `Release the block on ${block.packageName}? Its ${block.seats - block.seatsUsed} unused seats go back on public sale now; the agency keeps the ${block.seatsUsed} it used.`,
                  () =>
                    feedback.run(
                      async () => {
                        await release({ variables: { id: block.id } });
                        onChanged();
                      },
                      { success: 'Released: the unused seats are back on sale.' },
                    ),
                  { confirmLabel: 'Release seats' },
                )
              }
            >
              Release<span className="sr-only"> the block on {block.packageName}</span>
            </Button>
          </div>
        ),
    },
  ];

  return (
    <AdminSection title="Seat allocations">
      <FeedbackBanner feedback={feedback} />
      <Table
        caption="Seat allocations"
        columns={columns}
        rows={agency.allocations}
        rowKey={(block) => block.id}
        empty="No seats are blocked for this agency."
      />
      <NewAllocationForm
        agencyId={agency.id}
        packages={packages.filter((pkg) => !pkg.archivedAt && pkg.currency === agency.currency)}
        onCreated={onChanged}
      />
      {dialog}
      {resize.dialog}
    </AdminSection>
  );
}

function NewAllocationForm({
  agencyId,
  packages,
  onCreated,
}: {
  agencyId: number;
  packages: PackageOption[];
  onCreated: () => void;
}) {
  const [create, { loading }] = useMutation(CREATE_ALLOCATION_MUTATION);
  const feedback = useFeedback();
  const [packageId, setPackageId] = useState('');
  const [departureId, setDepartureId] = useState('');
  const [seats, setSeats] = useState('');
  const [releaseOn, setReleaseOn] = useState('');
  const { data } = useQuery(PACKAGE_DEPARTURES_QUERY, {
    variables: { packageId: Number(packageId) },
    skip: !packageId,
  });
  const departures = (data?.staffDepartures.departures ?? []).filter((departure) => departure.status === 'OPEN');

  async function submit() {
    if (!departureId) return feedback.fail(null, 'Choose the departure.');
    const made = await feedback.run(
      () =>
        create({
          variables: {
            input: { agencyId, departureId: Number(departureId), seats: Number(seats) || 0, releaseOn },
          },
        }),
      { success: 'Seats blocked.' },
    );
    if (made) {
      setDepartureId('');
      setSeats('');
      setReleaseOn('');
      onCreated();
    }
  }

  return (
    <form
      className="stack"
      aria-label="New seat allocation"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>Block seats</h3>
      <div className="admin-agency__inline">
        <Select
          label="Package"
          placeholder="Choose a package"
          options={packages.map((pkg) => ({ value: String(pkg.id), label: `${pkg.name} (${pkg.code})` }))}
          value={packageId}
          onChange={(event) => {
            setPackageId(event.target.value);
            setDepartureId('');
          }}
        />
        <Select
          label="Departure"
          placeholder="Choose a departure"
          disabled={!packageId}
          options={departures.map((departure) => ({
            value: String(departure.id),
            label: `${formatDepartureDates(departure.departDate, departure.returnDate)} (${departure.seatsLeft} left)`,
          }))}
          value={departureId}
          onChange={(event) => setDepartureId(event.target.value)}
        />
        <TextInput label="Seats" inputMode="numeric" value={seats} onChange={(event) => setSeats(event.target.value)} />
        <TextInput
          label="Release on"
          type="date"
          hint="Unused seats go back on sale that day"
          value={releaseOn}
          onChange={(event) => setReleaseOn(event.target.value)}
        />
      </div>
      <FeedbackBanner feedback={feedback} />
      <div>
        <Button type="submit" size="sm" loading={loading}>
          Block seats
        </Button>
      </div>
    </form>
  );
}
