import { Alert, Button, ButtonLink, EmptyState, Skeleton } from '../../components/ui';
import { errorMessage } from '../../lib/errors';
import { SEARCH_FAILED_MESSAGE } from '../../lib/tripSearch';

const NO_OPTIONS_MESSAGE = 'No options found for the selected date.';

export function LoadingOptions() {
  return (
    <div className="stack" aria-busy="true">
      <p role="status" className="sr-only">
        Searching…
      </p>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={112} />
      ))}
    </div>
  );
}

/** 'Search failed', with the API's reason when it gave one (e.g. what was wrong with the search). */
export function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = errorMessage(error, '');
  return (
    <Alert variant="error" title={SEARCH_FAILED_MESSAGE}>
      <div className="cluster cluster--middle cluster--spread trip-results__failure">
        {detail && detail !== SEARCH_FAILED_MESSAGE && <span>{detail}</span>}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}

export function NoOptions() {
  return (
    <EmptyState
      icon="calendar"
      title={NO_OPTIONS_MESSAGE}
      description="Try another date or class, or ask our advisors to arrange the journey for you."
      action={
        <ButtonLink to="/consultation" variant="secondary">
          Ask an advisor
        </ButtonLink>
      }
    />
  );
}
