import { defineMessages, type IntlShape, type MessageValue, type NoMessageValues } from 'react-intl';

import type { Locale } from '../../i18n/locales';
import { localTime } from '../search/localTime';
import type { CheckoutBooking } from './BookingOutcome';

const messages = defineMessages<{
  readonly departs: NoMessageValues;
  readonly departsValue: { readonly day: MessageValue; readonly time: MessageValue };
  readonly service: NoMessageValues;
  readonly serviceClass: NoMessageValues;
  readonly passengers: { readonly count: MessageValue };
}>({
  departs: { id: 'checkout.trip.departs', defaultMessage: 'Departs' },
  departsValue: { id: 'checkout.trip.departsValue', defaultMessage: '{day} {time} (local time)' },
  service: { id: 'checkout.trip.service', defaultMessage: 'Service' },
  serviceClass: { id: 'checkout.trip.serviceClass', defaultMessage: 'Class' },
  passengers: { id: 'checkout.trip.passengers', defaultMessage: 'Passengers ({count})' },
});

/** A trip booking's journey in the order summary: when it leaves (its own local clock), what, in which class, who. */
export function tripRows(trip: CheckoutBooking['trip'], intl: IntlShape, locale: Locale) {
  if (!trip) return [];
  const depart = localTime(trip.departs, locale);
  const passengers = intl.formatMessage(messages.passengers, { count: trip.passengers.length });
  return [
    {
      term: intl.formatMessage(messages.departs),
      value: intl.formatMessage(messages.departsValue, { day: depart.day, time: depart.time }),
    },
    { term: intl.formatMessage(messages.service), value: <bdi>{trip.service}</bdi> },
    { term: intl.formatMessage(messages.serviceClass), value: trip.serviceClass },
    {
      term: passengers,
      value: (
        <ul className="checkout-summary__passengers" aria-label={passengers}>
          {trip.passengers.map((name, i) => (
            <li key={i}>
              <bdi>{name}</bdi>
            </li>
          ))}
        </ul>
      ),
    },
  ];
}
