import { useQuery } from '@apollo/client/react';
import { statusesMarked } from '@rihla/db/booking-lifecycle';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button, Checkbox, Select, TextInput } from '../../components/ui';
import { graphql } from '../../gql';
import type { BookingFilter, BookingStatus } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { formatDate } from '../lib/format';
import { bookingStatusLook } from '../lib/status';

/**
 * The admin bookings table's filters. They live in the URL (?status=PAID,DEPOSIT_PAID&packageId=3&overdue=true…),
 * spelled as the REST list and the CSV export read them, so a filtered view can be shared, reloaded and downloaded.
 */

// Every status is a filter option, in this order (a new status fails the typecheck here until it is placed).
const STATUSES = statusesMarked<BookingStatus>({
  PENDING: true,
  DEPOSIT_PAID: true,
  PAID: true,
  NEEDS_REVIEW: true,
  FAILED: true,
  EXPIRED: true,
  CANCELLED: true,
  PARTIALLY_REFUNDED: true,
  REFUNDED: true,
});

export interface BookingFilters {
  status: BookingStatus[];
  packageId: number | null;
  departureId: number | null;
  overdue: boolean;
  missingDocuments: boolean;
  q: string;
  /** A dashboard work queue (its slug: cancellation-requests…), applied by the server as the queue's count is. */
  queue?: string;
}

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const packageId = idOf(params.get('packageId'));
  return {
    status: (params.get('status') ?? '').split(',').filter((s): s is BookingStatus => STATUSES.includes(s as never)),
    packageId,
    // A departure only means something within its package.
    departureId: packageId ? idOf(params.get('departureId')) : null,
    overdue: params.get('overdue') === 'true',
    missingDocuments: params.get('missingDocuments') === 'true',
    q: params.get('q')?.trim() ?? '',
    queue: /^[a-z-]{1,40}$/.test(params.get('queue') ?? '') ? (params.get('queue') ?? undefined) : undefined,
  };
}

/** The filters as the REST list and the CSV export take them (only the ones set). */
export function bookingFilterParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.packageId) params.set('packageId', String(filters.packageId));
  if (filters.departureId) params.set('departureId', String(filters.departureId));
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.missingDocuments) params.set('missingDocuments', 'true');
  if (filters.q) params.set('q', filters.q);
  if (filters.queue) params.set('queue', filters.queue);
  return params;
}

/** The filters as the GraphQL `bookings` query takes them. */
export function bookingFilterInput(filters: BookingFilters): BookingFilter {
  return {
    ...(filters.status.length ? { status: filters.status } : {}),
    ...(filters.packageId ? { packageId: filters.packageId } : {}),
    ...(filters.departureId ? { departureId: filters.departureId } : {}),
    ...(filters.overdue ? { overdue: true } : {}),
    ...(filters.missingDocuments ? { missingDocuments: true } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.queue ? { queue: filters.queue } : {}),
  };
}

export const isFiltered = (filters: BookingFilters) => bookingFilterParams(filters).size > 0;

/**
 * The filters of the current URL, and a setter that writes them back (a changed filter starts at page 1). The router
 * applies a new URL in a transition: until it lands, the filters just set are shown, so a ticked box stays ticked.
 */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const url = params.toString();
  const [shown, setShown] = useState(() => ({ url, filters: readBookingFilters(params) }));
  // The URL moved (the change landed, or Back/Forward): it is the truth again.
  if (shown.url !== url) setShown({ url, filters: readBookingFilters(params) });
  const set = (next: BookingFilters) => {
    setShown({ url, filters: next });
    setParams(bookingFilterParams(next), { replace: true });
  };
  return { filters: shown.url === url ? shown.filters : readBookingFilters(params), set };
}

export const FILTER_PACKAGES_QUERY = graphql(`
  query BookingFilterPackages {
    staffPackages {
      id
      name
      archivedAt
    }
  }
`);

export const FILTER_DEPARTURES_QUERY = graphql(`
  query BookingFilterDepartures($packageId: Int!) {
    staffDepartures(packageId: $packageId) {
      departures {
        id
        departDate
        returnDate
      }
    }
  }
`);

export interface BookingsFilterBarProps {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
}

export function BookingsFilterBar({ filters, onChange }: BookingsFilterBarProps) {
  const packages = useQuery(FILTER_PACKAGES_QUERY);
  const departures = useQuery(FILTER_DEPARTURES_QUERY, {
    variables: { packageId: filters.packageId ?? 0 },
    skip: !filters.packageId,
  });
  const change = (patch: Partial<BookingFilters>) => onChange({ ...filters, ...patch });

  // Typing searches once the text rests; the URL (and the query) change then, not on every key.
  const [text, setText] = useState(filters.q);
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== filters.q) change({ q: settled });
    // Only a settled text writes the URL; `filters` changing from elsewhere must not re-send an old text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const toggleStatus = (status: BookingStatus, on: boolean) =>
    change({ status: on ? [...filters.status, status] : filters.status.filter((s) => s !== status) });

  const packageOptions = (packages.data?.staffPackages ?? []).map((p) => ({
    value: String(p.id),
    label: p.archivedAt ? `${p.name} (archived)` : p.name,
  }));
  const departureOptions = (departures.data?.staffDepartures.departures ?? []).map((d) => ({
    value: String(d.id),
    label: `${formatDate(d.departDate)} – ${formatDate(d.returnDate)}`,
  }));

  return (
    <form className="bookings-filters" role="search" aria-label="Filter bookings" onSubmit={(e) => e.preventDefault()}>
      <div className="bookings-filters__row">
        <TextInput
          label="Search"
          type="search"
          placeholder="Reference, name or email"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label="Package"
          placeholder="All packages"
          options={packageOptions}
          value={filters.packageId ? String(filters.packageId) : ''}
          onChange={(event) => change({ packageId: idOf(event.target.value), departureId: null })}
        />
        <Select
          label="Departure"
          placeholder={filters.packageId ? 'All departures' : 'Choose a package first'}
          options={departureOptions}
          disabled={!filters.packageId}
          value={filters.departureId ? String(filters.departureId) : ''}
          onChange={(event) => change({ departureId: idOf(event.target.value) })}
        />
      </div>
      <div className="bookings-filters__row bookings-filters__row--checks">
        <fieldset className="bookings-filters__statuses">
          <legend>Status</legend>
          {STATUSES.map((status) => (
            <Checkbox
              key={status}
              className="bookings-filters__chip"
              label={bookingStatusLook(status).label}
              checked={filters.status.includes(status)}
              onChange={(event) => toggleStatus(status, event.target.checked)}
            />
          ))}
        </fieldset>
        <fieldset className="bookings-filters__flags">
          <legend>Needs attention</legend>
          <Checkbox
            label="Balance overdue"
            checked={filters.overdue}
            onChange={(event) => change({ overdue: event.target.checked })}
          />
          <Checkbox
            label="Missing documents"
            checked={filters.missingDocuments}
            onChange={(event) => change({ missingDocuments: event.target.checked })}
          />
        </fieldset>
        {isFiltered(filters) && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setText('');
              onChange(readBookingFilters(new URLSearchParams()));
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
