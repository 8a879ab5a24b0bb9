import { defineMessages, useIntl } from 'react-intl';

import type { PackageSale } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';

/** A package's offer as the server defines it (api/src/services/package-offers.ts): what can be booked now, from what. */
export type PackageOfferFields = { sale: PackageSale; fromPrice?: number | null; currency?: string | null };

const messages = defineMessages({
  notOnSale: { id: 'packages.offer.notOnSale', defaultMessage: 'No departures on sale' },
});

/**
 * How a package's price reads everywhere it is shown: its "from" price, 'Contact' when the team quotes personally,
 * or that no departure can be booked now (never a price nobody can book).
 */
export function useOfferText() {
  const f = useFormat();
  const intl = useIntl();
  return (pkg: PackageOfferFields) =>
    pkg.sale === 'NOT_ON_SALE'
      ? intl.formatMessage(messages.notOnSale)
      : f.price(pkg.sale === 'ON_SALE' ? pkg.fromPrice : null, pkg.currency);
}
