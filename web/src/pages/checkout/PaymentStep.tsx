import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useEffectEvent, useRef } from 'react';

import { Alert, Button, ButtonLink, Skeleton } from '../../components/ui';
import type { BookingKind } from '../../gql/graphql';
import { bookingTokenContext, checkoutPath } from '../../lib/bookingAccess';
import { errorMessage } from '../../lib/errors';
import { formatPrice } from '../../lib/price';
import { CREATE_PAYMENT_INTENT_MUTATION } from '../../operations/payments';
import { DemoCardForm } from './DemoCardForm';

// Stripe.js is only fetched when the API says Stripe is live (it cannot load offline, see STACK.md).
const StripeCardForm = lazy(() => import('./StripeCardForm'));

const INTENT_FAILED_MESSAGE = 'Failed to create payment intent';

/** What is charged: the server's amount for this booking, never one typed in or carried in the URL. */
export interface PayableBooking {
  id: number;
  kind: BookingKind;
  reference: string;
  /** What this payment charges: the deposit, the balance or the whole amount (the server checks it). */
  amount: number;
  currency: string;
  /** The whole amount instead of the deposit the booking asks. */
  payInFull?: boolean;
}

export interface PaymentStepProps {
  booking: PayableBooking;
  token: string | null;
  /** The intent was refused (already paid, hold expired, re-priced...): the booking's status is worth reloading. */
  onRefused: () => void;
  /** The card was accepted: the page shows the confirmation instead of this step. */
  onPaid: () => void;
}

function CardFormPlaceholder() {
  return (
    <div className="stack" aria-hidden="true">
      <Skeleton height={48} />
      <div className="form-grid">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
      <Skeleton height={56} />
    </div>
  );
}

/** Creates the payment intent for the booking and shows the provider's card form. */
export function PaymentStep({ booking, token, onRefused, onPaid }: PaymentStepProps) {
  const [createIntent, { data, error, loading }] = useMutation(CREATE_PAYMENT_INTENT_MUTATION);
  const started = useRef(false);

  const start = () => {
    createIntent({
      variables: {
        input: {
          bookingId: booking.id,
          amount: booking.amount,
          currency: booking.currency,
          kind: booking.kind,
          ...(booking.payInFull ? { payInFull: true } : {}),
        },
      },
      context: bookingTokenContext(token),
    }).catch(() => onRefused());
  };

  // Once per booking, also under StrictMode's double effects: a second intent would be a second charge attempt.
  const startOnMount = useEffectEvent(start);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startOnMount();
  }, []);

  const intent = data?.createPaymentIntent;
  const amountLabel = formatPrice(booking.amount, booking.currency);

  // Most refusals change what the page shows once the booking is reloaded (paid, expired, re-priced); the ones
  // left here say why in the server's words, with a retry for the passing ones and a person for the rest.
  if (error) {
    return (
      <div className="stack">
        <Alert variant="error" title={INTENT_FAILED_MESSAGE}>
          {errorMessage(error, 'The payment service did not answer.')} No payment was taken.
        </Alert>
        <div className="cluster">
          <Button variant="secondary" onClick={start} loading={loading}>
            Try again
          </Button>
          <ButtonLink to="/consultation" variant="ghost">
            Contact us about booking {booking.reference}
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (!intent) {
    return (
      <>
        <p role="status" className="sr-only">
          Preparing secure payment…
        </p>
        <CardFormPlaceholder />
      </>
    );
  }

  if (intent.provider === 'DEMO') {
    return (
      <DemoCardForm
        clientSecret={intent.clientSecret}
        amountLabel={amountLabel}
        onPaid={onPaid}
        onRefused={onRefused}
      />
    );
  }

  if (!intent.publishableKey) {
    return (
      <Alert variant="error" title="Card payments are unavailable right now">
        Your booking is saved. Please contact us and we will help you complete the payment.
      </Alert>
    );
  }

  return (
    <Suspense fallback={<CardFormPlaceholder />}>
      <StripeCardForm
        publishableKey={intent.publishableKey}
        clientSecret={intent.clientSecret}
        amountLabel={amountLabel}
        // The bank page sends the visitor back without the fragment: the token waits in sessionStorage.
        returnUrl={`${window.location.origin}${checkoutPath(booking.kind, booking.id)}`}
        onPaid={onPaid}
      />
    </Suspense>
  );
}
