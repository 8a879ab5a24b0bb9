import { ButtonLink, PageHeader } from '../../components/ui';
import type { TripSearchParams } from '../../lib/tripSearch';
import { formatDay } from './localTime';
import { passengersText } from './TravelOptionRow';

/** The search being shown (dates, trip type, party), with the way back to change it. */
export function SearchSummary({ search }: { search: TripSearchParams }) {
  const parts = [
    formatDay(search.departDate) + (search.returnDate ? ` – ${formatDay(search.returnDate)}` : ''),
    search.tripType === 'ROUNDTRIP' ? 'Round trip' : 'One way',
    passengersText(search.passengers),
  ];
  return (
    <PageHeader
      eyebrow="Your search"
      title={`${search.origin} → ${search.destination}`}
      description={parts.join(' · ')}
      actions={
        <ButtonLink to="/custom-book" variant="secondary">
          Change search
        </ButtonLink>
      }
    />
  );
}
