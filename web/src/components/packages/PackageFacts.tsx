import { defineMessages, type MessageValue, useIntl } from 'react-intl';

import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { IconList } from '../ui';

const messages = defineMessages<{
  readonly nights: { readonly count: number | bigint };
  readonly haramDistance: { readonly distance: MessageValue };
}>({
  nights: { id: 'packages.facts.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  haramDistance: { id: 'packages.facts.haramDistance', defaultMessage: '{distance} m to the Haram' },
});

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
  const intl = useIntl();
  const f = useFormat();
  const facts = [
    pkg.nights != null && {
      icon: 'moon' as const,
      text: intl.formatMessage(messages.nights, { count: pkg.nights }),
    },
    pkg.hotel && { icon: 'building' as const, text: pkg.hotel },
    pkg.haramDistanceM != null && {
      icon: 'pin' as const,
      text: intl.formatMessage(messages.haramDistance, { distance: f.number(pkg.haramDistanceM) }),
    },
  ].filter((fact) => !!fact);
  if (facts.length === 0) return null;
  return <IconList items={facts} className="package-facts" />;
}
