import { formatPrice } from '../../lib/price';

export interface PackagePriceProps {
  pkg: { price?: number | null; currency?: string | null };
  /** Label of a set price, e.g. 'From'; a package without a price (or without this label) reads 'Price'. */
  fromLabel?: string;
}

/** A package's price with its label above, or 'Contact' when the team quotes it personally. */
export function PackagePrice({ pkg, fromLabel }: PackagePriceProps) {
  return (
    <p className="price">
      <span className="price__label">{pkg.price != null && fromLabel ? fromLabel : 'Price'}</span>
      <span className="price__value">{formatPrice(pkg.price, pkg.currency)}</span>
    </p>
  );
}
