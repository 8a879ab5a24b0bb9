import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';
import { z } from 'zod';

import { Form, FormActions, SubmitButton, TextField, useServerSubmit, useZodForm } from '../../components/form';
import { Alert, Icon } from '../../components/ui';
import { useErrorMessage } from '../../i18n/errors';
import { CONFIRM_DEMO_PAYMENT_MUTATION } from '../../operations/payments';
import { paymentMessages } from './paymentMessages';

const messages = defineMessages<{
  readonly declined: { readonly reason: MessageValue };
  readonly demoTitle: NoMessageValues;
  readonly cardNumber: NoMessageValues;
  readonly expiry: NoMessageValues;
  readonly expiryPlaceholder: NoMessageValues;
  readonly cvc: NoMessageValues;
}>({
  declined: {
    id: 'checkout.demoCard.declined',
    defaultMessage: '{reason} No payment was taken: check the card details or use another card.',
  },
  demoTitle: { id: 'checkout.demoCard.title', defaultMessage: 'Demo mode — no real card is charged' },
  cardNumber: { id: 'checkout.demoCard.cardNumber', defaultMessage: 'Card number' },
  expiry: { id: 'checkout.demoCard.expiry', defaultMessage: 'Expiry' },
  expiryPlaceholder: { id: 'checkout.demoCard.expiryPlaceholder', defaultMessage: 'MM/YY' },
  cvc: { id: 'checkout.demoCard.cvc', defaultMessage: 'CVC' },
});

// Digits only: the same in every language.
const CARD_NUMBER_PLACEHOLDER = '1234 1234 1234 1234';
const CVC_PLACEHOLDER = '123';
const SUCCEEDING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

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
  const intl = useIntl();
  const errors = useErrorMessage();
  const paymentFailed = intl.formatMessage(paymentMessages.paymentFailed);
  const [confirmPayment] = useMutation(CONFIRM_DEMO_PAYMENT_MUTATION);
  const form = useZodForm(demoCardSchema, { cardNumber: '', expiry: '', cvc: '' });
  const { submit, failure } = useServerSubmit(
    async (card: z.output<typeof demoCardSchema>) => {
      const { data } = await confirmPayment({ variables: { input: { clientSecret, ...card } } }).catch(
        (error: unknown) => {
          if (isConflict(error)) onRefused?.();
          throw error;
        },
      );
      const result = data?.confirmDemoPayment;
      // Only this card's own refusal is a failure: an earlier decline of this booking must not make it look unpaid.
      if (!result || result.status === 'FAILED') {
        // The provider's refusal reads in the server's words (translated by its code when it has one).
        const reason = result?.message ? errors.text(result.message) : paymentFailed;
        throw new Error(intl.formatMessage(messages.declined, { reason }));
      }
      onPaid();
    },
    (error) => errors.of(error, paymentFailed),
  );

  return (
    <Form form={form} onSubmit={submit} className="stack" aria-label={intl.formatMessage(paymentMessages.cardDetails)}>
      <Alert variant="warning" title={intl.formatMessage(messages.demoTitle)}>
        <FormattedMessage
          id="checkout.demoCard.instructions"
          defaultMessage="Use <strong>{succeeding}</strong> for a payment that succeeds, or <strong>{declined}</strong> to see a decline. Any future expiry and any 3-digit CVC will do."
          values={{
            succeeding: SUCCEEDING_CARD,
            declined: DECLINED_CARD,
            // Card numbers read left to right inside Arabic text too.
            strong: (chunks) => <strong dir="ltr">{chunks}</strong>,
          }}
        />
      </Alert>
      <TextField
        name="cardNumber"
        label={intl.formatMessage(messages.cardNumber)}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={CARD_NUMBER_PLACEHOLDER}
        required
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
        }}
      />
      <div className="form-grid">
        <TextField
          name="expiry"
          label={intl.formatMessage(messages.expiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={intl.formatMessage(messages.expiryPlaceholder)}
          maxLength={7}
          required
          onChange={(event) => {
            event.target.value = formatExpiry(event.target.value);
          }}
        />
        <TextField
          name="cvc"
          label={intl.formatMessage(messages.cvc)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={CVC_PLACEHOLDER}
          maxLength={4}
          required
        />
      </div>
      <FormActions failure={failure}>
        <SubmitButton size="lg" icon={<Icon name="lock" />}>
          <FormattedMessage id="checkout.payment.pay" defaultMessage="Pay {amount}" values={{ amount: amountLabel }} />
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
