import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Alert, Button, TextInput } from '../../components/ui';
import { firstErrorMessage } from '../../lib/forms';
import { DEFAULT_CURRENCY, toMinorUnits } from '../../lib/price';
import type { CheckoutState } from './checkoutState';

const MANUAL_CHECKOUT_REQUIRED = 'bookingId and amount are required';

const manualCheckoutSchema = z.object({
  bookingId: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, MANUAL_CHECKOUT_REQUIRED)
    .transform(Number),
  amount: z
    .string()
    .refine((value) => (toMinorUnits(value) ?? 0) > 0, MANUAL_CHECKOUT_REQUIRED)
    .transform((value) => toMinorUnits(value) as number),
  currency: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase() || DEFAULT_CURRENCY)
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code such as USD.')),
});

type ManualCheckoutForm = z.input<typeof manualCheckoutSchema>;

/** /checkout opened without a booking in hand: pay an existing booking by its id and the quoted amount. */
export function ManualCheckoutForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ManualCheckoutForm, unknown, CheckoutState>({
    resolver: zodResolver(manualCheckoutSchema),
    defaultValues: { bookingId: '', amount: '', currency: DEFAULT_CURRENCY },
  });
  const formError = firstErrorMessage(errors, ['bookingId', 'amount']);

  const onSubmit = handleSubmit((checkout) => navigate('/checkout', { state: checkout }));

  return (
    <form noValidate onSubmit={onSubmit} className="stack" aria-label="Pay an existing booking">
      <p className="muted">
        Paying for a booking we quoted you by email? Enter its reference and the amount from your quote.
      </p>
      <div className="form-grid">
        <TextInput
          label="Booking ID"
          inputMode="numeric"
          autoComplete="off"
          required
          hint="The number in your booking email, e.g. 1042."
          aria-invalid={errors.bookingId ? true : undefined}
          {...register('bookingId')}
        />
        <TextInput
          label="Currency"
          autoComplete="off"
          maxLength={3}
          hint="3-letter code, e.g. USD, GBP, EUR."
          error={errors.currency?.message}
          style={{ textTransform: 'uppercase' }}
          {...register('currency')}
        />
        <TextInput
          className="span-2"
          label="Amount to pay"
          inputMode="decimal"
          autoComplete="off"
          required
          hint="In the currency above, as written on your quote, e.g. 1250.00."
          aria-invalid={errors.amount ? true : undefined}
          {...register('amount')}
        />
      </div>
      <div className="form-actions">
        {formError && <Alert variant="error">{formError}</Alert>}
        <Button type="submit" size="lg">
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
