import './BookPage.css';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';

import {
  Form,
  FormActions,
  SelectField,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../components/form';
import { FormPageLayout } from '../components/FormPageLayout';
import {
  type BookableDeparture,
  DeparturesFields,
  departureTotal,
  type DepartureValues,
  useBookableDepartures,
} from '../components/packages/DeparturesFields';
import { PackageFacts } from '../components/packages/PackageFacts';
import { PackageImage } from '../components/packages/PackageImage';
import { PackagePrice } from '../components/packages/PackagePrice';
import { usePackages } from '../components/packages/usePackages';
import { Alert, Button, ButtonLink, Card } from '../components/ui';
import type { PackagesQuery } from '../gql/graphql';
import { checkoutPath } from '../lib/bookingAccess';
import { requiredEmail, requiredText } from '../lib/forms';
import { DEFAULT_CURRENCY, formatPrice } from '../lib/price';
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
});

type BookingForm = z.input<typeof bookingSchema>;

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
  useDocumentTitle('Book');
  const location = useLocation();
  const navigate = useNavigate();
  const packagesQuery = usePackages();
  const packages = packagesQuery.data?.packages ?? [];
  const createBooking = useCreateBooking('Failed to submit booking');
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

  const { submit, failure } = useServerSubmit(async (values: z.output<typeof bookingSchema>) => {
    setQuoteNotice(null);
    const byDeparture = departures.length > 0;
    if (byDeparture && !chosenDepartureIsComplete(departures, values, form.setError)) return;
    const { booking, accessToken, message } = await createBooking({
      name: values.name,
      email: values.email,
      phone: values.phone,
      packageId: values.packageId ? Number(values.packageId) : null,
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
    setQuoteNotice({ message: message || 'Booking received', reference: booking.reference, payLink });
    form.reset({ name: '', email: '', phone: '', packageId: '', departureId: '', roomType: '', travellerCount: '1' });
  }, serverMessage('Failed to submit booking'));

  return (
    <FormPageLayout
      eyebrow="Reserve your place"
      title="Book your journey"
      description="Leave your details to place your booking. Packages with a set price continue to secure card payment."
      formLabel="Booking form"
      className="with-aside"
      asideLabel="Your selection"
      asideClassName="stack book-summary"
      aside={<BookingSummary chosenPackage={chosenPackage} />}
    >
      {quoteNotice ? (
        <div className="stack">
          <Alert variant="success" title={quoteNotice.message}>
            <p>
              Thank you. Your booking reference is <strong>{quoteNotice.reference}</strong>. Our team will contact you
              shortly with a personal quote.
            </p>
            <p>
              Keep this link: it is how you pay once the quote is set, and the only way to open this booking without an
              account. <Link to={quoteNotice.payLink}>Your booking’s payment page</Link>
            </p>
          </Alert>
          <div className="cluster">
            <Button variant="secondary" onClick={() => setQuoteNotice(null)}>
              Make another booking
            </Button>
            <ButtonLink to="/packages" variant="ghost">
              Browse packages
            </ButtonLink>
          </div>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="form-grid">
          <TextField name="name" label="Full name" autoComplete="name" required />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            hint="So our team can reach you about this booking."
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            hint="Include your country code, e.g. +44."
          />
          <SelectField
            name="packageId"
            label="Package"
            hint={
              packagesQuery.error ? 'Packages could not be loaded; you can still book and we will advise.' : 'Optional'
            }
            placeholder="No package yet — advise me"
            options={packages.map((pkg) => ({
              value: String(pkg.id),
              label: `${pkg.name} — ${formatPrice(pkg.price, pkg.currency)}`,
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
          <FormActions failure={failure} className="span-2">
            <SubmitButton size="lg">Submit booking</SubmitButton>
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
  setError: (name: 'departureId' | 'roomType', error: { message: string }) => void,
): boolean {
  const { departure, room } = departureTotal(departures, values);
  if (!departure) setError('departureId', { message: 'Please choose the dates you travel.' });
  else if (!room) setError('roomType', { message: 'Please choose a room.' });
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
          <h2 className="book-summary__title">Not sure yet?</h2>
          <p className="muted">Book without a package and a Rihla advisor will suggest dates, hotels and a price.</p>
        </Card>
      )}
      <ul className="book-summary__promises">
        <li>No payment is taken until you confirm at checkout.</li>
        <li>Your details are only used to arrange your journey.</li>
      </ul>
    </>
  );
}
