import './DeparturesDialog.css';

import { useState } from 'react';
import { Link } from 'react-router-dom';

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
 * Staff manage a package's departures (add one, change its seats, stop or reopen its sales) and its per-person room
 * prices. The server keeps seats at or above those taken and answers why when not; the message shows here.
 * Stopping or reopening sales is asked first, saying what it does, and sits in the Sales column, away from the
 * dialog's own close icon and "Done" (a departure's sales were once "Close", beside the dialog's "Close").
 */
export function DeparturesDialog({ pkg, onClose }: DeparturesDialogProps) {
  const { query, create, update, setPrices } = useStaffDepartures(pkg.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The departure whose sales change is being asked about.
  const [asked, setAsked] = useState<StaffDeparture | null>(null);
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
      render: (d) => (
        <div className="admin-departures__dates">
          <Link to={`/admin/departures/${d.id}`}>{formatDepartureDates(d.departDate, d.returnDate)}</Link>
          <span className="admin-departures__links">
            <Link to={`/admin/departures/${d.id}/rooming`} className="admin-sub">
              Rooming<span className="sr-only">, {formatDepartureDates(d.departDate, d.returnDate)}</span>
            </Link>
            <Link to={`/admin/departures/${d.id}/manifest`} className="admin-sub">
              Manifest<span className="sr-only">, {formatDepartureDates(d.departDate, d.returnDate)}</span>
            </Link>
          </span>
        </div>
      ),
    },
    {
      key: 'seats',
      header: 'Seats taken',
      render: (d) => `${d.seatsTaken} of ${d.seats}`,
    },
    {
      key: 'sales',
      header: 'Sales',
      render: (d) => (
        <div className="cluster cluster--middle admin-departures__sales">
          <Badge variant={STATUS_BADGE[d.status].variant}>{STATUS_BADGE[d.status].label}</Badge>
          <Button
            size="sm"
            variant={d.status === 'CLOSED' ? 'secondary' : 'danger'}
            disabled={pending}
            onClick={() => setAsked(d)}
          >
            {d.status === 'CLOSED' ? 'Reopen sales' : 'Stop sales'}
            <span className="sr-only">, {formatDepartureDates(d.departDate, d.returnDate)}</span>
          </Button>
        </div>
      ),
    },
    {
      key: 'groups',
      header: 'Groups',
      render: (d) => (
        <Link className="admin-departures__groups" to={`/admin/departures/${d.id}/groups`}>
          Groups and flights<span className="sr-only">, {formatDepartureDates(d.departDate, d.returnDate)}</span>
        </Link>
      ),
    },
    {
      key: 'seats-edit',
      header: 'Change seats',
      align: 'end',
      render: (d) => (
        <SeatsForm
          departure={d}
          pending={pending}
          onSave={(seats) => run(() => update({ variables: { id: d.id, input: { seats } } }))}
        />
      ),
    },
  ];

  async function changeSales(departure: StaffDeparture) {
    const status = departure.status === 'CLOSED' ? 'OPEN' : 'CLOSED';
    await run(() => update({ variables: { id: departure.id, input: { status } } }));
    setAsked(null);
  }

  return (
    <Modal
      open
      title={`Departures of ${pkg.name}`}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      }
    >
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
      {asked && (
        <SalesConfirm
          departure={asked}
          busy={pending}
          onConfirm={() => void changeSales(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </Modal>
  );
}

/**
 * The question before a departure's sales stop or reopen, saying what really happens: a closed departure takes no
 * new booking (takeDepartureSeats refuses DEPARTURE_CLOSED) but keeps the ones it has, and an unpaid one can still
 * be paid until its hold ends; reopening sells the seats left, or shows "Sold out" when there are none.
 */
function SalesConfirm({
  departure: d,
  busy,
  onConfirm,
  onCancel,
}: {
  departure: StaffDeparture;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [day] = formatDepartureDates(d.departDate, d.returnDate).split(' – ');
  const stopping = d.status !== 'CLOSED';
  const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;
  return (
    <Modal
      open
      alert
      size="sm"
      title={stopping ? `Stop sales for the departure of ${day}?` : `Reopen sales for the departure of ${day}?`}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy} data-autofocus>
            {stopping ? 'Keep selling' : 'Keep stopped'}
          </Button>
          <Button variant={stopping ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {stopping ? 'Stop sales' : 'Reopen sales'}
          </Button>
        </>
      }
    >
      {stopping ? (
        <div className="stack">
          <p>Visitors can no longer book this departure: the package page shows it as Closed.</p>
          <p>
            {d.seatsTaken === 0
              ? 'No seats are taken yet.'
              : `The ${seats(d.seatsTaken)} already taken stay with their bookings; an unpaid booking can still be paid until its hold ends, then its seats come back (still not for sale).`}{' '}
            You can reopen sales later.
          </p>
        </div>
      ) : (
        <p>
          {d.seatsLeft > 0
            ? `Visitors can book it again: ${d.seatsLeft} of its ${seats(d.seats)} are free.`
            : `It has no free seats, so it shows as Sold out until seats come back or you add some.`}
        </p>
      )}
    </Modal>
  );
}

function SeatsForm({
  departure: d,
  pending,
  onSave,
}: {
  departure: StaffDeparture;
  pending: boolean;
  onSave: (seats: number) => Promise<boolean>;
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
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void onSave(Number(seats))}>
        Save seats<span className="sr-only">, {dates}</span>
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
