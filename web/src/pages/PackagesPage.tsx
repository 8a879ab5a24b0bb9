import { useQuery } from '@apollo/client/react';

import { PackageCard, PackageCardSkeleton, PackageGrid } from '../components/packages/PackageCard';
import { Alert, EmptyState, PageHeader } from '../components/ui';
import { errorMessage } from '../lib/errors';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PACKAGES_QUERY } from '../operations/packages';

const SKELETON_CARDS = 6;

export function PackagesPage() {
  useDocumentTitle('Packages');
  const { data, loading, error } = useQuery(PACKAGES_QUERY);
  const packages = data?.packages ?? [];

  return (
    <div className="page container">
      <PageHeader
        eyebrow="Umrah packages"
        title="Journeys for every pilgrim"
        description="Each package includes visas, hotels close to the Haram, transfers and a guide who has walked the path many times."
      />
      {error && !data && <Alert variant="error">{errorMessage(error, 'Failed to load packages')}</Alert>}
      {loading && !data && (
        <PackageGrid>
          <span role="status" className="sr-only">
            Loading packages…
          </span>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <PackageCardSkeleton key={index} />
          ))}
        </PackageGrid>
      )}
      {data && packages.length === 0 && (
        <EmptyState
          title="No packages yet."
          description="New departures are being prepared. Ask us for a tailored plan in the meantime."
        />
      )}
      {packages.length > 0 && (
        <PackageGrid>
          {packages.map((pkg, index) => (
            <PackageCard key={pkg.id} pkg={pkg} eagerImage={index < 3} />
          ))}
        </PackageGrid>
      )}
    </div>
  );
}
