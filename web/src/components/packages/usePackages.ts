import { useQuery } from '@apollo/client/react';

import { graphql } from '../../gql';

/**
 * Every package, for the package cards of /packages and the /book package picker (the home page reads them with
 * its figures in one query, HomePage's HOME_QUERY).
 * BookPage reads the fields selected here directly (the picker's labels, the chosen package's image) and renders
 * the chosen package's facts.
 */
export const PACKAGES_QUERY = graphql(`
  query Packages {
    packages {
      id
      code
      name
      image
      fromPrice
      sale
      currency
      ...PackageFacts
      ...PackageSummary
      ...PriceListPackage
    }
  }
`);

/** The catalogue's packages, from the cache once any page has loaded them. */
export function usePackages() {
  return useQuery(PACKAGES_QUERY);
}
