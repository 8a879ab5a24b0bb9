import { useNavigate } from 'react-router-dom';
import { z } from 'zod';

import { Form, FormActions, SubmitButton, TextField, useZodForm } from '../../components/form';
import { checkoutPath, tokenFromHash } from '../../lib/bookingAccess';
import { DEFAULT_CURRENCY, toMinorUnits } from '../../lib/price';
import { useSession } from '../../lib/useSession';
import type { CheckoutState } from './checkoutState';

const MANUAL_CHECKOUT_REQUIRED = 'bookingId and amount are required';
const ACCESS_CODE_REQUIRED = 'Enter the access code from your booking confirmation.';
const ACCESS_CODE_HINT = 'The part after #token= in your booking’s payment link, or the whole link.';

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
      aria-label="Pay an existing booking"
    >
      <p className="muted">
        Paying for a booking we quoted you? Enter its ID and the access code from the payment link you were given when
        you booked, and the amount of your quote.
      </p>
      <div className="form-grid">
        <TextField
          name="bookingId"
          label="Booking ID"
          inputMode="numeric"
          autoComplete="off"
          required
          hint="The number after booking= in your payment link, e.g. 1042."
        />
        <TextField
          name="accessCode"
          label="Access code"
          autoComplete="off"
          spellCheck={false}
          required={!signedIn}
          hint={signedIn ? `${ACCESS_CODE_HINT} Not needed for bookings made while signed in.` : ACCESS_CODE_HINT}
        />
        <TextField
          name="amount"
          label="Amount to pay"
          inputMode="decimal"
          autoComplete="off"
          required
          hint="As written on your quote, e.g. 1250.00."
        />
        <TextField
          name="currency"
          label="Currency"
          autoComplete="off"
          maxLength={3}
          hint="3-letter code, e.g. USD, GBP, EUR."
          style={{ textTransform: 'uppercase' }}
        />
      </div>
      <FormActions>
        <SubmitButton size="lg">Continue to payment</SubmitButton>
      </FormActions>
    </Form>
  );
}
