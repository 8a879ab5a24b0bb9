import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { localTime } from './localTime';
import { passengersText } from './TravelOptionRow';

const BOOK_OPTION_SUMMARY_FRAGMENT = graphql(`
  fragment BookOptionSummary on TravelOption {
    supplier
    serviceNumber
    className
    origin
    destination
    depart
    arrive
    price
    currency
  }
`);

export interface BookOptionSummaryProps {
  option: FragmentType<typeof BOOK_OPTION_SUMMARY_FRAGMENT>;
  passengers: number;
  leg?: 'Outbound' | 'Return';
  /** The booked price, once the server has re-priced the option. */
  total?: { price: number | null; currency: string | null };
}

/** The option being booked, as the dialog lists it above the traveller's details. */
export function BookOptionSummary({ option: optionRef, passengers, leg, total }: BookOptionSummaryProps) {
  const option = getFragmentData(BOOK_OPTION_SUMMARY_FRAGMENT, optionRef);
  const depart = localTime(option.depart);
  const arrive = localTime(option.arrive);
  return (
    <dl className="book-option__summary" aria-label="Your selection">
      {leg && (
        <div>
          <dt>Leg</dt>
          <dd>{leg}</dd>
        </div>
      )}
      <div>
        <dt>Service</dt>
        <dd>
          {option.supplier} {option.serviceNumber} · {option.className}
        </dd>
      </div>
      <div>
        <dt>Route</dt>
        <dd>
          {option.origin} → {option.destination}
        </dd>
      </div>
      <div>
        <dt>Departs</dt>
        <dd>
          {depart.day} {depart.time} (local time)
        </dd>
      </div>
      <div>
        <dt>Arrives</dt>
        <dd>
          {arrive.day} {arrive.time} (local time)
        </dd>
      </div>
      <div>
        <dt>Passengers</dt>
        <dd>{passengersText(passengers)}</dd>
      </div>
      <div className="book-option__total">
        <dt>Total price</dt>
        <dd>{formatPrice(total?.price ?? option.price, total?.currency ?? option.currency)}</dd>
      </div>
    </dl>
  );
}
