/**
 * Every error (and service answer) text a visitor or customer can meet, by a stable code: the API sends the code
 * beside its English text (REST `reason`, GraphQL `extensions.reason`) and the web app translates by it
 * (web/src/i18n/errors.ts holds the same list as formatjs descriptors; a test keeps the two identical).
 *
 * The English is exactly what the API throws and the forms show (curly apostrophes included): product-rules.md#errors.
 * A text with `{placeholders}` (ICU) is a message with numbers or names in it: PATTERNS below recognise it and read
 * its values (`params`). Staff-only admin messages have no code and stay English.
 */
export const ERROR_REASONS = {
  // The API's general answers (api/src/lib/errors.ts, app.ts, graphql-yoga's masked error)
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  UNEXPECTED_ERROR: 'Unexpected error.',
  SERVER_BUSY: 'The server is busy. Please try again in a moment.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  AUTH_HEADER_INVALID: 'Invalid authorization header.',
  PAYMENT_PROVIDER_UNREACHABLE: 'The payment provider could not be reached. Please try again in a moment.',

  // Payload and format errors (api/src/lib/public-errors.ts)
  VALUE_TOO_LONG: 'A value is too long.',
  ALREADY_EXISTS: 'This already exists.',
  STILL_IN_USE: 'This is still in use elsewhere.',
  VALUE_INVALID: 'A value is not valid.',
  NUMBER_OUT_OF_RANGE: 'A number is out of range.',
  JSON_MALFORMED: 'Malformed JSON body.',
  JSON_EMPTY: 'The JSON body is empty.',
  BODY_TOO_LARGE_100KB: 'The request body is too large (at most 100 KB).',
  CONTENT_LENGTH_MISMATCH: 'The Content-Length header does not match the body.',
  MEDIA_TYPE_UNSUPPORTED: 'Send JSON (application/json) or a multipart form.',
  IMAGE_TOO_LARGE: 'Images must be 5 MB or smaller.',
  ONE_IMAGE_AT_A_TIME: 'Send one image at a time.',
  FORM_TOO_MANY_FIELDS: 'The form has too many fields.',
  FORM_FIELD_NAME_NOT_ALLOWED: 'The form has a field name that is not allowed.',
  BAD_REQUEST: 'Bad request.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  NOT_ACCEPTABLE: 'Not acceptable.',
  BODY_TOO_LARGE: 'The request body is too large.',
  CONTENT_TYPE_UNSUPPORTED: 'Unsupported content type.',

  // Shared input rules (api/src/lib/validation.ts)
  INPUT_INVALID: 'Invalid input.',
  ID_INVALID: 'Invalid id.',
  BOOLEAN_INVALID: 'Must be true or false.',
  TEXT_TOO_LONG: 'Must be at most {max} characters.',
  TEXT_HAS_NUL: 'Text must not contain NUL characters.',
  EMAIL_INVALID: 'Please enter a valid email address.',
  EMAIL_TOO_LONG: 'Email addresses are at most 254 characters.',
  CURRENCY_INVALID: 'Currency must be one of: {currencies}.',
  PAGE_INVALID: 'Page must be a whole number from 1.',
  PAGE_SIZE_INVALID: 'Page size must be between 1 and 100.',
  CURSOR_INVALID: 'Invalid cursor.',

  // Sign-up, login, password reset, first setup (auth.service.ts, users.service.ts)
  CREDENTIALS_REQUIRED: 'Please enter email and password.',
  CREDENTIALS_INVALID: 'Invalid credentials',
  SIGNUP_FIELDS_REQUIRED: 'Please fill all fields.',
  SIGNUP_ROLE_INVALID: 'Only ADMIN (during first setup) or USER can be requested.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters.',
  PASSWORD_TOO_LONG: 'Password must be at most 200 characters.',
  PASSWORD_CHANGE_FIELDS_REQUIRED: 'Please enter your current and new password.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  NEW_PASSWORD_REQUIRED: 'Please enter a new password.',
  RESET_LINK_INVALID: 'This reset link has expired or has already been used. Please ask for a new one.',
  RESET_REQUESTED:
    'If an account uses this email address, we are emailing it a link to choose a new password. The link works for one hour.',
  PASSWORD_RESET: 'Your password is changed. Sign in with your new password.',
  RESET_LINKS_TOO_MANY:
    'Several reset links were asked for this address in the last hour. Please use the latest one, or try again later.',
  SIGN_IN_LOCKED:
    'Too many failed sign-ins for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}, or reset your password.',
  EMAIL_NOT_SET_UP:
    'This site cannot send emails yet, so we cannot send you a link. Please contact us and we will help you.',
  ADMIN_ALREADY_EXISTS:
    'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',

  // Package bookings and departures (bookings.service.ts, departures.service.ts)
  NAME_REQUIRED: 'Please enter your name.',
  PHONE_TOO_LONG: 'Phone numbers are at most 40 characters.',
  PACKAGE_UNAVAILABLE: 'The selected package does not exist.',
  PACKAGE_NOT_FOUND: 'Package not found.',
  PACKAGE_NOT_SOLD_BY_DEPARTURE: 'This package is not sold by departure.',
  BOOKING_NOT_FOUND: 'Booking not found.',
  BOOKING_RECEIVED: 'Booking received. Our team will contact you shortly with a quote.',
  DEPARTURE_REQUIRED: 'Please choose a departure.',
  ROOM_TYPE_REQUIRED: 'Please choose a room type: QUAD, TRIPLE, DOUBLE or SINGLE.',
  TRAVELLER_COUNT_INVALID: 'Travellers must be a whole number from 1 to 9.',
  DEPARTURE_NOT_FOUND: 'Departure not found.',
  DEPARTURE_NOT_OF_PACKAGE: 'The selected departure is not one of this package’s.',
  DEPARTURE_LEFT: 'This departure has already left.',
  ROOM_TYPE_NOT_OFFERED: 'This room type is not offered on this departure.',
  DEPARTURE_CLOSED: 'This departure is closed for booking.',
  SEATS_SOLD_OUT: 'This departure is sold out.',
  SEATS_FEW_LEFT: 'Only {count, plural, one {# seat} other {# seats}} left on this departure.',

  // Checkout and payments (payments.service.ts, payable-bookings.ts, demo-payments.service.ts, receipts)
  AMOUNT_MISMATCH: 'The amount does not match what this booking owes.',
  HOLD_EXPIRED: 'This booking’s seat hold has expired. Please search again and book a new option.',
  PACKAGE_HOLD_EXPIRED: 'This booking’s seat hold has expired. Please book the departure again.',
  BOOKING_NOT_PAYABLE: 'This booking is {status} and cannot be paid.',
  BOOKING_UNPRICED: 'This booking has no price yet. Our team will contact you with a quote.',
  BOOKING_ALREADY_PAID: 'This booking is already paid.',
  PAYMENT_BEING_CONFIRMED: 'Your payment is being confirmed. Please wait a moment before paying again.',
  BOOKING_KIND_INVALID: 'kind must be PACKAGE or TRIP.',
  CARD_DECLINED: 'Your card was declined.',
  CARD_NUMBER_INCOMPLETE: 'Your card number is incomplete.',
  CARD_NUMBER_INVALID: 'Your card number is invalid.',
  CARD_EXPIRY_INCOMPLETE: 'Your card’s expiration date is incomplete.',
  CARD_EXPIRED: 'Your card’s expiration date is in the past.',
  CARD_CVC_INCOMPLETE: 'Your card’s security code is incomplete.',
  DEMO_PAYMENTS_DISABLED: 'Demo payments are disabled: this server uses Stripe.',
  PAYMENT_NOT_FOUND: 'Payment not found.',
  PAYMENT_REPLACED: 'This payment was replaced because the amount changed. Please reload the checkout.',
  RECEIPT_NOT_FOUND: 'Receipt not found.',
  LIVE_TOO_MANY_STREAMS: 'Too many live updates are open from your address. Close other tabs and try again.',

  // Trip search and trip bookings (trip-inputs.ts, trips.service.ts, seat-holds.ts, locations.service.ts)
  TRIP_SEARCH_REQUIRED: 'Please fill origin, destination and departure date.',
  PASSENGERS_INVALID: 'Passengers must be between 1 and 9.',
  DATES_TOO_FAR: 'Dates must be within the next two years.',
  TRIP_MODES_INVALID: 'Modes must be among FLIGHTS, BUS, TRAIN and FERRY.',
  TRIP_TIMES_INVALID: 'Times must be among NIGHT, MORNING, AFTERNOON and EVENING.',
  OPERATOR_NAME_TOO_LONG: 'Operator names must be at most 100 characters.',
  OPERATOR_NAME_HAS_NUL: 'Operator names must not contain NUL characters.',
  OPERATORS_TOO_MANY: 'Choose at most 20 operators.',
  PLACE_HAS_NUL: 'Origin and destination must not contain NUL characters.',
  PLACE_TOO_LONG: 'Origin and destination must be at most 200 characters.',
  DEPARTURE_DATE_INVALID: 'Departure date must be a date (YYYY-MM-DD).',
  TRIP_TYPE_INVALID: 'Trip type must be ONEWAY or ROUNDTRIP.',
  TRIP_SORT_INVALID: 'Sort must be DEPARTURE, PRICE or DURATION.',
  TRIP_OPTION_REQUIRED: 'Please choose a trip option.',
  PLACE_AMBIGUOUS_ORIGIN:
    'More than one place matches the origin: choose one from the suggestions, or type its full name or airport code.',
  PLACE_AMBIGUOUS_DESTINATION:
    'More than one place matches the destination: choose one from the suggestions, or type its full name or airport code.',
  ORIGIN_UNKNOWN: 'Unknown origin.',
  DESTINATION_UNKNOWN: 'Unknown destination.',
  DEPARTURE_DATE_PAST: 'Departure date cannot be in the past.',
  RETURN_DATE_INVALID: 'Return date must be a date (YYYY-MM-DD).',
  RETURN_BEFORE_DEPARTURE: 'Return date cannot be before the departure date.',
  TRIP_OPTION_UNKNOWN: 'Unknown trip option.',
  TRIP_OPTION_UNAVAILABLE: 'This trip option is no longer available.',
  SEATS_NOT_ENOUGH: 'Not enough seats left on this departure.',
  SEAT_HOLDS_LIMIT:
    'You already hold seats on {count, plural, one {# unpaid booking} other {# unpaid bookings}}. Pay for one or wait for a hold to expire before booking more.',
  LOCATION_SEARCH_TOO_LONG: 'Search text must be at most 80 characters.',

  // Consultation and newsletter (consultations.service.ts, newsletter.service.ts)
  CONSULTATION_FIELDS_REQUIRED: 'Please fill name, email and message.',
  CONSULTATION_SENT: 'Consultation request sent!',
  NEWSLETTER_CONFIRM_SENT: 'Almost done: we are emailing you a link. Open it to confirm your subscription.',
  NEWSLETTER_CONFIRMED: 'Subscription confirmed. Thank you: our letter will reach you at this address.',
  NEWSLETTER_UNSUBSCRIBED: 'You are unsubscribed. We will send you no more newsletters.',
  NEWSLETTER_LINK_INCOMPLETE: 'This link is not complete. Please open the link from the email again.',
  NEWSLETTER_LINK_INVALID: 'This link is not valid.',
  NEWSLETTER_CONFIRM_LINK_INVALID:
    'This confirmation link has already been used or is no longer valid. Subscribe again to get a new one.',
  NEWSLETTER_UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid.',

  // My trips: cancellations, reviews, booking claims (cancellations.service.ts, review*.ts, booking-claims.service.ts)
  CANCEL_REASON_TOO_LONG: 'The reason is at most 500 characters.',
  BOOKING_ALREADY_CANCELLED: 'This booking is already cancelled.',
  BOOKING_REFUNDED: 'This booking was refunded.',
  BOOKING_EXPIRED_UNPAID: 'This booking expired before it was paid.',
  CANCEL_ALREADY_REQUESTED: 'You already asked to cancel this booking; our team will confirm it.',
  CANCEL_BOOKING_IN_REVIEW: 'This booking is being checked by our team: please contact us to cancel it.',
  BOOKING_NOT_CANCELLABLE: 'This booking cannot be cancelled.',
  RATING_INVALID: 'Rating must be a whole number from 1 to 5.',
  REVIEW_COMMENT_TOO_LONG: 'Comments are at most 2000 characters.',
  REVIEW_PAGE_SIZE_INVALID: 'Page size must be between 1 and 50.',
  REVIEW_NOT_FOUND: 'Review not found.',
  REVIEW_BOOKING_UNPAID: 'Only paid bookings can be reviewed.',
  REVIEW_TOO_EARLY: 'You can review a trip once it has ended.',
  REVIEW_ALREADY_GIVEN: 'You have already reviewed this trip.',
  CLAIM_LINK_INVALID: 'This link has expired or is not valid. Ask for a new one from My trips.',
  CLAIM_LINK_OTHER_ACCOUNT:
    'This link was sent for another account. Sign in with the account that asked for it, then open the link again.',
  CLAIM_LINKS_TOO_MANY: 'We sent several links recently. Please use the latest one, or try again in an hour.',
  CLAIM_LINK_SENT: 'We sent a link to {email}. It works for {minutes} minutes.',
  CLAIM_NONE_FOUND: 'No bookings without an account were found for {email}.',
  CLAIM_ADDED: '{count, plural, one {# booking} other {# bookings}} added to My trips.',

  // Travellers (traveller-inputs.ts, travellers.service.ts)
  TRAVELLER_NAME_REQUIRED: 'Enter the full name as on the passport.',
  TRAVELLER_NAME_LENGTH: 'The full name as on the passport must be 2 to 100 characters.',
  TRAVELLER_BIRTH_DATE_REQUIRED: 'Enter the date of birth (YYYY-MM-DD).',
  TRAVELLER_BIRTH_DATE_TOO_EARLY: 'The date of birth cannot be before 1900.',
  TRAVELLER_BIRTH_DATE_FUTURE: 'The date of birth must be in the past.',
  TRAVELLER_NATIONALITY_REQUIRED: 'Choose the nationality.',
  TRAVELLER_NATIONALITY_INVALID: 'Choose the nationality from the list (a country code such as SA or GB).',
  TRAVELLER_PASSPORT_REQUIRED: 'Enter the passport number.',
  TRAVELLER_PASSPORT_INVALID: 'The passport number must be 5 to 20 letters and digits.',
  TRAVELLER_PASSPORT_EXPIRY_REQUIRED: 'Enter the passport’s expiry date (YYYY-MM-DD).',
  TRAVELLER_RELATION_REQUIRED: 'Choose the relation to the lead traveller.',
  TRAVELLER_DETAILS_REQUIRED: 'Give each traveller’s details.',
  TRAVELLERS_LIST_REQUIRED: 'Give the list of travellers.',
  TRAVELLERS_LEAD_REQUIRED: 'Add at least the lead traveller.',
  TRAVELLERS_TOO_MANY: 'A booking has at most 9 travellers.',
  TRAVELLER_FIRST_IS_LEAD: 'Traveller 1 is the lead traveller: their relation is “Lead traveller”.',
  TRAVELLER_ONLY_FIRST_IS_LEAD:
    'Traveller {number}: only traveller 1 is the lead traveller; choose their relation to them.',
  TRAVELLER_ISSUE: 'Traveller {number}: {detail}',
  PASSPORT_EXPIRES_TOO_SOON:
    'The passport of {name} expires on {expiry}; it must be valid until at least {validUntil} (six months after you return).',
  TRAVELLERS_NEED_DEPARTURE: 'Travellers are added to a booking of a dated departure; this booking has none.',
  TRAVELLERS_LOCKED: 'This booking is {status}: its travellers can no longer be changed.',
  TRAVELLERS_BOOKING_CANCELLED: 'This booking was cancelled: its travellers can no longer be changed.',
  TRAVELLERS_EDIT_CLOSED:
    'Traveller details could be changed online until {date} ({days} days before departure). Please contact us to change them now.',
  TRAVELLERS_AT_MOST:
    'This booking is for {count, plural, one {# traveller} other {# travellers}}, so at most {count} can be added.',

  // The web forms' own checks (zod schemas of the public pages) and the client's own texts (web/src/lib/errors.ts)
  EMAIL_REQUIRED: 'Please enter your email address.',
  NAME_TOO_LONG: 'Please shorten your name.',
  FULL_NAME_REQUIRED: 'Please enter your full name.',
  PHONE_REQUIRED: 'Please enter a phone number.',
  BOOKING_DATES_REQUIRED: 'Please choose the dates you travel.',
  BOOKING_ROOM_REQUIRED: 'Please choose a room.',
  PASSWORDS_DIFFERENT: 'The two passwords do not match.',
  SETUP_CONFIRM_REQUIRED: 'Please confirm that you are creating the FIRST ADMIN for this system.',
  SETUP_FIELDS_REQUIRED: 'Please fill name, email, and password.',
  CONSULTATION_MESSAGE_REQUIRED: 'Please tell us how we can help.',
  TRIP_MODES_REQUIRED: 'Choose at least one way to travel.',
  RETURN_DATE_BEFORE_DEPARTURE: 'The return date must be on or after the departure date.',
  TRAVELLERS_LEAD_MISSING: 'Enter at least the lead traveller.',
  RATING_REQUIRED: 'Choose a rating from 1 to 5 stars.',
  CARD_NUMBER_FORMAT: 'Enter the card number (12 to 19 digits).',
  CARD_EXPIRY_FORMAT: 'Enter the expiry as MM/YY.',
  CARD_CVC_FORMAT: 'Enter the 3 or 4 digit CVC.',
  ACCESS_CODE_REQUIRED: 'Enter the access code from your booking confirmation.',
  ACCESS_CODE_INVALID: 'This access code is not valid. Copy it exactly from your confirmation.',
  CURRENCY_CODE_FORMAT: 'Use a 3-letter currency code such as USD.',
  MANUAL_CHECKOUT_REQUIRED: 'bookingId and amount are required',
  REQUEST_FAILED: 'Request failed: {status}',
  NETWORK_ERROR: 'Network error contacting API: {detail}',
} as const;

export type ErrorReason = keyof typeof ERROR_REASONS;

/** The values of a message with numbers or names in it, for its ICU placeholders. */
export type ErrorParams = Record<string, string | number>;

export interface ReasonMatch {
  reason: ErrorReason;
  params?: ErrorParams;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 Feb 2027" (the API's longDate) back to 2027-02-03, so the client can write the date its reader's way. */
function isoDay(text: string): string {
  const [day, month, year] = text.split(' ');
  const index = MONTHS.indexOf(month);
  if (index < 0 || !day || !year) return text;
  return `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const LONG_DATE = String.raw`(\d{1,2} [A-Z][a-z]{2} \d{4})`;

/**
 * How to recognise the messages with placeholders, in order (the more specific first). Each pattern matches the
 * whole English text the API (or a form) builds and reads its values.
 */
const PATTERNS: { reason: ErrorReason; pattern: RegExp; params: (m: RegExpExecArray) => ErrorParams }[] = [
  {
    reason: 'TEXT_TOO_LONG',
    pattern: /^Must be at most (\d+) characters\.$/,
    params: (m) => ({ max: Number(m[1]) }),
  },
  {
    reason: 'CURRENCY_INVALID',
    pattern: /^Currency must be one of: ([A-Z]{3}(?:, [A-Z]{3})*)\.$/,
    params: (m) => ({ currencies: m[1] }),
  },
  {
    reason: 'SEATS_FEW_LEFT',
    pattern: /^Only (\d+) seats? left on this departure\.$/,
    params: (m) => ({ count: Number(m[1]) }),
  },
  {
    reason: 'BOOKING_NOT_PAYABLE',
    pattern: /^This booking is ([A-Z_]+) and cannot be paid\.$/,
    params: (m) => ({ status: m[1] }),
  },
  {
    reason: 'SEAT_HOLDS_LIMIT',
    pattern:
      /^You already hold seats on (\d+) unpaid bookings?\. Pay for one or wait for a hold to expire before booking more\.$/,
    params: (m) => ({ count: Number(m[1]) }),
  },
  {
    reason: 'SIGN_IN_LOCKED',
    pattern: /^Too many failed sign-ins for this account\. Try again in (\d+) minutes?, or reset your password\.$/,
    params: (m) => ({ minutes: Number(m[1]) }),
  },
  {
    reason: 'CLAIM_LINK_SENT',
    pattern: /^We sent a link to (\S+)\. It works for (\d+) minutes\.$/,
    params: (m) => ({ email: m[1], minutes: Number(m[2]) }),
  },
  {
    reason: 'CLAIM_NONE_FOUND',
    pattern: /^No bookings without an account were found for (\S+)\.$/,
    params: (m) => ({ email: m[1] }),
  },
  {
    reason: 'CLAIM_ADDED',
    pattern: /^(\d+) bookings? added to My trips\.$/,
    params: (m) => ({ count: Number(m[1]) }),
  },
  {
    reason: 'TRAVELLER_ONLY_FIRST_IS_LEAD',
    pattern: /^Traveller (\d+): only traveller 1 is the lead traveller; choose their relation to them\.$/,
    params: (m) => ({ number: Number(m[1]) }),
  },
  {
    reason: 'TRAVELLER_ISSUE',
    pattern: /^Traveller (\d+): (.+)$/s,
    params: (m) => ({ number: Number(m[1]), detail: m[2] }),
  },
  {
    reason: 'PASSPORT_EXPIRES_TOO_SOON',
    pattern: new RegExp(
      `^The passport of (.+) expires on ${LONG_DATE}; it must be valid until at least ${LONG_DATE} ` +
        String.raw`\(six months after you return\)\.$`,
      's',
    ),
    params: (m) => ({ name: m[1], expiry: isoDay(m[2]), validUntil: isoDay(m[3]) }),
  },
  {
    reason: 'TRAVELLERS_LOCKED',
    pattern: /^This booking is ([a-z_]+): its travellers can no longer be changed\.$/,
    params: (m) => ({ status: m[1] }),
  },
  {
    reason: 'TRAVELLERS_EDIT_CLOSED',
    pattern: new RegExp(
      `^Traveller details could be changed online until ${LONG_DATE} \\((\\d+) days before departure\\)\\. ` +
        'Please contact us to change them now\\.$',
    ),
    params: (m) => ({ date: isoDay(m[1]), days: Number(m[2]) }),
  },
  {
    reason: 'TRAVELLERS_AT_MOST',
    pattern: /^This booking is for (\d+) travellers?, so at most \1 can be added\.$/,
    params: (m) => ({ count: Number(m[1]) }),
  },
  {
    reason: 'REQUEST_FAILED',
    pattern: /^Request failed: (\d+)$/,
    params: (m) => ({ status: Number(m[1]) }),
  },
  {
    reason: 'NETWORK_ERROR',
    pattern: /^Network error contacting API: (.*)$/s,
    params: (m) => ({ detail: m[1] }),
  },
];

const hasPlaceholder = (text: string) => /\{\w+[,}]/.test(text);

const BY_TEXT = new Map<string, ErrorReason>(
  (Object.entries(ERROR_REASONS) as [ErrorReason, string][])
    .filter(([, text]) => !hasPlaceholder(text))
    .map(([reason, text]) => [text, reason]),
);

/** The code (and values) of a known message, or undefined for a text outside the table. */
export function reasonOf(message: string): ReasonMatch | undefined {
  const reason = BY_TEXT.get(message);
  if (reason) return { reason };
  for (const { reason: patterned, pattern, params } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { reason: patterned, params: params(match) };
  }
  return undefined;
}

/** True for a code of the table (a client may receive codes from a newer server). */
export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);
}
