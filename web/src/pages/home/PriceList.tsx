import './PriceList.css';

import { Link } from 'react-router-dom';

import { packagePath } from '../../components/packages/PackageCard';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatPrice } from '../../lib/price';

const PRICE_LIST_PACKAGE_FRAGMENT = graphql(`
  fragment PriceListPackage on Package {
    id
    code
    name
    nights
    price
    currency
  }
`);

/** Every package with its price, like a menu: the quick comparison before opening a card. */
export function PriceList({ packages: packageRefs }: { packages: FragmentType<typeof PRICE_LIST_PACKAGE_FRAGMENT>[] }) {
  const packages = getFragmentData(PRICE_LIST_PACKAGE_FRAGMENT, packageRefs);
  if (packages.length === 0) return null;
  return (
    <section className="section" aria-labelledby="prices-title">
      <div className="container container--narrow">
        <p className="eyebrow">Prices at a glance</p>
        <h2 id="prices-title">Every package, one list</h2>
        <ul className="price-list">
          {packages.map((pkg) => (
            <li key={pkg.id} className="price-list__row">
              <Link to={packagePath(pkg.id)} className="price-list__name">
                {pkg.name}
              </Link>
              <span className="price-list__detail">{pkg.nights != null ? `${pkg.nights} nights` : pkg.code}</span>
              <span className="price-list__leader" aria-hidden="true" />
              <span className="price-list__price">{formatPrice(pkg.price, pkg.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="muted price-list__note">
          Prices are per pilgrim in shared rooms. ‘Contact’ means we quote personally.
        </p>
      </div>
    </section>
  );
}
