import { graphql } from '../../gql';

/**
 * What a package card and the package page both show: code, name, description, image, "from" price and facts. One
 * fragment, so a field added to the package's summary reaches both.
 */
export const PACKAGE_SUMMARY_FRAGMENT = graphql(`
  fragment PackageSummary on Package {
    id
    code
    name
    description
    image
    fromPrice
    sale
    currency
    ...PackageFacts
  }
`);
