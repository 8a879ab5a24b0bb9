import { defineMessages, useIntl } from 'react-intl';

import { TripSearchForm } from '../components/search/TripSearchForm';
import { Card, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'book.custom.title', defaultMessage: 'Custom trip' },
  eyebrow: { id: 'book.custom.eyebrow', defaultMessage: 'Custom journey' },
  heading: { id: 'book.custom.heading', defaultMessage: 'Plan your own route' },
  description: {
    id: 'book.custom.description',
    defaultMessage: 'Compare flights, coaches, trains and ferries to the holy cities, in the class that suits you.',
  },
});

export function CustomBookPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <div className="page container">
      <PageHeader
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(messages.description)}
      />
      <Card padding="lg">
        <TripSearchForm />
      </Card>
    </div>
  );
}
