// Reads the few fields the worker needs from a stored Stripe event payload. Payloads come from outside,
// so nothing is assumed about their shape: a missing field reads as null.

/** `data.object` of the event: a payment_intent, or a charge for charge.* events. */
export type StripeObject = Record<string, unknown>;

/** Which booking the event's metadata names (package `bookingId` or trip `tripBookingId`), and its intent. */
export type BookingReference = {
  bookingId: number | null;
  tripBookingId: number | null;
  paymentIntentId: string | null;
};

/** What a payment_intent says it received, in minor units; Stripe always sends amount_received (absent = 0). */
export type ReceivedMoney = { amount: number; currency: string | null };

const MAX_INT4 = 2_147_483_647;

export function eventObject(payload: unknown): StripeObject {
  const data = field(payload, 'data');
  const object = field(data, 'object');
  return isRecord(object) ? object : {};
}

/** The booking ids in our metadata (we set them on every intent), and the payment intent id. */
export function bookingReference(object: StripeObject): BookingReference {
  const metadata = field(object, 'metadata');
  return {
    bookingId: positiveInt4(field(metadata, 'bookingId')),
    tripBookingId: positiveInt4(field(metadata, 'tripBookingId')),
    paymentIntentId: paymentIntentId(object),
  };
}

export function receivedMoney(object: StripeObject): ReceivedMoney {
  const amount = object.amount_received;
  const currency = object.currency;
  return {
    amount: typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : 0,
    currency: typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null,
  };
}

/** When Stripe created the event: the moment the payment happened, even if we process it days later. */
export function eventCreatedAt(payload: unknown): Date | null {
  const created = field(payload, 'created');
  return typeof created === 'number' && Number.isFinite(created) ? new Date(created * 1000) : null;
}

function positiveInt4(value: unknown): number | null {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 && number <= MAX_INT4 ? number : null;
}

function paymentIntentId(object: StripeObject): string | null {
  if (object.object === 'payment_intent') return typeof object.id === 'string' ? object.id : null;
  // On a charge, payment_intent is an id, or the intent itself when the event was expanded.
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  const id = field(intent, 'id');
  return typeof id === 'string' ? id : null;
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
