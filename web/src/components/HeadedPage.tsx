import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageHeader } from './ui';

/** A page's own texts: the document title, then the header's eyebrow, heading and description. */
export interface PageTexts {
  title: MessageDescriptor;
  eyebrow: MessageDescriptor;
  heading: MessageDescriptor;
  description: MessageDescriptor;
}

/** A public page that is its header and one body: sets the document title, renders the header, then `children`. */
export function HeadedPage({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(texts.title));
  return (
    <div className="page container">
      <PageHeader
        eyebrow={intl.formatMessage(texts.eyebrow)}
        title={intl.formatMessage(texts.heading)}
        description={intl.formatMessage(texts.description)}
      />
      {children}
    </div>
  );
}
