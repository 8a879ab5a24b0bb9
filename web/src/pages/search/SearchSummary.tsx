import { useId, useState } from 'react';

import { TripSearchForm } from '../../components/search/TripSearchForm';
import { Button, PageHeader } from '../../components/ui';
import type { TripSearchParams } from '../../lib/tripSearch';
import { formatDay } from './localTime';
import { passengersText } from './TravelOptionRow';

/**
 * The search being shown (dates, trip type, party), and "Change search", which opens the full form filled with
 * it. Submitting the form opens the new search's address (the page is keyed by it, so the form closes).
 */
export function SearchSummary({ search }: { search: TripSearchParams }) {
  const [changing, setChanging] = useState(false);
  const formId = useId();
  const parts = [
    formatDay(search.departDate) + (search.returnDate ? ` – ${formatDay(search.returnDate)}` : ''),
    search.tripType === 'ROUNDTRIP' ? 'Round trip' : 'One way',
    passengersText(search.passengers),
  ];
  return (
    <>
      <PageHeader
        eyebrow="Your search"
        title={`${search.origin} → ${search.destination}`}
        description={parts.join(' · ')}
        actions={
          <Button
            variant="secondary"
            aria-expanded={changing}
            aria-controls={formId}
            onClick={() => setChanging((open) => !open)}
          >
            {changing ? 'Keep this search' : 'Change search'}
          </Button>
        }
      />
      <div id={formId} className="search-summary__form" hidden={!changing}>
        {changing && <TripSearchForm initial={search} />}
      </div>
    </>
  );
}
