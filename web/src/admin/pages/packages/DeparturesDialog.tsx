import './DeparturesDialog.css';

import { useState } from 'react';

import { formatDepartureDates } from '../../../components/packages/departureFormat';
import { Alert, Badge, Button, Modal, Table, type TableColumn, TextInput } from '../../../components/ui';
import type { DepartureStatus, StaffDeparturesQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { RoomPricesForm } from './DeparturesRoomPrices';
import { useStaffDepartures } from './useStaffDepartures';

type StaffDeparture = StaffDeparturesQuery['staffDepartures']['departures'][number];

const STATUS_BADGE: Record<DepartureStatus, { label: string; variant: 'green' | 'red' | 'neutral' }> = {
  OPEN: { label: 'Open', variant: 'green' },
  SOLD_OUT: { label: 'Sold out', variant: 'red' },
  CLOSED: { label: 'Closed', variant: 'neutral' },
};

export interface DeparturesDialogProps {
  pkg: { id: number; name: string; currency: string };
  onClose: () => void;
}

/**
 * Staff manage a package's departures (add one, change its seats, close or reopen it) and its per-person room
 * prices. The server keeps seats at or above those taken and answers why when not; the message shows here.
 */
export function DeparturesDialog({ pkg, onClose }: DeparturesDialogProps) {
  const { query, create, update, setPrices } = useStaffDepartures(pkg.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const data = query.data?.staffDepartures;

  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    setPending(true);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save the departure.'));
      return false;
    } finally {
      setPending(false);
    }
  }

  const columns: TableColumn<StaffDeparture>[] = [
    {
      key: 'dates',
      header: 'Dates',
      render: (d) => formatDepartureDates(d.departDate, d.returnDate),
    },
    {
      key: 'seats',
      header: 'Seats taken',
      render: (d) => `${d.seatsTaken} of ${d.seats}`,
    },
    {
      key: 'status',
      header: 'Status',
      render: (d) => <Badge variant={STATUS_BADGE[d.status].variant}>{STATUS_BADGE[d.status].label}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      render: (d) => (
        <SeatsAndStatus
          departure={d}
          pending={pending}
          onChange={(input) => run(() => update({ variables: { id: d.id, input } }))}
        />
      ),
    },
  ];

  return (
    <Modal open title={`Departures of ${pkg.name}`} onClose={onClose} size="lg">
      <div className="stack admin-departures">
        {failure && (
          <Alert variant="error" title="Not saved">
            {failure}
          </Alert>
        )}
        <Table
          caption={`Departures of ${pkg.name}`}
          columns={columns}
          rows={data?.departures ?? []}
          rowKey={(d) => d.id}
          loading={query.loading && !data}
          empty="No departures yet: the package is booked without dates."
        />
        <AddDeparture
          pending={pending}
          onAdd={(input) => run(() => create({ variables: { packageId: pkg.id, input } }))}
        />
        <RoomPricesForm
          key={JSON.stringify(data?.roomPrices ?? [])}
          prices={data?.roomPrices ?? []}
          currency={pkg.currency}
          pending={pending}
          onFailure={setFailure}
          onSave={(prices) => run(() => setPrices({ variables: { packageId: pkg.id, prices } }))}
        />
      </div>
    </Modal>
  );
}

function SeatsAndStatus({
  departure: d,
  pending,
  onChange,
}: {
  departure: StaffDeparture;
  pending: boolean;
  onChange: (input: { seats?: number; status?: string }) => Promise<boolean>;
}) {
  const [seats, setSeats] = useState(String(d.seats));
  const dates = formatDepartureDates(d.departDate, d.returnDate);
  return (
    <div className="cluster cluster--middle admin-departures__row-actions">
      <TextInput
        label={`Seats, ${dates}`}
        className="admin-departures__seats"
        inputMode="numeric"
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
      />
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void onChange({ seats: Number(seats) })}>
        Save seats<span className="sr-only">, {dates}</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={pending}
        onClick={() => void onChange({ status: d.status === 'CLOSED' ? 'OPEN' : 'CLOSED' })}
      >
        {d.status === 'CLOSED' ? 'Reopen' : 'Close'}
        <span className="sr-only">, {dates}</span>
      </Button>
    </div>
  );
}

function AddDeparture({
  pending,
  onAdd,
}: {
  pending: boolean;
  onAdd: (input: { departDate: string; returnDate: string; seats: number }) => Promise<boolean>;
}) {
  const [departDate, setDepartDate] = useState('');
  const [returnDate, setReturnDate] = useState('');
  const [seats, setSeats] = useState('40');
  async function add() {
    if (await onAdd({ departDate, returnDate, seats: Number(seats) })) {
      setDepartDate('');
      setReturnDate('');
    }
  }
  return (
    <section aria-labelledby="add-departure-heading" className="stack admin-departures__add">
      <h3 id="add-departure-heading">Add a departure</h3>
      <div className="admin-form admin-departures__add-fields">
        <TextInput label="Departs" type="date" value={departDate} onChange={(e) => setDepartDate(e.target.value)} />
        <TextInput label="Returns" type="date" value={returnDate} onChange={(e) => setReturnDate(e.target.value)} />
        <TextInput label="Seats" inputMode="numeric" value={seats} onChange={(e) => setSeats(e.target.value)} />
      </div>
      <div>
        <Button size="sm" disabled={pending} onClick={() => void add()}>
          Add departure
        </Button>
      </div>
    </section>
  );
}
