import { defineMessages, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { SummaryList } from '../../components/SummaryList';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { useLocale } from '../../i18n/I18nProvider';
import { localTime } from './localTime';
import { sharedMessages } from './messages';

const BOOK_OPTION_SUMMARY_FRAGMENT = graphql(`
  fragment BookOptionSummary on TravelOption {
    supplier
    serviceNumber
    className
    origin
    destination
    depart
    arrive
    price
    currency
  }
`);

const messages = defineMessages<{
  readonly label: NoMessageValues;
  readonly leg: NoMessageValues;
  readonly service: NoMessageValues;
  readonly serviceValue: {
    readonly className: MessageValue;
    readonly number: MessageValue;
    readonly supplier: MessageValue;
  };
  readonly route: NoMessageValues;
  readonly routeValue: { readonly destination: MessageValue; readonly origin: MessageValue };
  readonly departs: NoMessageValues;
  readonly arrives: NoMessageValues;
  readonly localTime: { readonly day: MessageValue; readonly time: MessageValue };
  readonly passengers: NoMessageValues;
  readonly total: NoMessageValues;
}>({
  label: { id: 'search.bookSummary.label', defaultMessage: 'Your selection' },
  leg: { id: 'search.bookSummary.leg', defaultMessage: 'Leg' },
  service: { id: 'search.bookSummary.service', defaultMessage: 'Service' },
  serviceValue: { id: 'search.bookSummary.serviceValue', defaultMessage: '{supplier} {number} · {className}' },
  route: { id: 'search.bookSummary.route', defaultMessage: 'Route' },
  routeValue: { id: 'search.bookSummary.routeValue', defaultMessage: '{origin} → {destination}' },
  departs: { id: 'search.bookSummary.departs', defaultMessage: 'Departs' },
  arrives: { id: 'search.bookSummary.arrives', defaultMessage: 'Arrives' },
  localTime: { id: 'search.bookSummary.localTime', defaultMessage: '{day} {time} (local time)' },
  passengers: { id: 'search.bookSummary.passengers', defaultMessage: 'Passengers' },
  total: { id: 'search.bookSummary.total', defaultMessage: 'Total price' },
});

export interface BookOptionSummaryProps {
  option: FragmentType<typeof BOOK_OPTION_SUMMARY_FRAGMENT>;
  passengers: number;
  leg?: 'Outbound' | 'Return';
  /** The booked price, once the server has re-priced the option. */
  total?: { amount: number | null; currency: string | null };
}

/** The option being booked, as the dialog lists it above the traveller's details. */
export function BookOptionSummary({ option: optionRef, passengers, leg, total }: BookOptionSummaryProps) {
  const option = getFragmentData(BOOK_OPTION_SUMMARY_FRAGMENT, optionRef);
  const intl = useIntl();
  const f = useFormat();
  const locale = useLocale();
  const depart = localTime(option.depart, locale);
  const arrive = localTime(option.arrive, locale);
  return (
    <SummaryList
      className="book-option__summary"
      aria-label={intl.formatMessage(messages.label)}
      rows={[
        leg && {
          term: intl.formatMessage(messages.leg),
          value: intl.formatMessage(leg === 'Outbound' ? sharedMessages.outbound : sharedMessages.return),
        },
        {
          term: intl.formatMessage(messages.service),
          value: intl.formatMessage(messages.serviceValue, {
            supplier: option.supplier,
            number: option.serviceNumber,
            className: option.className,
          }),
        },
        {
          term: intl.formatMessage(messages.route),
          value: intl.formatMessage(messages.routeValue, { origin: option.origin, destination: option.destination }),
        },
        {
          term: intl.formatMessage(messages.departs),
          value: intl.formatMessage(messages.localTime, { day: depart.day, time: depart.time }),
        },
        {
          term: intl.formatMessage(messages.arrives),
          value: intl.formatMessage(messages.localTime, { day: arrive.day, time: arrive.time }),
        },
        {
          term: intl.formatMessage(messages.passengers),
          value: intl.formatMessage(sharedMessages.passengers, { count: passengers }),
        },
        {
          term: intl.formatMessage(messages.total),
          value: f.price(total?.amount ?? option.price, total?.currency ?? option.currency),
          total: true,
        },
      ]}
    />
  );
}
