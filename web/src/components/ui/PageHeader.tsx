import './PageHeader.css';

import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** Small gold kicker above the title. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons aligned to the end on wide screens. */
  actions?: ReactNode;
  /** Centered text (public landing-style pages). */
  centered?: boolean;
}

export function PageHeader({ eyebrow, title, description, actions, centered = false }: PageHeaderProps) {
  return (
    <header className={['title-row page-header', centered && 'page-header--centered'].filter(Boolean).join(' ')}>
      <div className="page-header__text">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-header__title">{title}</h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="cluster">{actions}</div>}
    </header>
  );
}
