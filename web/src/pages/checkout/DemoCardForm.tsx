import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../../components/form';
import { Alert, Icon } from '../../components/ui';
import { CONFIRM_DEMO_PAYMENT_MUTATION } from '../../operations/payments';

export const PAYMENT_FAILED_MESSAGE = 'Payment failed';
const NOTHING_TAKEN = 'No payment was taken: check the card details or use another card.';

const demoCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits).')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, 'Enter the expiry as MM/YY.')
    .transform((value) => value.replace(/\s/g, '')),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC.'),
});

/** Groups the digits in fours as they are typed: 4242 4242 4242 4242. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Adds the slash as the expiry is typed: 1229 → 12/29, 3 → 03/ (a month cannot start with 2-9). */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  const padded = /^[2-9]/.test(digits) ? `0${digits}`.slice(0, 4) : digits;
  return padded.length > 2 ? `${padded.slice(0, 2)}/${padded.slice(2)}` : padded;
}

export interface DemoCardFormProps {
  clientSecret: string;
  amountLabel: string;
  onPaid: () => void;
  /** The server refused this payment (replaced by a new price, ...): the booking is worth reloading. */
  onRefused?: () => void;
}

const isConflict = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'CONFLICT');

/** The demo provider's card form (no Stripe keys configured): it drives the same webhook → worker pipeline. */
export function DemoCardForm({ clientSecret, amountLabel, onPaid, onRefused }: DemoCardFormProps) {
  const [confirmPayment] = useMutation(CONFIRM_DEMO_PAYMENT_MUTATION);
  const form = useZodForm(demoCardSchema, { cardNumber: '', expiry: '', cvc: '' });
  const { submit, failure } = useServerSubmit(async (card: z.output<typeof demoCardSchema>) => {
    const { data } = await confirmPayment({ variables: { input: { clientSecret, ...card } } }).catch(
      (error: unknown) => {
        if (isConflict(error)) onRefused?.();
        throw error;
      },
    );
    const result = data?.confirmDemoPayment;
    // Only this card's own refusal is a failure: an earlier decline of this booking must not make it look unpaid.
    if (!result || result.status === 'FAILED')
      throw new Error(`${result?.message || PAYMENT_FAILED_MESSAGE} ${NOTHING_TAKEN}`);
    onPaid();
  }, serverMessage(PAYMENT_FAILED_MESSAGE));

  return (
    <Form form={form} onSubmit={submit} className="stack" aria-label="Card details">
      <Alert variant="warning" title="Demo mode — no real card is charged">
        Use <strong>4242 4242 4242 4242</strong> for a payment that succeeds, or <strong>4000 0000 0000 0002</strong> to
        see a decline. Any future expiry and any 3-digit CVC will do.
      </Alert>
      <TextField
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
        }}
      />
      <div className="form-grid">
        <TextField
          name="expiry"
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          required
          onChange={(event) => {
            event.target.value = formatExpiry(event.target.value);
          }}
        />
        <TextField
          name="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
        />
      </div>
      <FormActions failure={failure}>
        <SubmitButton size="lg" icon={<Icon name="lock" />}>
          Pay {amountLabel}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
