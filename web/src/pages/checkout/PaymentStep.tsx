import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Skeleton } from '../../components/ui';
import { formatPrice } from '../../lib/price';
import { CREATE_PAYMENT_INTENT_MUTATION } from '../../operations/payments';
import type { CheckoutState } from './checkoutState';
import { DemoCardForm } from './DemoCardForm';
import { PaymentConfirmation } from './PaymentConfirmation';

// Stripe.js is only fetched when the API says Stripe is live (it cannot load offline, see STACK.md).
const StripeCardForm = lazy(() => import('./StripeCardForm'));

const INTENT_FAILED_MESSAGE = 'Failed to create payment intent';

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

/** Creates the payment intent for the booking, shows the provider's card form, then the confirmation. */
export function PaymentStep({ checkout }: { checkout: CheckoutState }) {
  const [createIntent, { data, error, loading }] = useMutation(CREATE_PAYMENT_INTENT_MUTATION);
  const [paid, setPaid] = useState(false);
  const started = useRef(false);

  const start = () => {
    createIntent({ variables: { input: checkout } }).catch(() => {
      // shown from `error`
    });
  };

  // Once per booking, also under StrictMode's double effects: a second intent would be a second charge attempt.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  const intent = data?.createPaymentIntent;
  const amountLabel = formatPrice(checkout.amount, checkout.currency);

  if (error) {
    return (
      <div className="stack">
        <Alert variant="error" title={INTENT_FAILED_MESSAGE}>
          Your booking is saved; no payment was taken. Please try again in a moment.
        </Alert>
        <Button variant="secondary" onClick={start} loading={loading}>
          Try again
        </Button>
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

  if (paid) return <PaymentConfirmation clientSecret={intent.clientSecret} />;

  if (intent.provider === 'DEMO') {
    return <DemoCardForm clientSecret={intent.clientSecret} amountLabel={amountLabel} onPaid={() => setPaid(true)} />;
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
        onPaid={() => setPaid(true)}
      />
    </Suspense>
  );
}
