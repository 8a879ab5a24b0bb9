import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert, Button, ButtonLink, Icon, Modal, TextInput } from '../../components/ui';
import type { BookTripMutation } from '../../gql/graphql';
import { checkoutPath, saveBookingToken } from '../../lib/bookingAccess';
import { errorMessage } from '../../lib/errors';
import { formatPrice } from '../../lib/price';
import type { TravelOption } from '../../lib/tripSearch';
import { BOOK_TRIP_MUTATION } from '../../operations/trips';
import { localTime } from './localTime';
import { passengersText } from './TravelOptionRow';

export const BOOKING_FAILED_MESSAGE = 'Could not book this option.';
export const HOLD_NOTE = 'Your seats are held while you pay; an unpaid hold is released after a short time.';

const customerSchema = z.object({
  customer: z.string().trim().min(1, 'Please enter your name.').max(200, 'Please shorten your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
});

export type CustomerDetails = z.output<typeof customerSchema>;

type Booked = BookTripMutation['bookTrip'];

export interface BookOptionDialogProps {
  option: TravelOption;
  passengers: number;
  /** 'Outbound' or 'Return' on a round trip (each leg is booked on its own). */
  leg?: 'Outbound' | 'Return';
  /** Name and email from a previous leg, to save typing them twice. */
  customer?: CustomerDetails | null;
  onBooked: (customer: CustomerDetails) => void;
  /** `attempted`: a booking was sent (seats may have changed), so the results should be refreshed. */
  onClose: (attempted: boolean) => void;
}

/** Name and email for one option; books it with bookTrip (seats held), then leads to its checkout, or shows the server's reason. */
export function BookOptionDialog({ option, passengers, leg, customer, onBooked, onClose }: BookOptionDialogProps) {
  const [bookTrip] = useMutation(BOOK_TRIP_MUTATION);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof customerSchema>, unknown, CustomerDetails>({
    resolver: zodResolver(customerSchema),
    defaultValues: { customer: customer?.customer ?? '', email: customer?.email ?? '' },
  });

  const onSubmit = handleSubmit(async (details) => {
    setFailure(null);
    setAttempted(true);
    try {
      const { data } = await bookTrip({ variables: { input: { optionId: option.id, passengers, ...details } } });
      if (!data) throw new Error(BOOKING_FAILED_MESSAGE);
      saveBookingToken('TRIP', data.bookTrip.booking.id, data.bookTrip.accessToken);
      setBooked(data.bookTrip);
      onBooked(details);
    } catch (error) {
      setFailure(errorMessage(error, BOOKING_FAILED_MESSAGE));
    }
  });

  const depart = localTime(option.depart);
  const arrive = localTime(option.arrive);
  const close = () => {
    if (!isSubmitting) onClose(attempted);
  };
  const formId = `book-option-${option.id}`;
  const booking = booked?.booking;

  return (
    <Modal
      open
      title={booked ? 'Your booking' : leg ? `Book your ${leg.toLowerCase()} seats` : 'Book your seats'}
      onClose={close}
      size="md"
      footer={
        booked ? (
          <>
            <Button variant="ghost" onClick={close}>
              Back to results
            </Button>
            <ButtonLink
              to={checkoutPath('TRIP', booked.booking.id, booked.accessToken)}
              state={{ bookingId: booked.booking.id, amount: booked.booking.price, currency: booked.booking.currency }}
              icon={<Icon name="lock" />}
            >
              Continue to payment
            </ButtonLink>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting}>
              Confirm booking
            </Button>
          </>
        )
      }
    >
      <div className="stack">
        <dl className="book-option__summary" aria-label="Your selection">
          {leg && (
            <div>
              <dt>Leg</dt>
              <dd>{leg}</dd>
            </div>
          )}
          <div>
            <dt>Service</dt>
            <dd>
              {option.supplier} {option.serviceNumber} · {option.className}
            </dd>
          </div>
          <div>
            <dt>Route</dt>
            <dd>
              {option.origin} → {option.destination}
            </dd>
          </div>
          <div>
            <dt>Departs</dt>
            <dd>
              {depart.day} {depart.time} (local time)
            </dd>
          </div>
          <div>
            <dt>Arrives</dt>
            <dd>
              {arrive.day} {arrive.time} (local time)
            </dd>
          </div>
          <div>
            <dt>Passengers</dt>
            <dd>{passengersText(passengers)}</dd>
          </div>
          <div className="book-option__total">
            <dt>Total price</dt>
            <dd>{formatPrice(booking?.price ?? option.price, booking?.currency ?? option.currency)}</dd>
          </div>
        </dl>

        {booked && booking ? (
          <Alert variant="success" title={booked.message}>
            <p>
              Booking reference <strong>#{booking.id}</strong>
            </p>
            <p>{HOLD_NOTE}</p>
            {leg === 'Outbound' && (
              <p>Remember to book your return leg as well: each leg is paid at its own checkout.</p>
            )}
          </Alert>
        ) : (
          <form id={formId} noValidate onSubmit={onSubmit} className="stack" aria-label="Traveller details">
            <TextInput
              label="Name"
              autoComplete="name"
              required
              data-autofocus
              error={errors.customer?.message}
              {...register('customer')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            {leg && (
              <p className="field__hint">
                Each leg of a round trip is booked separately; this books the {leg.toLowerCase()} leg only.
              </p>
            )}
            {failure && <Alert variant="error">{failure}</Alert>}
          </form>
        )}
      </div>
    </Modal>
  );
}
