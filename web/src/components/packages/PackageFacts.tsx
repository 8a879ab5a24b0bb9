import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { IconList } from '../ui';

const PACKAGE_FACTS_FRAGMENT = graphql(`
  fragment PackageFacts on Package {
    nights
    hotel
    haramDistanceM
  }
`);

/** Nights, hotel and distance to the Haram, whichever the package has. */
export function PackageFacts({ pkg: pkgRef }: { pkg: FragmentType<typeof PACKAGE_FACTS_FRAGMENT> }) {
  const pkg = getFragmentData(PACKAGE_FACTS_FRAGMENT, pkgRef);
  const facts = [
    pkg.nights != null && { icon: 'moon' as const, text: `${pkg.nights} ${pkg.nights === 1 ? 'night' : 'nights'}` },
    pkg.hotel && { icon: 'building' as const, text: pkg.hotel },
    pkg.haramDistanceM != null && {
      icon: 'pin' as const,
      text: `${pkg.haramDistanceM.toLocaleString('en')} m to the Haram`,
    },
  ].filter((fact) => !!fact);
  if (facts.length === 0) return null;
  return <IconList items={facts} className="package-facts" />;
}
