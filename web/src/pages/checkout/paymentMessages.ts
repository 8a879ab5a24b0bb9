import { defineMessages } from 'react-intl';

/** Texts both card forms (demo and Stripe) and the checkout share. */
export const paymentMessages = defineMessages({
  paymentFailed: { id: 'checkout.payment.failed', defaultMessage: 'Payment failed' },
  cardDetails: { id: 'checkout.payment.cardDetails', defaultMessage: 'Card details' },
});
