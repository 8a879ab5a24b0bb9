import { FormattedMessage } from 'react-intl';

import { type PackageOfferFields, useOfferText } from './packageOffer';

export interface PackagePriceProps {
  pkg: PackageOfferFields;
  /** Label of a price on sale, e.g. 'From' (translated); otherwise (or without this label) it reads 'Price'. */
  fromLabel?: string;
}

/** A package's "from" price with its label above, 'Contact' when the team quotes it, or that nothing is on sale. */
export function PackagePrice({ pkg, fromLabel }: PackagePriceProps) {
  const offerText = useOfferText();
  return (
    <p className="price">
      <span className="price__label">
        {pkg.sale === 'ON_SALE' && fromLabel ? (
          fromLabel
        ) : (
          <FormattedMessage id="packages.price.label" defaultMessage="Price" />
        )}
      </span>
      <span className="price__value">{offerText(pkg)}</span>
    </p>
  );
}
