import { TripSearchForm } from '../components/search/TripSearchForm';
import { Card, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function CustomBookPage() {
  useDocumentTitle('Custom trip');
  return (
    <div className="page container">
      <PageHeader
        eyebrow="Custom journey"
        title="Plan your own route"
        description="Compare flights, coaches, trains and ferries to the holy cities, in the class that suits you."
      />
      <Card padding="lg">
        <TripSearchForm />
      </Card>
    </div>
  );
}
