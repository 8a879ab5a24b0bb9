import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { PACKAGES_QUERY } from '../components/packages/usePackages';
import type {
  PackageFactsFragment,
  PackageSale,
  PackageSummaryFragment,
  PriceListPackageFragment,
} from '../gql/graphql';
import { HOME_QUERY } from '../pages/HomePage';

type PackageFields = PackageSummaryFragment & PriceListPackageFragment & PackageFactsFragment;

/** A package with every field the public queries read. */
export function makePackage(id: number, overrides: Partial<PackageFields> = {}) {
  return {
    __typename: 'Package' as const,
    id,
    code: `UMR-${id}`,
    name: `Umrah package ${id}`,
    description: `Description of package ${id}`,
    image: null,
    fromPrice: 125000 + id,
    sale: 'ON_SALE' as PackageSale,
    currency: 'USD',
    nights: 10,
    hotel: 'Hotel near the Haram',
    haramDistanceM: 300,
    ...overrides,
  };
}

export function packagesMock(packages: ReturnType<typeof makePackage>[]): MockLink.MockedResponse {
  return {
    request: { query: PACKAGES_QUERY },
    result: { data: { packages } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The home page's figures as a fresh install has them (the spec's). */
export const SPEC_FIGURES = { yearsOfService: 20, partnerHotels: 75, pilgrimsServed: 650, rating: 5 };

/** The home page's one query: its packages and the site's figures. */
export function homeMock(
  packages: ReturnType<typeof makePackage>[],
  figures: Partial<typeof SPEC_FIGURES> = {},
): MockLink.MockedResponse {
  return {
    request: { query: HOME_QUERY },
    result: { data: { packages, siteSettings: { __typename: 'SiteSettings', ...SPEC_FIGURES, ...figures } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A GraphQL error response as the API sends it. */
export function graphQLErrorResult(message: string, code = 'BAD_USER_INPUT') {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** A package's offer when the team quotes it personally: no departures and no price ("Contact"). */
export const QUOTED = { fromPrice: null, sale: 'ON_REQUEST' } as const;
