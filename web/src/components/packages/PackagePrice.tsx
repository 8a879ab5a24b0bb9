import { FormattedMessage } from 'react-intl';

import { useFormat } from '../../i18n/format';

export interface PackagePriceProps {
  pkg: { price?: number | null; currency?: string | null };
  /** Label of a set price, e.g. 'From' (translated); a package without a price (or without this label) reads 'Price'. */
  fromLabel?: string;
}

/** A package's price with its label above, or 'Contact' when the team quotes it personally. */
export function PackagePrice({ pkg, fromLabel }: PackagePriceProps) {
  const f = useFormat();
  return (
    <p className="price">
      <span className="price__label">
        {pkg.price != null && fromLabel ? (
          fromLabel
        ) : (
          <FormattedMessage id="packages.price.label" defaultMessage="Price" />
        )}
      </span>
      <span className="price__value">{f.price(pkg.price, pkg.currency)}</span>
    </p>
  );
}
