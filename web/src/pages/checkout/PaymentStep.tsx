import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Button, ButtonLink, Skeleton } from '../../components/ui';
import type { BookingKind } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';
import { bookingTokenContext, checkoutPath } from '../../lib/bookingAccess';
import { CREATE_PAYMENT_INTENT_MUTATION } from '../../operations/payments';
import { DemoCardForm } from './DemoCardForm';

// Stripe.js is only fetched when the API says Stripe is live (it cannot load offline, see STACK.md).
const StripeCardForm = lazy(() => import('./StripeCardForm'));

const messages = defineMessages({
  intentFailed: { id: 'checkout.payment.intentFailed', defaultMessage: 'Failed to create payment intent' },
  noAnswer: { id: 'checkout.payment.noAnswer', defaultMessage: 'The payment service did not answer.' },
  unavailable: { id: 'checkout.payment.unavailable', defaultMessage: 'Card payments are unavailable right now' },
});

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
  const intl = useIntl();
  const f = useFormat();
  const errors = useErrorMessage();
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
  const amountLabel = f.price(booking.amount, booking.currency);

  // Most refusals change what the page shows once the booking is reloaded (paid, expired, re-priced); the ones
  // left here say why in the server's words, with a retry for the passing ones and a person for the rest.
  if (error) {
    return (
      <div className="stack">
        <Alert variant="error" title={intl.formatMessage(messages.intentFailed)}>
          <FormattedMessage
            id="checkout.payment.intentFailedText"
            defaultMessage="{reason} No payment was taken."
            values={{ reason: errors.of(error, intl.formatMessage(messages.noAnswer)) }}
          />
        </Alert>
        <div className="cluster">
          <Button variant="secondary" onClick={start} loading={loading}>
            <FormattedMessage id="checkout.payment.tryAgain" defaultMessage="Try again" />
          </Button>
          <ButtonLink to="/consultation" variant="ghost">
            <FormattedMessage
              id="checkout.payment.contactAbout"
              defaultMessage="Contact us about booking {reference}"
              values={{ reference: booking.reference }}
            />
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (!intent) {
    return (
      <>
        <p role="status" className="sr-only">
          <FormattedMessage id="checkout.payment.preparing" defaultMessage="Preparing secure payment…" />
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
      <Alert variant="error" title={intl.formatMessage(messages.unavailable)}>
        <FormattedMessage
          id="checkout.payment.unavailableText"
          defaultMessage="Your booking is saved. Please contact us and we will help you complete the payment."
        />
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
