import { FormattedMessage } from 'react-intl';

import { PackageList, type PackageListProps } from '../../components/packages/PackageCard';
import { ButtonLink } from '../../components/ui';
import { HOME_PACKAGE_LIMIT } from './homeContent';

export type FeaturedPackagesProps = Pick<PackageListProps, 'packages' | 'loading' | 'error'>;

/** The first packages as cards, with the way to all of them. */
export function FeaturedPackages({ packages, loading, error }: FeaturedPackagesProps) {
  return (
    <section className="section section--sand" aria-labelledby="featured-title">
      <div className="container">
        <div className="title-row section__header">
          <div>
            <p className="eyebrow">
              <FormattedMessage id="home.featured.eyebrow" defaultMessage="Our packages" />
            </p>
            <h2 id="featured-title">
              <FormattedMessage id="home.featured.title" defaultMessage="Chosen journeys for this season" />
            </h2>
          </div>
          <ButtonLink to="/packages" variant="ghost">
            <FormattedMessage id="home.featured.viewAll" defaultMessage="View all packages" />
          </ButtonLink>
        </div>
        <PackageList packages={packages?.slice(0, HOME_PACKAGE_LIMIT)} loading={loading} error={error} skeletons={3} />
      </div>
    </section>
  );
}
