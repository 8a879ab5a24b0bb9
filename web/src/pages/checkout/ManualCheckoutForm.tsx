import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { Form, FormActions, SubmitButton, TextField, useZodForm } from '../../components/form';
import { checkoutPath, tokenFromHash } from '../../lib/bookingAccess';
import { DEFAULT_CURRENCY, toMinorUnits } from '../../lib/price';
import { useSession } from '../../lib/useSession';
import type { CheckoutState } from './checkoutState';

const MANUAL_CHECKOUT_REQUIRED = 'bookingId and amount are required';
const ACCESS_CODE_REQUIRED = 'Enter the access code from your booking confirmation.';

const messages = defineMessages({
  formLabel: { id: 'checkout.manual.label', defaultMessage: 'Pay an existing booking' },
  bookingId: { id: 'checkout.manual.bookingId', defaultMessage: 'Booking ID' },
  bookingIdHint: {
    id: 'checkout.manual.bookingIdHint',
    defaultMessage: 'The number after booking= in your payment link, e.g. 1042.',
  },
  accessCode: { id: 'checkout.manual.accessCode', defaultMessage: 'Access code' },
  accessCodeHint: {
    id: 'checkout.manual.accessCodeHint',
    defaultMessage: 'The part after #token= in your booking’s payment link, or the whole link.',
  },
  accessCodeHintSignedIn: {
    id: 'checkout.manual.accessCodeHintSignedIn',
    defaultMessage:
      'The part after #token= in your booking’s payment link, or the whole link. Not needed for bookings made while signed in.',
  },
  amount: { id: 'checkout.manual.amount', defaultMessage: 'Amount to pay' },
  amountHint: { id: 'checkout.manual.amountHint', defaultMessage: 'As written on your quote, e.g. 1250.00.' },
  currency: { id: 'checkout.manual.currency', defaultMessage: 'Currency' },
  currencyHint: { id: 'checkout.manual.currencyHint', defaultMessage: '3-letter code, e.g. USD, GBP, EUR.' },
});

/** The code alone, or the whole confirmation link pasted in (its #token=… part). */
function accessCodeOf(value: string): string {
  const pasted = value.trim();
  const hash = pasted.indexOf('#');
  return hash >= 0 ? (tokenFromHash(pasted.slice(hash)) ?? '') : pasted;
}

/** The amount as the site and its quotes print it ($1,250.00, SAR 1,250.00) or as typed (1250). */
function plainAmount(value: string): string {
  return value.replace(/[^\d.-]/g, '');
}

function manualCheckoutSchema(signedIn: boolean) {
  return (
    z
      .object({
        bookingId: z
          .string()
          .trim()
          .regex(/^[1-9]\d{0,9}$/, MANUAL_CHECKOUT_REQUIRED)
          .transform(Number),
        accessCode: z
          .string()
          .transform(accessCodeOf)
          // A signed-in customer may open their own bookings without the code.
          .refine((code) => signedIn || code.length > 0, ACCESS_CODE_REQUIRED)
          .pipe(
            z
              .string()
              .regex(/^[A-Za-z0-9_-]*$/, 'This access code is not valid. Copy it exactly from your confirmation.'),
          ),
        amount: z.string().transform(plainAmount),
        currency: z
          .string()
          .trim()
          .transform((value) => value.toUpperCase() || DEFAULT_CURRENCY)
          .pipe(z.string().regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code such as USD.')),
      })
      // Minor units depend on the currency's decimals (JPY none, KWD three).
      .refine((input) => (toMinorUnits(input.amount, input.currency) ?? 0) > 0, {
        message: MANUAL_CHECKOUT_REQUIRED,
        path: ['amount'],
      })
      .transform((input) => ({ ...input, amount: toMinorUnits(input.amount, input.currency) as number }))
  );
}

type ManualCheckout = z.output<ReturnType<typeof manualCheckoutSchema>>;

/**
 * /checkout opened without a booking in hand: pay an existing (e.g. quoted) booking by its reference and access
 * code. The checkout then shows and charges what the server says the booking owes.
 */
export function ManualCheckoutForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const form = useZodForm(manualCheckoutSchema(signedIn), {
    bookingId: '',
    accessCode: '',
    amount: '',
    currency: DEFAULT_CURRENCY,
  });

  async function payBooking({ bookingId, accessCode, amount, currency }: ManualCheckout) {
    const quoted: CheckoutState = { bookingId, amount, currency };
    await navigate(checkoutPath('PACKAGE', bookingId, accessCode), { state: quoted });
  }

  return (
    <Form
      form={form}
      onSubmit={payBooking}
      errorSummary={['bookingId', 'accessCode', 'amount']}
      className="stack"
      aria-label={intl.formatMessage(messages.formLabel)}
    >
      <p className="muted">
        <FormattedMessage
          id="checkout.manual.intro"
          defaultMessage="Paying for a booking we quoted you? Enter its ID and the access code from the payment link you were given when you booked, and the amount of your quote."
        />
      </p>
      <div className="form-grid">
        <TextField
          name="bookingId"
          label={intl.formatMessage(messages.bookingId)}
          inputMode="numeric"
          autoComplete="off"
          required
          hint={intl.formatMessage(messages.bookingIdHint)}
        />
        <TextField
          name="accessCode"
          label={intl.formatMessage(messages.accessCode)}
          autoComplete="off"
          spellCheck={false}
          required={!signedIn}
          hint={intl.formatMessage(signedIn ? messages.accessCodeHintSignedIn : messages.accessCodeHint)}
        />
        <TextField
          name="amount"
          label={intl.formatMessage(messages.amount)}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={intl.formatMessage(messages.amountHint)}
        />
        <TextField
          name="currency"
          label={intl.formatMessage(messages.currency)}
          autoComplete="off"
          maxLength={3}
          hint={intl.formatMessage(messages.currencyHint)}
          style={{ textTransform: 'uppercase' }}
        />
      </div>
      <FormActions>
        <SubmitButton size="lg">
          <FormattedMessage id="checkout.manual.continue" defaultMessage="Continue to payment" />
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
