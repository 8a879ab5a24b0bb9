import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';

import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { Badge, ButtonLink } from '../ui';
import { useDepartureFormat } from './departureFormat';

export const DEPARTURE_LIST_FRAGMENT = graphql(`
  fragment DeparturesList on Package {
    id
    currency
    departures {
      id
      departDate
      returnDate
      seatsLeft
      status
      roomPrices {
        roomType
        amount
      }
    }
  }
`);

const messages = defineMessages<{ readonly bookDeparture: { readonly dates: MessageValue } }>({
  bookDeparture: { id: 'packages.departures.bookLabel', defaultMessage: 'Book this departure, {dates}' },
});

/** Few enough seats that a pilgrim should know before choosing. */
const FEW_SEATS = 5;

/**
 * A package's upcoming departures: dates, seats left and the per-person price of each room type; a sold-out or
 * closed departure keeps its row with a badge and no booking link. Nothing when the package has no departures.
 */
export function DeparturesList({ pkg: masked }: { pkg: FragmentType<typeof DEPARTURE_LIST_FRAGMENT> }) {
  const pkg = getFragmentData(DEPARTURE_LIST_FRAGMENT, masked);
  const intl = useIntl();
  const f = useFormat();
  const departure = useDepartureFormat();
  if (pkg.departures.length === 0) return null;
  return (
    <section aria-labelledby="departures-heading" className="departures">
      <h2 id="departures-heading">
        <FormattedMessage id="packages.departures.title" defaultMessage="Departures" />
      </h2>
      <p className="muted">
        <FormattedMessage
          id="packages.departures.note"
          defaultMessage="Prices are per person, by how many share the room."
        />
      </p>
      <ul className="departures__list">
        {pkg.departures.map((d) => {
          const dates = departure.dates(d.departDate, d.returnDate);
          const hijri = departure.hijriDates(d.departDate, d.returnDate);
          return (
            <li key={d.id} className="departures__item" aria-label={dates}>
              <div className="departures__head">
                <h3 className="departures__dates">{dates}</h3>
                {d.status === 'SOLD_OUT' && (
                  <Badge variant="red">
                    <FormattedMessage id="packages.departures.soldOut" defaultMessage="Sold out" />
                  </Badge>
                )}
                {d.status === 'CLOSED' && (
                  <Badge>
                    <FormattedMessage id="packages.departures.closed" defaultMessage="Closed" />
                  </Badge>
                )}
                {d.status === 'OPEN' && (
                  <Badge variant={d.seatsLeft <= FEW_SEATS ? 'gold' : 'green'}>
                    {departure.seatsLeft(d.seatsLeft)}
                  </Badge>
                )}
              </div>
              {/* Pilgrims reckon the season by the Hijri calendar: the same days, on a second line. */}
              {hijri && <p className="departures__hijri muted">{hijri}</p>}
              <dl className="departures__prices">
                {d.roomPrices.map((p) => (
                  <div key={p.roomType}>
                    <dt>{departure.room(p.roomType)}</dt>
                    <dd>{f.price(p.amount, pkg.currency)}</dd>
                  </div>
                ))}
              </dl>
              {d.status === 'OPEN' && (
                <ButtonLink
                  to="/book"
                  state={{ packageId: pkg.id, departureId: d.id }}
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage(messages.bookDeparture, { dates })}
                >
                  <FormattedMessage id="packages.departures.book" defaultMessage="Book this departure" />
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
