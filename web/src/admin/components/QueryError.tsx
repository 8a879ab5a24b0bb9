import { Alert, Button } from '../../components/ui';
import { errorMessage } from '../../lib/errors';

/** A list that failed to load says so (with the server's text) instead of looking empty. */
export function QueryError({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  return (
    <Alert variant="error" title={`Could not load ${what}`}>
      <div className="cluster cluster--middle admin-query-error">
        <span>{errorMessage(error, `Could not load ${what}.`)}</span>
        {onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    </Alert>
  );
}
