import './PriceList.css';

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { packagePath } from '../../components/packages/PackageCard';
import { useOfferText } from '../../components/packages/packageOffer';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useFormat } from '../../i18n/format';

const PRICE_LIST_PACKAGE_FRAGMENT = graphql(`
  fragment PriceListPackage on Package {
    id
    name
    nights
    fromPrice
    sale
    currency
  }
`);

/** Every package with its price, like a menu: the quick comparison before opening a card. */
export function PriceList({ packages: packageRefs }: { packages: FragmentType<typeof PRICE_LIST_PACKAGE_FRAGMENT>[] }) {
  const packages = getFragmentData(PRICE_LIST_PACKAGE_FRAGMENT, packageRefs);
  const f = useFormat();
  const offerText = useOfferText();
  if (packages.length === 0) return null;
  return (
    <section className="section" aria-labelledby="prices-title">
      <div className="container container--narrow">
        <p className="eyebrow">
          <FormattedMessage id="home.prices.eyebrow" defaultMessage="Prices at a glance" />
        </p>
        <h2 id="prices-title">
          <FormattedMessage id="home.prices.title" defaultMessage="Every package, one list" />
        </h2>
        <ul className="price-list">
          {packages.map((pkg) => (
            <li key={pkg.id} className="price-list__row">
              <Link to={packagePath(pkg.id)} className="price-list__name">
                {pkg.name}
              </Link>
              {/* The nights, when set; never the internal code, which is for staff (issue #31). */}
              <span className="price-list__detail">
                {pkg.nights != null && (
                  <FormattedMessage
                    id="home.prices.nights"
                    defaultMessage="{count, plural, one {# night} other {# nights}}"
                    values={{ count: pkg.nights }}
                  />
                )}
              </span>
              <span className="price-list__leader" aria-hidden="true" />
              <span className="price-list__price">{offerText(pkg)}</span>
            </li>
          ))}
        </ul>
        <p className="muted price-list__note">
          <FormattedMessage
            id="home.prices.note"
            defaultMessage="Prices are per pilgrim in shared rooms. ‘{contact}’ means we quote personally."
            values={{ contact: f.price(null) }}
          />
        </p>
      </div>
    </section>
  );
}
