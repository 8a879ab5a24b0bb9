import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts several parts of the results page share (plurals: Arabic has all six forms). */
export const sharedMessages = defineMessages<{
  readonly seatsLeft: { readonly count: number | bigint };
  readonly passengers: { readonly count: number | bigint };
  readonly outbound: NoMessageValues;
  readonly return: NoMessageValues;
}>({
  seatsLeft: {
    id: 'search.option.seatsLeft',
    defaultMessage: '{count, plural, one {# seat left} other {# seats left}}',
  },
  passengers: {
    id: 'search.option.passengers',
    defaultMessage: '{count, plural, one {# passenger} other {# passengers}}',
  },
  outbound: { id: 'search.leg.outbound', defaultMessage: 'Outbound' },
  return: { id: 'search.leg.return', defaultMessage: 'Return' },
});
