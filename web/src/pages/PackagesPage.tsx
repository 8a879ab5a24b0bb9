import { PackageList } from '../components/packages/PackageCard';
import { usePackages } from '../components/packages/usePackages';
import { PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function PackagesPage() {
  useDocumentTitle('Packages');
  const { data, loading, error } = usePackages();

  return (
    <div className="page container">
      <PageHeader
        eyebrow="Umrah packages"
        title="Journeys for every pilgrim"
        description="Each package includes visas, hotels close to the Haram, transfers and a guide who has walked the path many times."
      />
      <PackageList
        packages={data?.packages}
        loading={loading}
        error={error}
        skeletons={6}
        emptyDescription="New departures are being prepared. Ask us for a tailored plan in the meantime."
        eagerImages={3}
        titleLevel={2}
      />
    </div>
  );
}
