import type { TripSearchParams } from '../../lib/tripSearch';
import { formatDay } from './localTime';
import { NoOptions } from './SearchStatus';
import { type TripOption, TripOptionList, type TripOptionRef } from './TripOptionList';

export type Leg = 'Outbound' | 'Return';

export interface TripLegsProps {
  search: TripSearchParams;
  outbound: readonly TripOptionRef[];
  /** null when the result has no return legs (a round trip searched without a return date). */
  inbound: readonly TripOptionRef[] | null;
  onBook: (option: TripOption, leg: Leg) => void;
}

/** A round trip's options in one mode: an Outbound and a Return section, each leg booked on its own. */
export function TripLegs({ search, outbound, inbound, onBook }: TripLegsProps) {
  return (
    <>
      <p className="trip-results__note">
        Round trip: book your outbound and your return option separately; each leg holds its own seats.
      </p>
      <section className="trip-results__leg" aria-labelledby="trip-leg-outbound">
        <h2 id="trip-leg-outbound" className="trip-results__leg-title">
          Outbound <span className="trip-results__leg-date">{formatDay(search.departDate)}</span>
        </h2>
        {outbound.length === 0 ? (
          <NoOptions />
        ) : (
          <TripOptionList
            options={outbound}
            passengers={search.passengers}
            label="Outbound options"
            onBook={(option) => onBook(option, 'Outbound')}
          />
        )}
      </section>
      <section className="trip-results__leg" aria-labelledby="trip-leg-return">
        <h2 id="trip-leg-return" className="trip-results__leg-title">
          Return {search.returnDate && <span className="trip-results__leg-date">{formatDay(search.returnDate)}</span>}
        </h2>
        {!inbound ? (
          <p className="muted">Add a return date to your search to see the ways back.</p>
        ) : inbound.length === 0 ? (
          <p className="trip-results__none">No return options found for the selected date.</p>
        ) : (
          <TripOptionList
            options={inbound}
            passengers={search.passengers}
            label="Return options"
            onBook={(option) => onBook(option, 'Return')}
          />
        )}
      </section>
    </>
  );
}
