import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { TravellerDocuments } from '../../components/documents/TravellerDocuments';
import { LegalNotice } from '../../components/LegalNotice';
import { Alert, Button, Card, Icon, Skeleton } from '../../components/ui';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';
import { bookingTokenContext } from '../../lib/bookingAccess';
import { DEFAULT_CURRENCY } from '../../lib/price';
import { CHECKOUT_BOOKING_QUERY } from '../../operations/payments';
import { BookingNotFound, type CheckoutBooking, ClosedNotice, ExpiredNotice, PaidSummary } from './BookingOutcome';
import type { CheckoutState, CheckoutTarget } from './checkoutState';
import { CheckoutTravellers } from './CheckoutTravellers';
import { type Charge, DepositNotice } from './DepositTerms';
import { OrderSummary } from './OrderSummary';
import { PaymentConfirmation } from './PaymentConfirmation';
import { paymentMessages } from './paymentMessages';
import { PaymentStep } from './PaymentStep';
import { formatCountdown, useHoldCountdown } from './useHoldCountdown';
import { useLiveStatus } from './useLiveStatus';

export interface BookingCheckoutProps {
  target: CheckoutTarget;
  /** The amount the visitor typed in the manual form, compared with what the booking really owes. */
  quoted: CheckoutState | null;
  /** Stripe's redirect_status after a bank page (3-D Secure), if the visitor comes back from one. */
  returnStatus: string | null;
}

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

const messages = defineMessages<{
  readonly holdMinutes: { readonly minutes: number | bigint };
  readonly loadFailed: NoMessageValues;
  readonly tryLater: NoMessageValues;
  readonly awaitingQuote: NoMessageValues;
  readonly nothingNow: NoMessageValues;
  readonly amountIs: { readonly amount: MessageValue };
  readonly amountChanged: { readonly amount: MessageValue };
  readonly payment: NoMessageValues;
}>({
  // What a screen reader says of the timer, in whole minutes (the clock itself ticks every second).
  holdMinutes: {
    id: 'checkout.hold.minutesLeft',
    defaultMessage:
      '{minutes, plural, =0 {Seats held for less than a minute} one {Seats held for # more minute} other {Seats held for # more minutes}}',
  },
  loadFailed: { id: 'checkout.booking.loadFailed', defaultMessage: 'This booking could not be loaded' },
  tryLater: { id: 'checkout.booking.tryLater', defaultMessage: 'Please try again in a moment.' },
  awaitingQuote: { id: 'checkout.booking.awaitingQuote', defaultMessage: 'Awaiting your quote' },
  nothingNow: { id: 'checkout.booking.nothingNow', defaultMessage: 'Nothing to pay now' },
  amountIs: { id: 'checkout.booking.amountIs', defaultMessage: 'This booking’s amount due is {amount}' },
  amountChanged: { id: 'checkout.booking.amountChanged', defaultMessage: 'The amount due changed to {amount}' },
  payment: { id: 'checkout.page.payment', defaultMessage: 'Payment' },
});

function HoldTimer({ secondsLeft }: { secondsLeft: number }) {
  const intl = useIntl();
  return (
    <p
      className="checkout-hold"
      role="timer"
      aria-label={intl.formatMessage(messages.holdMinutes, { minutes: Math.floor(secondsLeft / 60) })}
    >
      <Icon name="clock" />
      <FormattedMessage
        id="checkout.hold.heldFor"
        defaultMessage="Seats held for <strong>{time}</strong>"
        values={{ time: formatCountdown(secondsLeft), strong: (chunks) => <strong dir="ltr">{chunks}</strong> }}
      />
    </p>
  );
}

/** What the card pays: the server's dueNow, or the whole amount instead of a deposit when the customer asks. */
function chargeOf(booking: CheckoutBooking, payInFull: boolean): Charge | null {
  const due = booking.dueNow;
  if (!due || booking.amount === null) return null;
  if (payInFull && due.purpose === 'DEPOSIT') return { purpose: 'FULL', amount: booking.amount, payInFull: true };
  return { ...due, payInFull: false };
}

interface PayableCheckoutProps extends BookingCheckoutProps {
  booking: CheckoutBooking & { amount: number };
  charge: Charge;
  onPayInFull: (payInFull: boolean) => void;
  /** What the booking owed when this page opened, if staff have changed it since. */
  previousAmount: number | null;
  /** Seconds left on the seat hold (trips); null when nothing is held. */
  secondsLeft: number | null;
  onRefused: () => void;
  onPaid: () => void;
}

function PayableCheckout({
  booking,
  charge,
  onPayInFull,
  previousAmount,
  target,
  quoted,
  returnStatus,
  secondsLeft,
  onRefused,
  onPaid,
}: PayableCheckoutProps) {
  const intl = useIntl();
  const f = useFormat();
  const currency = booking.currency ?? DEFAULT_CURRENCY;
  const differs =
    previousAmount === null && quoted !== null && (quoted.amount !== booking.amount || quoted.currency !== currency);
  return (
    <div className="stack">
      {secondsLeft !== null && <HoldTimer secondsLeft={secondsLeft} />}
      {returnStatus === 'failed' && <Alert variant="error">{intl.formatMessage(paymentMessages.paymentFailed)}</Alert>}
      {differs && (
        <Alert
          variant="info"
          title={intl.formatMessage(messages.amountIs, { amount: f.price(booking.amount, currency) })}
        >
          <FormattedMessage
            id="checkout.booking.notWhatYouEntered"
            defaultMessage="That is what you pay here, not the {entered} you entered."
            values={{ entered: f.price(quoted.amount, quoted.currency) }}
          />
        </Alert>
      )}
      {previousAmount !== null && (
        <Alert
          variant="info"
          title={intl.formatMessage(messages.amountChanged, { amount: f.price(booking.amount, currency) })}
        >
          <FormattedMessage
            id="checkout.booking.repriced"
            defaultMessage="Our team updated the price of this booking while this page was open. Nothing was charged at the old amount ({old}); pay the new amount below."
            values={{ old: f.price(previousAmount, currency) }}
          />
        </Alert>
      )}
      <DepositNotice booking={booking} charge={charge} onPayInFull={onPayInFull} />
      <PaymentStep
        // A new amount (or the whole amount instead of the deposit) is a new payment: start over, never reuse.
        key={`${booking.id}:${charge.purpose}:${charge.amount}:${currency}`}
        booking={{
          id: booking.id,
          kind: booking.kind,
          reference: booking.reference,
          amount: charge.amount,
          currency,
          payInFull: charge.payInFull,
        }}
        token={target.token}
        onRefused={onRefused}
        onPaid={onPaid}
      />
      <LegalNotice terms />
    </div>
  );
}

/** Paid once the booking is PAID, or while a payment of everything left is being confirmed (not after a deposit). */
function summaryStage(
  booking: CheckoutBooking | undefined,
  { payable, confirming, paid }: { payable: boolean; confirming: boolean; paid: Charge | undefined },
) {
  if (payable) return 'paying';
  if (booking?.status === 'PAID' || (confirming && paid?.purpose !== 'DEPOSIT')) return 'paid';
  return 'closed';
}

/** The payment panel for one booking, rendered from the server's view of it (status, amount, seat hold). */
export function BookingCheckout({ target, quoted, returnStatus }: BookingCheckoutProps) {
  const intl = useIntl();
  const errors = useErrorMessage();
  const { data, error, loading, refetch } = useQuery(CHECKOUT_BOOKING_QUERY, {
    variables: { id: target.bookingId, kind: target.kind },
    context: bookingTokenContext(target.token),
    fetchPolicy: 'network-only',
  });
  const booking = data?.checkoutBooking;
  // The card was accepted (on this page, or on the bank's page that sent the visitor back): from now on the
  // confirmation follows the booking, never the card form.
  const [paidHere, setPaidHere] = useState(false);
  // What the accepted card paid (null after a bank page: the page did not see it), and the status it left.
  const [paid, setPaid] = useState<{ charge: Charge; from: CheckoutBooking['status'] } | null>(null);
  const [payInFull, setPayInFull] = useState(false);
  const confirming = paidHere || (!!returnStatus && returnStatus !== 'failed');
  // The server decides which statuses a card may pay (payable-bookings.ts PAYABLE_NOW), as it refuses the others.
  const payable = !confirming && !!booking && booking.payableNow;
  const charge = booking ? chargeOf(booking, payInFull) : null;
  const secondsLeft = useHoldCountdown(payable ? booking.holdExpiresAt : null);
  const reload = () => void refetch().catch(() => undefined);
  // The amount owed when the page opened: a later one means staff re-priced it while the visitor was paying.
  const [openedAmount, setOpenedAmount] = useState<number | null | undefined>(undefined);
  if (booking && openedAmount === undefined) setOpenedAmount(booking.amount);

  // One stream for the page's whole life, so none of it is missed between the card form and the confirmation.
  // While the card form is open the booking may be paid (another tab, a late webhook), expire or be cancelled:
  // its pushed status decides what this page shows, never a failure left over from an earlier card.
  const live = useLiveStatus({
    bookingId: target.bookingId,
    kind: target.kind,
    token: target.token,
    // A booking awaiting its quote has no card form to watch over.
    skip: !confirming && !(payable && booking.amount !== null),
    // A balance starts from DEPOSIT_PAID: only a move away from it is the payment recorded.
    settled: confirming ? (status) => !['PENDING', 'FAILED', paid?.from].includes(status) : undefined,
  });
  // The card form reloads a booking that moved; the confirmation reloads it once the payment is recorded, so
  // the summaries show what was paid and what remains.
  const moved = (payable || confirming) && live.status !== undefined && live.status !== booking?.status;
  useEffect(() => {
    if (moved) void refetch().catch(() => undefined);
  }, [moved, live.status, refetch]);

  let content;
  if (!booking) {
    if (loading) content = <Skeleton height={240} />;
    else if (isNotFound(error)) content = <BookingNotFound />;
    else {
      content = (
        <div className="stack">
          <Alert variant="error" title={intl.formatMessage(messages.loadFailed)}>
            {errors.of(error, intl.formatMessage(messages.tryLater))}
          </Alert>
          <div>
            <Button variant="secondary" onClick={reload}>
              <FormattedMessage id="checkout.payment.tryAgain" defaultMessage="Try again" />
            </Button>
          </div>
        </div>
      );
    }
  } else if (confirming) {
    content = (
      <PaymentConfirmation
        booking={booking}
        status={live.status}
        paidAt={live.paidAt}
        paidFrom={paid?.from ?? null}
        purpose={paid?.charge.purpose ?? null}
        token={target.token}
      />
    );
  } else if (booking.status === 'PAID' || booking.status === 'CONFIRMED') {
    content = <PaidSummary booking={booking} token={target.token} />;
  } else if (booking.status === 'NEEDS_REVIEW' || booking.status === 'CANCELLED' || booking.status === 'REFUNDED') {
    content = <ClosedNotice status={booking.status} />;
  } else if (booking.status === 'EXPIRED' || secondsLeft === 0) {
    content = <ExpiredNotice kind={booking.kind} />;
  } else if (booking.amount === null) {
    content = (
      <Alert variant="info" title={intl.formatMessage(messages.awaitingQuote)}>
        <FormattedMessage
          id="checkout.booking.awaitingQuoteText"
          defaultMessage="Our team will contact you with a price for booking {reference}. Come back to this page to pay once it is set."
          values={{ reference: booking.reference }}
        />
      </Alert>
    );
  } else if (!charge) {
    content = (
      <Alert variant="info" title={intl.formatMessage(messages.nothingNow)}>
        <FormattedMessage
          id="checkout.booking.nothingNowText"
          defaultMessage="There is nothing to pay on booking {reference} at the moment. Questions? Our team is happy to help."
          values={{ reference: booking.reference }}
        />
      </Alert>
    );
  } else {
    content = (
      <PayableCheckout
        booking={{ ...booking, amount: booking.amount }}
        charge={charge}
        onPayInFull={setPayInFull}
        previousAmount={openedAmount != null && openedAmount !== booking.amount ? openedAmount : null}
        target={target}
        quoted={quoted}
        returnStatus={returnStatus}
        secondsLeft={secondsLeft}
        onRefused={reload}
        onPaid={() => {
          setPaid({ charge, from: booking.status });
          setPaidHere(true);
        }}
      />
    );
  }

  return (
    <div className="with-aside">
      <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.payment)}>
        {content}
        {booking?.kind === 'PACKAGE' && <CheckoutTravellers bookingId={booking.id} token={target.token} />}
        {booking?.kind === 'PACKAGE' && <TravellerDocuments bookingId={booking.id} token={target.token} />}
      </Card>
      <OrderSummary booking={booking} stage={summaryStage(booking, { payable, confirming, paid: paid?.charge })} />
    </div>
  );
}
