import './EmptyState.css';

import type { ReactNode } from 'react';

import { Icon, type IconName } from './Icon';

export interface EmptyStateProps {
  /** The empty text of docs/product-rules.md#routes, e.g. 'No packages yet.' */
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A button or link to move on. */
  action?: ReactNode;
  /** The title is the page's h1: the empty state is all the page shows (no page header above it). */
  pageTitle?: boolean;
}

export function EmptyState({ title, description, icon = 'compass', action, pageTitle = false }: EmptyStateProps) {
  const Title = pageTitle ? 'h1' : 'p';
  return (
    <div className="empty-state">
      <span className="icon-badge empty-state__icon">
        <Icon name={icon} />
      </span>
      <Title className="empty-state__title">{title}</Title>
      {description && <p className="empty-state__description">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
