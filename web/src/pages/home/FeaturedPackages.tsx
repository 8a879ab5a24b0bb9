import { PackageCard, PackageCardSkeleton, PackageGrid } from '../../components/packages/PackageCard';
import { Alert, ButtonLink, EmptyState } from '../../components/ui';
import type { PackageSummaryFragment } from '../../gql/graphql';
import { HOME_PACKAGE_LIMIT } from './homeContent';

export interface FeaturedPackagesProps {
  packages: PackageSummaryFragment[] | undefined;
  loading: boolean;
  error: string | null;
}

export function FeaturedPackages({ packages, loading, error }: FeaturedPackagesProps) {
  const featured = packages?.slice(0, HOME_PACKAGE_LIMIT) ?? [];
  return (
    <section className="section section--sand" aria-labelledby="featured-title">
      <div className="container">
        <div className="section__header">
          <div>
            <p className="eyebrow">Our packages</p>
            <h2 id="featured-title">Chosen journeys for this season</h2>
          </div>
          <ButtonLink to="/packages" variant="ghost">
            View all packages
          </ButtonLink>
        </div>
        {error && !packages && <Alert variant="error">{error}</Alert>}
        {loading && !packages && (
          <PackageGrid>
            <span role="status" className="sr-only">
              Loading packages…
            </span>
            {[0, 1, 2].map((index) => (
              <PackageCardSkeleton key={index} />
            ))}
          </PackageGrid>
        )}
        {packages && featured.length === 0 && <EmptyState title="No packages yet." />}
        {featured.length > 0 && (
          <PackageGrid>
            {featured.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </PackageGrid>
        )}
      </div>
    </section>
  );
}
