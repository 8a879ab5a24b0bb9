import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button, Checkbox, Select, TextInput } from '../../components/ui';
import { graphql } from '../../gql';
import type { TripBookingFilter, TripBookingStatus } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { bookingStatusLook } from '../lib/status';

/**
 * The admin trip bookings table's filters. They live in the URL (?q=amina&status=PAID&cancelled=true&from=…),
 * spelled as the REST list reads them, so a filtered view can be shared and reloaded.
 */

// Every status is a filter option, in this order (a new status fails the typecheck here until it is placed).
const STATUS_ORDER = {
  PENDING: 0,
  PAID: 1,
  CONFIRMED: 2,
  NEEDS_REVIEW: 3,
  FAILED: 4,
  EXPIRED: 5,
  CANCELLED: 6,
  REFUNDED: 7,
} satisfies Record<TripBookingStatus, number>;
const STATUSES = (Object.keys(STATUS_ORDER) as TripBookingStatus[]).sort((a, b) => STATUS_ORDER[a] - STATUS_ORDER[b]);

export type Cancelled = 'yes' | 'no' | '';

export interface TripBookingFilters {
  q: string;
  status: TripBookingStatus[];
  transportId: number | null;
  classId: number | null;
  departFrom: string;
  departTo: string;
  cancelled: Cancelled;
  origin: string;
  destination: string;
}

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function readTripBookingFilters(params: URLSearchParams): TripBookingFilters {
  const cancelled = params.get('cancelled');
  return {
    q: params.get('q')?.trim() ?? '',
    status: (params.get('status') ?? '')
      .split(',')
      .filter((s): s is TripBookingStatus => STATUSES.includes(s as never)),
    transportId: idOf(params.get('transportId')),
    classId: idOf(params.get('classId')),
    departFrom: dayOf(params.get('departFrom')),
    departTo: dayOf(params.get('departTo')),
    cancelled: cancelled === 'true' ? 'yes' : cancelled === 'false' ? 'no' : '',
    origin: params.get('origin')?.trim() ?? '',
    destination: params.get('destination')?.trim() ?? '',
  };
}

/** The filters as the URL (and the REST list) spell them: only the ones set. */
function tripBookingFilterParams(filters: TripBookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.transportId) params.set('transportId', String(filters.transportId));
  if (filters.classId) params.set('classId', String(filters.classId));
  if (filters.departFrom) params.set('departFrom', filters.departFrom);
  if (filters.departTo) params.set('departTo', filters.departTo);
  if (filters.cancelled) params.set('cancelled', filters.cancelled === 'yes' ? 'true' : 'false');
  if (filters.origin) params.set('origin', filters.origin);
  if (filters.destination) params.set('destination', filters.destination);
  return params;
}

/** The filters as the GraphQL `tripBookings` query takes them. */
export function tripBookingFilterInput(filters: TripBookingFilters): TripBookingFilter {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status.length ? { status: filters.status } : {}),
    ...(filters.transportId ? { transportId: filters.transportId } : {}),
    ...(filters.classId ? { classId: filters.classId } : {}),
    ...(filters.departFrom ? { departFrom: filters.departFrom } : {}),
    ...(filters.departTo ? { departTo: filters.departTo } : {}),
    ...(filters.cancelled ? { cancelled: filters.cancelled === 'yes' } : {}),
    ...(filters.origin ? { origin: filters.origin } : {}),
    ...(filters.destination ? { destination: filters.destination } : {}),
  };
}

export const isTripFiltered = (filters: TripBookingFilters) => tripBookingFilterParams(filters).size > 0;

/**
 * The filters of the current URL, and a setter that writes them back (a changed filter starts at page 1). Until the
 * router applies the new URL, the filters just set are shown, so a ticked box stays ticked.
 */
export function useTripBookingFilters() {
  const [params, setParams] = useSearchParams();
  const url = params.toString();
  const [shown, setShown] = useState(() => ({ url, filters: readTripBookingFilters(params) }));
  if (shown.url !== url) setShown({ url, filters: readTripBookingFilters(params) });
  const set = (next: TripBookingFilters) => {
    setShown({ url, filters: next });
    setParams(tripBookingFilterParams(next), { replace: true });
  };
  return { filters: shown.url === url ? shown.filters : readTripBookingFilters(params), set };
}

export const TRIP_FILTER_OPTIONS_QUERY = graphql(`
  query TripBookingFilterOptions {
    transportModes {
      id
      name
    }
    serviceClasses {
      id
      name
    }
  }
`);

/** Text typed in a filter box reaches the URL once it rests (300 ms), not on every key. */
function useSettledText(value: string, apply: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== value) apply(settled);
    // Only a settled text writes the URL; `value` changing from elsewhere must not re-send an old text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}

const PHONE_QUERY = '(max-width: 640px)';

/** On a phone, the less used filters behind "More filters" (saying how many are set); elsewhere, shown as they are. */
function MoreFilters({ phone, set, children }: { phone: boolean; set: number; children: ReactNode }) {
  if (!phone) return <>{children}</>;
  return (
    <details className="trip-filters__more" open={set > 0 || undefined}>
      <summary>{set ? `More filters (${set} set)` : 'More filters'}</summary>
      <div className="trip-filters__more-body">{children}</div>
    </details>
  );
}

export interface TripBookingsFilterBarProps {
  filters: TripBookingFilters;
  onChange: (next: TripBookingFilters) => void;
}

export function TripBookingsFilterBar({ filters, onChange }: TripBookingsFilterBarProps) {
  const options = useQuery(TRIP_FILTER_OPTIONS_QUERY);
  const change = (patch: Partial<TripBookingFilters>) => onChange({ ...filters, ...patch });
  const [text, setText] = useSettledText(filters.q, (q) => change({ q }));
  const [origin, setOrigin] = useSettledText(filters.origin, (value) => change({ origin: value }));
  const [destination, setDestination] = useSettledText(filters.destination, (value) => change({ destination: value }));

  const toggleStatus = (status: TripBookingStatus, on: boolean) =>
    change({ status: on ? [...filters.status, status] : filters.status.filter((s) => s !== status) });
  // On a phone the filters past the search and the route fold away, open when one of them is set.
  const phone = useMediaQuery(PHONE_QUERY);
  const secondarySet = [
    filters.transportId,
    filters.classId,
    filters.departFrom,
    filters.departTo,
    filters.cancelled,
    filters.status.length,
  ].filter(Boolean).length;
  const choices = (rows: readonly { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  return (
    <form className="trip-filters" role="search" aria-label="Filter trip bookings" onSubmit={(e) => e.preventDefault()}>
      <div className="trip-filters__row">
        <TextInput
          label="Search"
          type="search"
          placeholder="Reference, name, email or passenger"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <TextInput label="From" value={origin} onChange={(event) => setOrigin(event.target.value)} />
        <TextInput label="To" value={destination} onChange={(event) => setDestination(event.target.value)} />
      </div>
      <MoreFilters phone={phone} set={secondarySet}>
        <div className="trip-filters__row">
          <Select
            label="Mode"
            placeholder="All modes"
            options={choices(options.data?.transportModes)}
            value={filters.transportId ? String(filters.transportId) : ''}
            onChange={(event) => change({ transportId: idOf(event.target.value) })}
          />
          <Select
            label="Class"
            placeholder="All classes"
            options={choices(options.data?.serviceClasses)}
            value={filters.classId ? String(filters.classId) : ''}
            onChange={(event) => change({ classId: idOf(event.target.value) })}
          />
          <TextInput
            label="Departs from"
            type="date"
            value={filters.departFrom}
            max={filters.departTo || undefined}
            onChange={(event) => change({ departFrom: dayOf(event.target.value) })}
          />
          <TextInput
            label="Departs until"
            type="date"
            value={filters.departTo}
            min={filters.departFrom || undefined}
            onChange={(event) => change({ departTo: dayOf(event.target.value) })}
          />
          <Select
            label="Cancellation"
            placeholder="Any"
            options={[
              { value: 'yes', label: 'Cancelled only' },
              { value: 'no', label: 'Not cancelled' },
            ]}
            value={filters.cancelled}
            onChange={(event) => change({ cancelled: event.target.value as Cancelled })}
          />
        </div>
        <div className="trip-filters__row trip-filters__row--checks">
          <fieldset className="trip-filters__statuses">
            <legend>Status</legend>
            {STATUSES.map((status) => (
              <Checkbox
                key={status}
                className="trip-filters__chip"
                label={bookingStatusLook(status).label}
                checked={filters.status.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
            ))}
          </fieldset>
        </div>
      </MoreFilters>
      {isTripFiltered(filters) && (
        <div className="trip-filters__row">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setText('');
              setOrigin('');
              setDestination('');
              onChange(readTripBookingFilters(new URLSearchParams()));
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
