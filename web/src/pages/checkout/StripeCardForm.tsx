import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The /pure entry does not inject Stripe.js at import time; it loads only when loadStripe is called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useState } from 'react';

import { Alert, Button, Icon, Spinner } from '../../components/ui';
import { PAYMENT_FAILED_MESSAGE } from './DemoCardForm';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    // A failed load is not cached, so a later visit can try again.
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      stripeByKey.delete(publishableKey);
      throw error;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  /** Where a bank page (3-D Secure) sends the customer back: the checkout with ?booking=&kind=. */
  returnUrl: string;
  onPaid: () => void;
}

function PaymentElementForm({
  amountLabel,
  returnUrl,
  onPaid,
}: Pick<StripeCardFormProps, 'amountLabel' | 'returnUrl' | 'onPaid'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    const { error } = await stripe.confirmPayment({
      elements,
      // Cards confirm in place; only methods that need the bank's page leave and come back here.
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    setPaying(false);
    if (error) setFailure(error.message || PAYMENT_FAILED_MESSAGE);
    else onPaid();
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="stack" aria-label="Card details">
      <PaymentElement />
      <div className="form-actions">
        {failure && <Alert variant="error">{failure}</Alert>}
        <Button type="submit" size="lg" loading={paying} disabled={!stripe || !elements} icon={<Icon name="lock" />}>
          Pay {amountLabel}
        </Button>
      </div>
    </form>
  );
}

/** Stripe's Payment Element in its standard theme (lazy chunk: see PaymentStep). */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  amountLabel,
  returnUrl,
  onPaid,
}: StripeCardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let active = true;
    getStripe(publishableKey).then(
      (loaded) => {
        if (!active) return;
        if (loaded) setStripe(loaded);
        else setLoadFailed(true);
      },
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [publishableKey]);

  if (loadFailed) {
    return (
      <Alert variant="error" title="The card form could not be loaded">
        Check your connection and reload the page. Your booking is saved.
      </Alert>
    );
  }
  if (!stripe) return <Spinner size="lg" label="Loading the secure card form…" />;

  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentElementForm amountLabel={amountLabel} returnUrl={returnUrl} onPaid={onPaid} />
    </Elements>
  );
}
