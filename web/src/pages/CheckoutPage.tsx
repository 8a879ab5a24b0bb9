import './CheckoutPage.css';

import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { Card, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { BookingCheckout } from './checkout/BookingCheckout';
import { readCheckoutState, resolveCheckoutTarget } from './checkout/checkoutState';
import { ManualCheckoutForm } from './checkout/ManualCheckoutForm';
import { OrderSummary } from './checkout/OrderSummary';

/** /checkout?booking=<id>&kind=<PACKAGE|TRIP>#token=<access token>, or the manual form without a booking. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = useMemo(
    () => resolveCheckoutTarget(searchParams, location.hash, location.state),
    [searchParams, location.hash, location.state],
  );

  return (
    <div className="page container">
      <PageHeader eyebrow="Secure payment" title="Checkout" />
      {target ? (
        <BookingCheckout
          key={`${target.kind}:${target.bookingId}`}
          target={target}
          quoted={readCheckoutState(location.state)}
          returnStatus={searchParams.get('redirect_status')}
        />
      ) : (
        <div className="with-aside">
          <Card as="section" padding="lg" aria-label="Payment">
            <ManualCheckoutForm />
          </Card>
          <OrderSummary />
        </div>
      )}
    </div>
  );
}
