import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface AdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A back-office page: compact header (h1) and its sections. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="stack admin-page">
      <div className="title-row">
        <div>
          <h1 className="admin-page__title">{title}</h1>
          {description && <p className="admin-page__description">{description}</p>}
        </div>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A titled block inside a page (a form panel, a table). */
export function AdminSection({
  title,
  children,
  actions,
  id,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  id?: string;
}) {
  const headingId = id ?? `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="stack admin-section" aria-labelledby={headingId}>
      <div className="cluster cluster--middle cluster--spread admin-section__header">
        <h2 id={headingId} className="admin-section__title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
