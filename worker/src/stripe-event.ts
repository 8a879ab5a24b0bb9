// Reads the few fields the worker needs from a stored Stripe event payload. Payloads come from outside,
// so nothing is assumed about their shape: a missing field reads as null.

/** `data.object` of the event: a payment_intent, or a charge for charge.* events. */
export type StripeObject = Record<string, unknown>;

export type BookingReference = { bookingId: number | null; paymentIntentId: string | null };

const MAX_INT4 = 2_147_483_647;

export function eventObject(payload: unknown): StripeObject {
  const data = field(payload, 'data');
  const object = field(data, 'object');
  return isRecord(object) ? object : {};
}

/** Our bookingId in the metadata first (we set it on every intent), else the payment intent id. */
export function bookingReference(object: StripeObject): BookingReference {
  const metadataId = field(field(object, 'metadata'), 'bookingId');
  const bookingId = typeof metadataId === 'string' || typeof metadataId === 'number' ? Number(metadataId) : NaN;
  return {
    bookingId: Number.isInteger(bookingId) && bookingId > 0 && bookingId <= MAX_INT4 ? bookingId : null,
    paymentIntentId: paymentIntentId(object),
  };
}

/** When Stripe created the event: the moment the payment happened, even if we process it days later. */
export function eventCreatedAt(payload: unknown): Date | null {
  const created = field(payload, 'created');
  return typeof created === 'number' && Number.isFinite(created) ? new Date(created * 1000) : null;
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
