import { useMutation } from '@apollo/client/react';

import { Button, type TableColumn } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminScheduledServiceRowFragment, ScheduledServiceUpdateInput } from '../../gql/graphql';
import { currencyExponent, formatPrice, toMinorUnits } from '../../lib/price';
import { AdminPage } from '../components/AdminPage';
import { AdminTableSection } from '../components/AdminTable';
import { actionsColumn, oneLineColumn, RouteText, TwoLineCell } from '../components/columns';
import { SCHEDULED_SERVICES_LIST } from '../components/staffLists';
import { StatusBadge } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/useAdminList';
import { useFeedback } from '../components/useFeedback';
import { usePromptAction } from '../components/usePromptAction';
import { useRowAction } from '../components/useRowAction';
import { onOffLook } from '../lib/status';

export const ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION = graphql(`
  mutation AdminUpdateScheduledService($id: Int!, $input: ScheduledServiceUpdateInput!) {
    updateScheduledService(id: $id, input: $input) {
      id
      ...AdminScheduledServiceRow
    }
  }
`);

const SCHEDULED_SERVICE_ROW = graphql(`
  fragment AdminScheduledServiceRow on ScheduledService {
    id
    serviceNumber
    operator
    mode
    origin
    destination
    departureTime
    timezone
    durationMin
    weekdays
    validFrom
    validTo
    seats
    baseFare
    currency
    active
  }
`);

type ServiceRow = AdminScheduledServiceRowFragment;

const INVALID_FARE = 'Enter the fare as an amount of 0 or more, e.g. 125.50.';
const MAX_SEATS = 5000;
const INVALID_SEATS = `Seats must be a whole number between 0 and ${MAX_SEATS}.`;

const MODE_NAMES: Record<string, string> = {
  FLIGHT: 'Flight',
  FLIGHTS: 'Flight',
  BUS: 'Bus',
  TRAIN: 'Train',
  FERRY: 'Ferry',
};
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday bitmask (bit 0 = Monday ... bit 6 = Sunday) as 'Daily' or 'Mon, Wed, Fri'. */
export function weekdaysText(mask: number): string {
  if ((mask & 127) === 127) return 'Daily';
  const days = WEEKDAYS.filter((_, bit) => mask & (1 << bit));
  return days.length ? days.join(', ') : 'No days';
}

/** Minutes as '6h 05m' (or '45m'). */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`;
}

/** A seat count typed by staff: a whole number 0..5000, else null. */
export function parseSeats(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const seats = Number(trimmed);
  return seats <= MAX_SEATS ? seats : null;
}

export function ScheduledServicesPage() {
  const feedback = useFeedback();
  const prompt = usePromptAction();
  const services = usePagedAdminList(SCHEDULED_SERVICES_LIST, SCHEDULED_SERVICE_ROW);
  const [updateService] = useMutation(ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION);
  const rowAction = useRowAction<number>(feedback);

  const update = (row: ServiceRow, input: ScheduledServiceUpdateInput) =>
    updateService({ variables: { id: row.id, input } });

  const toggleActive = (row: ServiceRow) =>
    rowAction.run(row.id, () => update(row, { active: !row.active }), {
      success: `${row.serviceNumber} ${row.active ? 'taken off sale' : 'back on sale'}.`,
      fallback: 'Could not update the service.',
    });

  function changeFare(row: ServiceRow) {
    feedback.clear();
    prompt.open({
      title: `Base fare of ${row.serviceNumber}`,
      label: `Base fare per passenger (${row.currency})`,
      initialValue: (row.baseFare / 10 ** currencyExponent(row.currency)).toFixed(currencyExponent(row.currency)),
      confirmLabel: 'Save fare',
      inputProps: { inputMode: 'decimal' },
      action: async (text) => {
        const baseFare = toMinorUnits(text.replace(',', '.'), row.currency);
        if (baseFare === null) return INVALID_FARE;
        await update(row, { baseFare });
        feedback.succeed(`Base fare of ${row.serviceNumber} is now ${formatPrice(baseFare, row.currency)}.`);
      },
    });
  }

  function changeSeats(row: ServiceRow) {
    feedback.clear();
    prompt.open({
      title: `Seats on ${row.serviceNumber}`,
      label: 'Seats per departure',
      initialValue: String(row.seats),
      confirmLabel: 'Save seats',
      inputProps: { type: 'number', min: 0, max: MAX_SEATS, step: 1, inputMode: 'numeric' },
      action: async (text) => {
        const seats = parseSeats(text);
        if (seats === null) return INVALID_SEATS;
        await update(row, { seats });
        feedback.succeed(`${row.serviceNumber} now has ${seats} seats per departure.`);
      },
    });
  }

  const columns: TableColumn<ServiceRow>[] = [
    {
      key: 'service',
      header: 'Service',
      render: (row) => <TwoLineCell main={row.serviceNumber} sub={row.operator} nowrap="main" />,
    },
    { key: 'mode', header: 'Mode', render: (row) => MODE_NAMES[row.mode] ?? row.mode },
    {
      key: 'route',
      header: 'Route',
      render: (row) => (
        <TwoLineCell
          main={<RouteText origin={row.origin} destination={row.destination} />}
          sub={
            <>
              {weekdaysText(row.weekdays)}
              {(row.validFrom || row.validTo) && ` · ${row.validFrom ?? '…'} to ${row.validTo ?? '…'}`}
            </>
          }
          strong={false}
        />
      ),
    },
    {
      key: 'departs',
      header: 'Departs',
      render: (row) => <TwoLineCell main={row.departureTime} sub={row.timezone} nowrap="sub" />,
    },
    oneLineColumn('duration', 'Duration', (row) => durationText(row.durationMin)),
    { key: 'seats', header: 'Seats', align: 'end', render: (row) => row.seats },
    oneLineColumn('fare', 'Base fare', (row) => formatPrice(row.baseFare, row.currency), 'end'),
    {
      key: 'active',
      header: 'Status',
      render: (row) => <StatusBadge look={onOffLook(row.active, 'Active', 'Inactive')} />,
    },
    actionsColumn((row) => (
      <div className="admin-row-actions" style={{ flexWrap: 'nowrap' }}>
        <Button
          size="sm"
          variant="secondary"
          loading={rowAction.busyId === row.id}
          onClick={() => void toggleActive(row)}
        >
          {row.active ? 'Deactivate' : 'Activate'}
          <span className="sr-only"> {row.serviceNumber}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => changeFare(row)}>
          Change fare<span className="sr-only"> of {row.serviceNumber}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => changeSeats(row)}>
          Change seats<span className="sr-only"> of {row.serviceNumber}</span>
        </Button>
      </div>
    )),
  ];

  return (
    <AdminPage
      title="Timetable"
      description="Scheduled services of the custom trip search: times are local to the origin; fares are per passenger before the class multiplier."
    >
      <AdminTableSection
        title="Scheduled services"
        feedback={feedback}
        list={services}
        columns={columns}
        caption="Scheduled services"
        noun="services"
      />
      {prompt.dialog}
    </AdminPage>
  );
}
