import { defineMessages } from 'react-intl';

import { HeadedPage } from '../components/HeadedPage';
import { TripSearchForm } from '../components/search/TripSearchForm';
import { Card } from '../components/ui';

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
  return (
    <HeadedPage texts={messages}>
      <Card padding="lg">
        <TripSearchForm />
      </Card>
    </HeadedPage>
  );
}
