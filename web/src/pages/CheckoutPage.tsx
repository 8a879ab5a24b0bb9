import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert, Card, Icon, PageHeader } from '../components/ui';
import { formatPrice } from '../lib/price';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { readCheckoutState, type CheckoutState } from './checkout/checkoutState';
import { PAYMENT_FAILED_MESSAGE } from './checkout/DemoCardForm';
import { ManualCheckoutForm } from './checkout/ManualCheckoutForm';
import { PaymentConfirmation } from './checkout/PaymentConfirmation';
import { PaymentStep } from './checkout/PaymentStep';
import './CheckoutPage.css';

function OrderSummary({ checkout }: { checkout: CheckoutState }) {
  return (
    <Card as="aside" tone="sand" padding="lg" className="checkout-summary" aria-label="Order summary">
      <h2 className="checkout-summary__title">Your booking</h2>
      <dl className="checkout-summary__list">
        <div>
          <dt>Booking reference</dt>
          <dd>#{checkout.bookingId}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>Total due</dt>
          <dd>{formatPrice(checkout.amount, checkout.currency)}</dd>
        </div>
      </dl>
      <TrustNotes />
    </Card>
  );
}

function TrustNotes() {
  return (
    <ul className="checkout-trust">
      <li>
        <Icon name="lock" /> Encrypted card payment; we never store your card number.
      </li>
      <li>
        <Icon name="shield" /> Your booking is held while you pay.
      </li>
    </ul>
  );
}

/** Where a bank-page payment method (3-D Secure and the like) sends the customer back to. */
function ReturnFromProvider({ clientSecret, status }: { clientSecret: string; status: string | null }) {
  if (status === 'failed') return <Alert variant="error">{PAYMENT_FAILED_MESSAGE}</Alert>;
  return <PaymentConfirmation clientSecret={clientSecret} />;
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const checkout = readCheckoutState(location.state);
  const returnedSecret = searchParams.get('payment_intent_client_secret');

  let content;
  if (returnedSecret) {
    content = <ReturnFromProvider clientSecret={returnedSecret} status={searchParams.get('redirect_status')} />;
  } else if (checkout) {
    // A new booking or amount is a new payment: start over rather than reuse the previous intent.
    content = <PaymentStep key={`${checkout.bookingId}:${checkout.amount}:${checkout.currency}`} checkout={checkout} />;
  } else {
    content = <ManualCheckoutForm />;
  }

  return (
    <div className="page container">
      <PageHeader eyebrow="Secure payment" title="Checkout" />
      <div className="checkout-layout">
        <Card as="section" padding="lg" aria-label="Payment">
          {content}
        </Card>
        {checkout && !returnedSecret ? (
          <OrderSummary checkout={checkout} />
        ) : (
          <Card as="aside" tone="sand" padding="lg" className="checkout-summary" aria-label="About payment">
            <h2 className="checkout-summary__title">Paying with Rihla</h2>
            <TrustNotes />
          </Card>
        )}
      </div>
    </div>
  );
}
