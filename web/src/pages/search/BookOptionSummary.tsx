import { SummaryList } from '../../components/SummaryList';
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
    <SummaryList
      className="book-option__summary"
      aria-label="Your selection"
      rows={[
        leg && { term: 'Leg', value: leg },
        { term: 'Service', value: `${option.supplier} ${option.serviceNumber} · ${option.className}` },
        { term: 'Route', value: `${option.origin} → ${option.destination}` },
        { term: 'Departs', value: `${depart.day} ${depart.time} (local time)` },
        { term: 'Arrives', value: `${arrive.day} ${arrive.time} (local time)` },
        { term: 'Passengers', value: passengersText(passengers) },
        {
          term: 'Total price',
          value: formatPrice(total?.price ?? option.price, total?.currency ?? option.currency),
          total: true,
        },
      ]}
    />
  );
}
