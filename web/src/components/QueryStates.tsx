import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useErrorMessage } from '../i18n/errors';
import { Alert, ButtonLink, EmptyState, type IconName } from './ui';

const messages = defineMessages({
  notFound: { id: 'common.page.notFound', defaultMessage: 'Not found.' },
});

export interface QueryPlaceholderProps {
  error: unknown;
  loading: boolean;
  /** Shown when the API gives no message of its own, e.g. 'Failed to load packages' (translated). */
  failedText: string;
  /** Read out while loading, e.g. 'Loading packages…'. */
  loadingText: string;
  /** Skeletons in the layout of what is loading. */
  children: ReactNode;
}

/** What stands in for a query's content until it has data: the failure, or skeletons while it loads. */
export function QueryPlaceholder({ error, loading, failedText, loadingText, children }: QueryPlaceholderProps) {
  const errors = useErrorMessage();
  if (error) return <Alert variant="error">{errors.of(error, failedText)}</Alert>;
  if (!loading) return null;
  return (
    <>
      <span role="status" className="sr-only">
        {loadingText}
      </span>
      {children}
    </>
  );
}

/** A detail page whose query failed. */
export function PageLoadFailed({ error, failedText }: { error: unknown; failedText: string }) {
  const errors = useErrorMessage();
  return (
    <div className="page container container--narrow">
      <Alert variant="error">{errors.of(error, failedText)}</Alert>
    </div>
  );
}

export interface PageNotFoundProps {
  icon?: IconName;
  description?: string;
  /** The list to go back to. */
  backTo: string;
  backLabel: string;
}

/** A detail page whose record does not exist (or no longer does), with the way back to its list. */
export function PageNotFound({ icon, description, backTo, backLabel }: PageNotFoundProps) {
  const intl = useIntl();
  return (
    <div className="page container container--narrow">
      <EmptyState
        icon={icon}
        title={intl.formatMessage(messages.notFound)}
        description={description}
        action={
          <ButtonLink to={backTo} variant="secondary">
            {backLabel}
          </ButtonLink>
        }
      />
    </div>
  );
}
