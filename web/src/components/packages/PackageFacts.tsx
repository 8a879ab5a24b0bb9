import type { PackageSummaryFragment } from '../../gql/graphql';
import { Icon } from '../ui';

/** Nights, hotel and distance to the Haram, whichever the package has. */
export function PackageFacts({ pkg }: { pkg: Pick<PackageSummaryFragment, 'nights' | 'hotel' | 'haramDistanceM'> }) {
  const facts = [
    pkg.nights != null && { icon: 'moon' as const, text: `${pkg.nights} ${pkg.nights === 1 ? 'night' : 'nights'}` },
    pkg.hotel && { icon: 'building' as const, text: pkg.hotel },
    pkg.haramDistanceM != null && {
      icon: 'pin' as const,
      text: `${pkg.haramDistanceM.toLocaleString('en')} m to the Haram`,
    },
  ].filter((fact) => !!fact);
  if (facts.length === 0) return null;
  return (
    <ul className="package-facts">
      {facts.map((fact) => (
        <li key={fact.icon}>
          <Icon name={fact.icon} />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
