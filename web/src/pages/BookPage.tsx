import './BookPage.css';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  defineMessages,
  FormattedMessage,
  type MessageDescriptor,
  type MessageValue,
  type NoMessageValues,
  useIntl,
} from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';

import {
  CheckboxField,
  Form,
  FormActions,
  SelectField,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../components/form';
import { FormPageLayout } from '../components/FormPageLayout';
import { AcceptTermsLabel } from '../components/LegalNotice';
import {
  type BookableDeparture,
  DeparturesFields,
  departureTotal,
  type DepartureValues,
  useBookableDepartures,
} from '../components/packages/DeparturesFields';
import { PackageFacts } from '../components/packages/PackageFacts';
import { PackageImage } from '../components/packages/PackageImage';
import { useOfferText } from '../components/packages/packageOffer';
import { PackagePrice } from '../components/packages/PackagePrice';
import { usePackages } from '../components/packages/usePackages';
import { Alert, Button, ButtonLink, Card } from '../components/ui';
import type { PackagesQuery } from '../gql/graphql';
import { useErrorMessage } from '../i18n/errors';
import { checkoutPath } from '../lib/bookingAccess';
import { acceptTermsField, requiredEmail, requiredText } from '../lib/forms';
import { DEFAULT_CURRENCY } from '../lib/price';
import { useCreateBooking } from '../lib/useBooking';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { CheckoutState } from './checkout/checkoutState';

const bookingSchema = z.object({
  name: requiredText('Please enter your full name.'),
  email: requiredEmail(),
  phone: requiredText('Please enter a phone number.'),
  /** '' = no package chosen (the team advises) */
  packageId: z.string(),
  // Only for a package sold by departure; checked on submit against its departures.
  departureId: z.string(),
  roomType: z.string(),
  travellerCount: z.string(),
  acceptTerms: acceptTermsField(),
});

type BookingForm = z.input<typeof bookingSchema>;

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly eyebrow: NoMessageValues;
  readonly heading: NoMessageValues;
  readonly description: NoMessageValues;
  readonly formLabel: NoMessageValues;
  readonly asideLabel: NoMessageValues;
  readonly failed: NoMessageValues;
  readonly received: NoMessageValues;
  readonly name: NoMessageValues;
  readonly email: NoMessageValues;
  readonly emailHint: NoMessageValues;
  readonly phone: NoMessageValues;
  readonly phoneHint: NoMessageValues;
  readonly package: NoMessageValues;
  readonly packagesFailed: NoMessageValues;
  readonly optional: NoMessageValues;
  readonly noPackage: NoMessageValues;
  readonly packageOption: { readonly name: MessageValue; readonly price: MessageValue; readonly sale: string };
  readonly chooseDates: NoMessageValues;
  readonly chooseRoom: NoMessageValues;
}>({
  title: { id: 'book.page.title', defaultMessage: 'Book' },
  eyebrow: { id: 'book.page.eyebrow', defaultMessage: 'Reserve your place' },
  heading: { id: 'book.page.heading', defaultMessage: 'Book your journey' },
  description: {
    id: 'book.page.description',
    defaultMessage:
      'Leave your details to place your booking. Packages with a set price continue to secure card payment.',
  },
  formLabel: { id: 'book.page.formLabel', defaultMessage: 'Booking form' },
  asideLabel: { id: 'book.page.asideLabel', defaultMessage: 'Your selection' },
  failed: { id: 'book.form.failed', defaultMessage: 'Failed to submit booking' },
  received: { id: 'book.form.received', defaultMessage: 'Booking received' },
  name: { id: 'book.form.name', defaultMessage: 'Full name' },
  email: { id: 'book.form.email', defaultMessage: 'Email' },
  emailHint: { id: 'book.form.emailHint', defaultMessage: 'So our team can reach you about this booking.' },
  phone: { id: 'book.form.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'book.form.phoneHint', defaultMessage: 'Include your country code, e.g. +44.' },
  package: { id: 'book.form.package', defaultMessage: 'Package' },
  packagesFailed: {
    id: 'book.form.packagesFailed',
    defaultMessage: 'Packages could not be loaded; you can still book and we will advise.',
  },
  optional: { id: 'book.form.optional', defaultMessage: 'Optional' },
  noPackage: { id: 'book.form.noPackage', defaultMessage: 'No package yet — advise me' },
  packageOption: {
    id: 'book.form.packageOption',
    defaultMessage: '{name} — {sale, select, ON_SALE {from {price}} other {{price}}}',
  },
  chooseDates: { id: 'book.form.chooseDates', defaultMessage: 'Please choose the dates you travel.' },
  chooseRoom: { id: 'book.form.chooseRoom', defaultMessage: 'Please choose a room.' },
});

/** What another page can hand over to prefill the form, e.g. {packageId} from a package card. */
function readPrefill(state: unknown): BookingForm {
  const prefill = (state ?? {}) as Partial<Record<keyof BookingForm, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return {
    name: text(prefill.name),
    email: text(prefill.email),
    phone: text(prefill.phone),
    packageId: text(prefill.packageId),
    departureId: text(prefill.departureId),
    roomType: text(prefill.roomType),
    travellerCount: text(prefill.travellerCount) || '1',
    acceptTerms: false,
  };
}

type BookablePackage = PackagesQuery['packages'][number];

interface QuoteNotice {
  message: string;
  reference: string;
  /** Where the visitor pays once the quote is set: the only copy of the access token they get. */
  payLink: string;
}

export function BookPage() {
  const intl = useIntl();
  const offerText = useOfferText();
  const errors = useErrorMessage();
  useDocumentTitle(intl.formatMessage(messages.title));
  const location = useLocation();
  const navigate = useNavigate();
  const packagesQuery = usePackages();
  const packages = packagesQuery.data?.packages ?? [];
  const createBooking = useCreateBooking(intl.formatMessage(messages.failed));
  const [quoteNotice, setQuoteNotice] = useState<QuoteNotice | null>(null);
  const form = useZodForm(bookingSchema, readPrefill(location.state));
  const chosenPackageId = useWatch({ control: form.control, name: 'packageId' });
  const chosenPackage = packages.find((pkg) => String(pkg.id) === chosenPackageId);
  const { departures, currency, travellerDeadlineDays } = useBookableDepartures(chosenPackage?.id);
  const [departureId, roomType, travellerCount] = useWatch({
    control: form.control,
    name: ['departureId', 'roomType', 'travellerCount'],
  });
  const departureValues = { departureId, roomType, travellerCount };

  const { submit, failure } = useServerSubmit(
    async (values: z.output<typeof bookingSchema>) => {
      setQuoteNotice(null);
      const byDeparture = departures.length > 0;
      if (
        byDeparture &&
        !chosenDepartureIsComplete(departures, values, (name, message) =>
          form.setError(name, { message: intl.formatMessage(message) }),
        )
      )
        return;
      const { booking, accessToken, message } = await createBooking({
        name: values.name,
        email: values.email,
        phone: values.phone,
        packageId: values.packageId ? Number(values.packageId) : null,
        acceptTerms: values.acceptTerms,
        ...(byDeparture
          ? {
              departureId: Number(values.departureId),
              roomType: values.roomType,
              travellerCount: Number(values.travellerCount),
            }
          : {}),
      });
      const payLink = checkoutPath('PACKAGE', booking.id, accessToken);
      if (booking.amount) {
        const checkout: CheckoutState = {
          bookingId: booking.id,
          amount: booking.amount,
          currency: booking.currency ?? DEFAULT_CURRENCY,
        };
        await navigate(payLink, { state: checkout });
        return;
      }
      setQuoteNotice({
        message: message || intl.formatMessage(messages.received),
        reference: booking.reference,
        payLink,
      });
      form.reset({
        name: '',
        email: '',
        phone: '',
        packageId: '',
        departureId: '',
        roomType: '',
        travellerCount: '1',
        acceptTerms: false,
      });
    },
    (error) => errors.of(error, intl.formatMessage(messages.failed)),
  );

  return (
    <FormPageLayout
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      formLabel={intl.formatMessage(messages.formLabel)}
      className="with-aside"
      asideLabel={intl.formatMessage(messages.asideLabel)}
      asideClassName="stack book-summary"
      aside={<BookingSummary chosenPackage={chosenPackage} />}
    >
      {quoteNotice ? (
        <div className="stack">
          <Alert variant="success" title={errors.text(quoteNotice.message)}>
            <p>
              <FormattedMessage
                id="book.quote.thanks"
                defaultMessage="Thank you. Your booking reference is <strong>{reference}</strong>. Our team will contact you shortly with a personal quote."
                values={{ reference: quoteNotice.reference, strong: (chunks) => <strong>{chunks}</strong> }}
              />
            </p>
            <p>
              <FormattedMessage
                id="book.quote.keepLink"
                defaultMessage="Keep this link: it is how you pay once the quote is set, and the only way to open this booking without an account. <link>Your booking’s payment page</link>"
                values={{ link: (chunks) => <Link to={quoteNotice.payLink}>{chunks}</Link> }}
              />
            </p>
          </Alert>
          <div className="cluster">
            <Button variant="secondary" onClick={() => setQuoteNotice(null)}>
              <FormattedMessage id="book.quote.another" defaultMessage="Make another booking" />
            </Button>
            <ButtonLink to="/packages" variant="ghost">
              <FormattedMessage id="book.quote.browse" defaultMessage="Browse packages" />
            </ButtonLink>
          </div>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="form-grid">
          <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="name" required />
          <TextField
            name="email"
            label={intl.formatMessage(messages.email)}
            type="email"
            autoComplete="email"
            required
            hint={intl.formatMessage(messages.emailHint)}
          />
          <TextField
            name="phone"
            label={intl.formatMessage(messages.phone)}
            type="tel"
            autoComplete="tel"
            required
            hint={intl.formatMessage(messages.phoneHint)}
          />
          <SelectField
            name="packageId"
            label={intl.formatMessage(messages.package)}
            hint={intl.formatMessage(packagesQuery.error ? messages.packagesFailed : messages.optional)}
            placeholder={intl.formatMessage(messages.noPackage)}
            options={packages.map((pkg) => ({
              value: String(pkg.id),
              label: intl.formatMessage(messages.packageOption, {
                name: pkg.name,
                price: offerText(pkg),
                sale: pkg.sale,
              }),
            }))}
          />
          {departures.length > 0 && (
            <DeparturesFields
              departures={departures}
              currency={currency}
              values={departureValues}
              travellerDeadlineDays={travellerDeadlineDays}
            />
          )}
          <CheckboxField name="acceptTerms" label={<AcceptTermsLabel />} className="span-2" />
          <FormActions failure={failure} className="span-2">
            <SubmitButton size="lg">
              <FormattedMessage id="book.form.submit" defaultMessage="Submit booking" />
            </SubmitButton>
          </FormActions>
        </Form>
      )}
    </FormPageLayout>
  );
}

/** Marks what is missing of a departure booking (dates, room) on its field; true when nothing is. */
function chosenDepartureIsComplete(
  departures: BookableDeparture[],
  values: DepartureValues,
  setError: (name: 'departureId' | 'roomType', message: MessageDescriptor) => void,
): boolean {
  const { departure, room } = departureTotal(departures, values);
  if (!departure) setError('departureId', messages.chooseDates);
  else if (!room) setError('roomType', messages.chooseRoom);
  return !!departure && !!room;
}

/** The side panel: the chosen package, or an invitation to book without one. */
function BookingSummary({ chosenPackage }: { chosenPackage: BookablePackage | undefined }) {
  return (
    <>
      {chosenPackage ? (
        <Card padding="none">
          <div className="book-summary__media media-fill">
            <PackageImage pkg={chosenPackage} />
          </div>
          <div className="stack book-summary__body">
            <h2 className="book-summary__title">{chosenPackage.name}</h2>
            <PackageFacts pkg={chosenPackage} />
            <PackagePrice pkg={chosenPackage} />
          </div>
        </Card>
      ) : (
        <Card tone="sand" padding="lg">
          <h2 className="book-summary__title">
            <FormattedMessage id="book.summary.notSure" defaultMessage="Not sure yet?" />
          </h2>
          <p className="muted">
            <FormattedMessage
              id="book.summary.advisor"
              defaultMessage="Book without a package and a Rihla advisor will suggest dates, hotels and a price."
            />
          </p>
        </Card>
      )}
      <ul className="book-summary__promises">
        <li>
          <FormattedMessage
            id="book.summary.noPayment"
            defaultMessage="No payment is taken until you confirm at checkout."
          />
        </li>
        <li>
          <FormattedMessage
            id="book.summary.detailsUse"
            defaultMessage="Your details are only used to arrange your journey."
          />
        </li>
      </ul>
    </>
  );
}
