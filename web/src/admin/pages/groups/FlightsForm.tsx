import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Button, TextInput } from '../../../components/ui';
import { type FragmentType, getFragmentData } from '../../../gql';
import type { DepartureFlightDetailsFragment, FlightInput } from '../../../gql/graphql';
import { AdminSection } from '../../components/AdminPage';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { DEPARTURE_FLIGHT_DETAILS_FRAGMENT } from '../../operations/flights';
import { SET_FLIGHTS_MUTATION } from './operations';

type Direction = 'outbound' | 'return';

const EMPTY: FlightInput = { flightNumber: '', fromAirport: '', departsAt: '', toAirport: '', arrivesAt: '' };
const LABEL: Record<Direction, string> = { outbound: 'Outbound flight', return: 'Return flight' };

const asInput = (flight: DepartureFlightDetailsFragment['outbound']): FlightInput =>
  flight
    ? {
        flightNumber: flight.flightNumber,
        fromAirport: flight.fromAirport,
        departsAt: flight.departsAt,
        toAirport: flight.toAirport,
        arrivesAt: flight.arrivesAt,
      }
    : EMPTY;

/** A flight with every field empty is "none" (removed); a partly filled one goes to the server, which says what is wrong. */
const given = (flight: FlightInput) => (Object.values(flight).every((value) => !value.trim()) ? null : flight);

/**
 * The departure's outbound and return flights as the leaders read them (decision 0060): flight number, airports and
 * the local times printed on the ticket (datetime-local inputs, no zone). Both are saved together; an empty one
 * is removed.
 */
export function FlightsForm({
  departureId,
  flights: masked,
}: {
  departureId: number;
  flights: FragmentType<typeof DEPARTURE_FLIGHT_DETAILS_FRAGMENT>;
}) {
  const flights = getFragmentData(DEPARTURE_FLIGHT_DETAILS_FRAGMENT, masked);
  const [save, { loading }] = useMutation(SET_FLIGHTS_MUTATION);
  const feedback = useFeedback();
  const [values, setValues] = useState<Record<Direction, FlightInput>>({
    outbound: asInput(flights.outbound),
    return: asInput(flights.return),
  });

  const set = (direction: Direction, field: keyof FlightInput, value: string) =>
    setValues((current) => ({ ...current, [direction]: { ...current[direction], [field]: value } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await feedback.run(
      () => save({ variables: { departureId, outbound: given(values.outbound), return: given(values.return) } }),
      { success: 'Flights saved: the group leaders see them now.' },
    );
  }

  return (
    <AdminSection title="Flights">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <FeedbackBanner feedback={feedback} />
        {(['outbound', 'return'] as const).map((direction) => (
          <fieldset key={direction} className="admin-groups__flight">
            <legend>{LABEL[direction]}</legend>
            <div className="admin-form admin-groups__flight-fields">
              <TextInput
                label="Flight number"
                placeholder="SV 123"
                value={values[direction].flightNumber}
                onChange={(event) => set(direction, 'flightNumber', event.target.value)}
              />
              <TextInput
                label="From (airport code)"
                placeholder="LHR"
                maxLength={3}
                value={values[direction].fromAirport}
                onChange={(event) => set(direction, 'fromAirport', event.target.value)}
              />
              <TextInput
                label="Departs (local time)"
                type="datetime-local"
                value={values[direction].departsAt}
                onChange={(event) => set(direction, 'departsAt', event.target.value)}
              />
              <TextInput
                label="To (airport code)"
                placeholder="JED"
                maxLength={3}
                value={values[direction].toAirport}
                onChange={(event) => set(direction, 'toAirport', event.target.value)}
              />
              <TextInput
                label="Arrives (local time)"
                type="datetime-local"
                value={values[direction].arrivesAt}
                onChange={(event) => set(direction, 'arrivesAt', event.target.value)}
              />
            </div>
          </fieldset>
        ))}
        <div>
          <Button type="submit" size="sm" loading={loading}>
            Save flights
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
