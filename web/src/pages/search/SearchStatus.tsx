import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Button, ButtonLink, EmptyState, Skeleton } from '../../components/ui';
import { englishText } from '../../i18n/descriptors';
import { useErrorMessage } from '../../i18n/errors';

const messages = defineMessages({
  failed: { id: 'search.status.failed', defaultMessage: 'Search failed' },
  noOptions: { id: 'search.status.noOptions', defaultMessage: 'No options found for the selected date.' },
  noOptionsHint: {
    id: 'search.status.noOptionsHint',
    defaultMessage: 'Try another date or class, or ask our advisors to arrange the journey for you.',
  },
});

export function LoadingOptions() {
  return (
    <div className="stack" aria-busy="true">
      <p role="status" className="sr-only">
        <FormattedMessage id="search.status.searching" defaultMessage="Searching…" />
      </p>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={112} />
      ))}
    </div>
  );
}

/** 'Search failed', with the API's reason when it gave one (e.g. what was wrong with the search). */
export function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const title = intl.formatMessage(messages.failed);
  const detail = errors.of(error, '');
  return (
    <Alert variant="error" title={title}>
      <div className="cluster cluster--middle cluster--spread trip-results__failure">
        {/* The server's own 'Search failed' (English, or translated) would only repeat the title. */}
        {detail && detail !== title && detail !== englishText(messages.failed) && <span>{detail}</span>}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <FormattedMessage id="search.status.retry" defaultMessage="Try again" />
        </Button>
      </div>
    </Alert>
  );
}

export function NoOptions() {
  const intl = useIntl();
  return (
    <EmptyState
      icon="calendar"
      title={intl.formatMessage(messages.noOptions)}
      description={intl.formatMessage(messages.noOptionsHint)}
      action={
        <ButtonLink to="/consultation" variant="secondary">
          <FormattedMessage id="search.status.askAdvisor" defaultMessage="Ask an advisor" />
        </ButtonLink>
      }
    />
  );
}
