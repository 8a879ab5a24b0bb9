import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The /pure entry does not inject Stripe.js at import time; it loads only when loadStripe is called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Button, Icon, Spinner } from '../../components/ui';
import { useLocale } from '../../i18n/I18nProvider';
import { paymentMessages } from './paymentMessages';

const messages = defineMessages({
  loadFailed: { id: 'checkout.stripe.loadFailed', defaultMessage: 'The card form could not be loaded' },
  loading: { id: 'checkout.stripe.loading', defaultMessage: 'Loading the secure card form…' },
});

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
  const intl = useIntl();
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
    if (error) setFailure(error.message || intl.formatMessage(paymentMessages.paymentFailed));
    else onPaid();
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="stack"
      aria-label={intl.formatMessage(paymentMessages.cardDetails)}
    >
      <PaymentElement />
      <div className="form-actions">
        {failure && <Alert variant="error">{failure}</Alert>}
        <Button type="submit" size="lg" loading={paying} disabled={!stripe || !elements} icon={<Icon name="lock" />}>
          <FormattedMessage id="checkout.payment.pay" defaultMessage="Pay {amount}" values={{ amount: amountLabel }} />
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
  const intl = useIntl();
  const locale = useLocale();
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
      <Alert variant="error" title={intl.formatMessage(messages.loadFailed)}>
        <FormattedMessage
          id="checkout.stripe.reload"
          defaultMessage="Check your connection and reload the page. Your booking is saved."
        />
      </Alert>
    );
  }
  if (!stripe) return <Spinner size="lg" label={intl.formatMessage(messages.loading)} />;

  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' }, locale }}>
      <PaymentElementForm amountLabel={amountLabel} returnUrl={returnUrl} onPaid={onPaid} />
    </Elements>
  );
}
