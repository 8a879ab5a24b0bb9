import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatPrice } from '../../lib/price';
import { Badge, ButtonLink } from '../ui';
import { formatDepartureDates, ROOM_LABEL, seatsLeftText } from './departureFormat';

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

/** Few enough seats that a pilgrim should know before choosing. */
const FEW_SEATS = 5;

/**
 * A package's upcoming departures: dates, seats left and the per-person price of each room type; a sold-out or
 * closed departure keeps its row with a badge and no booking link. Nothing when the package has no departures.
 */
export function DeparturesList({ pkg: masked }: { pkg: FragmentType<typeof DEPARTURE_LIST_FRAGMENT> }) {
  const pkg = getFragmentData(DEPARTURE_LIST_FRAGMENT, masked);
  if (pkg.departures.length === 0) return null;
  return (
    <section aria-labelledby="departures-heading" className="departures">
      <h2 id="departures-heading">Departures</h2>
      <p className="muted">Prices are per person, by how many share the room.</p>
      <ul className="departures__list">
        {pkg.departures.map((d) => {
          const dates = formatDepartureDates(d.departDate, d.returnDate);
          return (
            <li key={d.id} className="departures__item" aria-label={dates}>
              <div className="departures__head">
                <h3 className="departures__dates">{dates}</h3>
                {d.status === 'SOLD_OUT' && <Badge variant="red">Sold out</Badge>}
                {d.status === 'CLOSED' && <Badge>Closed</Badge>}
                {d.status === 'OPEN' && (
                  <Badge variant={d.seatsLeft <= FEW_SEATS ? 'gold' : 'green'}>{seatsLeftText(d.seatsLeft)}</Badge>
                )}
              </div>
              <dl className="departures__prices">
                {d.roomPrices.map((p) => (
                  <div key={p.roomType}>
                    <dt>{ROOM_LABEL[p.roomType]}</dt>
                    <dd>{formatPrice(p.amount, pkg.currency)}</dd>
                  </div>
                ))}
              </dl>
              {d.status === 'OPEN' && (
                <ButtonLink
                  to="/book"
                  state={{ packageId: pkg.id, departureId: d.id }}
                  variant="secondary"
                  size="sm"
                  aria-label={`Book this departure, ${dates}`}
                >
                  Book this departure
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
