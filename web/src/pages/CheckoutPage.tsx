import './CheckoutPage.css';

import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';

import { Card, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { BookingCheckout } from './checkout/BookingCheckout';
import { readCheckoutState, resolveCheckoutTarget } from './checkout/checkoutState';
import { ManualCheckoutForm } from './checkout/ManualCheckoutForm';
import { OrderSummary } from './checkout/OrderSummary';

const messages = defineMessages({
  title: { id: 'checkout.page.title', defaultMessage: 'Checkout' },
  eyebrow: { id: 'checkout.page.eyebrow', defaultMessage: 'Secure payment' },
  payment: { id: 'checkout.page.payment', defaultMessage: 'Payment' },
});

/** /checkout?booking=<id>&kind=<PACKAGE|TRIP>#token=<access token>, or the manual form without a booking. */
export function CheckoutPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = useMemo(
    () => resolveCheckoutTarget(searchParams, location.hash, location.state),
    [searchParams, location.hash, location.state],
  );

  return (
    <div className="page container">
      <PageHeader eyebrow={intl.formatMessage(messages.eyebrow)} title={title} />
      {target ? (
        <BookingCheckout
          key={`${target.kind}:${target.bookingId}`}
          target={target}
          quoted={readCheckoutState(location.state)}
          returnStatus={searchParams.get('redirect_status')}
        />
      ) : (
        <div className="with-aside">
          <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.payment)}>
            <ManualCheckoutForm />
          </Card>
          <OrderSummary />
        </div>
      )}
    </div>
  );
}
