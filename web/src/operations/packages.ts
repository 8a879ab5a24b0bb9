import { graphql } from '../gql';

export const PACKAGE_SUMMARY_FRAGMENT = graphql(`
  fragment PackageSummary on Package {
    id
    code
    name
    description
    image
    price
    currency
    nights
    hotel
    haramDistanceM
  }
`);

export const PACKAGES_QUERY = graphql(`
  query Packages {
    packages {
      ...PackageSummary
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
