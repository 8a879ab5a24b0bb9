import { graphql } from '../gql';

/**
 * Every package, for the package cards (/packages, home), the home price list and the /book package picker.
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
      price
      currency
      ...PackageFacts
      ...PackageSummary
      ...PriceListPackage
    }
  }
`);

export const PACKAGE_QUERY = graphql(`
  query Package($id: Int!) {
    package(id: $id) {
      ...PackageSummary
    }
  }
`);
