import type { ReactNode } from 'react';

import { errorMessage } from '../lib/errors';
import { Alert, ButtonLink, EmptyState, type IconName } from './ui';

export interface QueryPlaceholderProps {
  error: unknown;
  loading: boolean;
  /** Shown when the API gives no message of its own, e.g. 'Failed to load packages'. */
  failedText: string;
  /** Read out while loading, e.g. 'Loading packages…'. */
  loadingText: string;
  /** Skeletons in the layout of what is loading. */
  children: ReactNode;
}

/** What stands in for a query's content until it has data: the failure, or skeletons while it loads. */
export function QueryPlaceholder({ error, loading, failedText, loadingText, children }: QueryPlaceholderProps) {
  if (error) return <Alert variant="error">{errorMessage(error, failedText)}</Alert>;
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
  return (
    <div className="page container container--narrow">
      <Alert variant="error">{errorMessage(error, failedText)}</Alert>
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
  return (
    <div className="page container container--narrow">
      <EmptyState
        icon={icon}
        title="Not found."
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
