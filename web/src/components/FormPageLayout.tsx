import type { ReactNode } from 'react';

import { Card, PageHeader } from './ui';

export interface FormPageLayoutProps {
  eyebrow: string;
  title: string;
  description: string;
  /** Accessible name of the card holding the form. */
  formLabel: string;
  /** The form, or what replaces it once sent. */
  children: ReactNode;
  /** Accessible name of the side panel. */
  asideLabel: string;
  aside: ReactNode;
  /** The page's two-column grid. */
  className: string;
  asideClassName: string;
}

/** A public form page: the page header, then the form in a card beside a side panel. */
export function FormPageLayout({
  eyebrow,
  title,
  description,
  formLabel,
  children,
  asideLabel,
  aside,
  className,
  asideClassName,
}: FormPageLayoutProps) {
  return (
    <div className="page container">
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <div className={className}>
        <Card as="section" padding="lg" aria-label={formLabel}>
          {children}
        </Card>
        <aside className={asideClassName} aria-label={asideLabel}>
          {aside}
        </aside>
      </div>
    </div>
  );
}
