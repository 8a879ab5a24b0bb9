/**
 * Every error (and service answer) text of the API and the web forms, by a stable code: services throw by code
 * (`badRequest('PACKAGE_UNAVAILABLE')`), the English is formatted from this table (./error-messages.ts), and the API
 * sends the code and its values beside it (REST `reason`/`params`, GraphQL `extensions.reason`/`params`).
 *
 * ERROR_REASONS are the texts a visitor or customer can meet: `npm run i18n:extract` writes them into the web's
 * English catalogue as `errors.<REASON>` and the ar/id catalogues translate them. ENGLISH_ONLY_REASONS are the
 * back office's (English only, like the admin pages) and the answers only a hand-made request can meet (a wrong JSON
 * type, a webhook): the web shows the server's English for them.
 *
 * The English is exactly what the API answers and the forms show (curly apostrophes included): product-rules.md#errors.
 * A text with `{placeholders}` (ICU) takes values (`params`); their types follow from the text (ErrorParamsOf).
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
  INVITATION_ACCEPTED: 'Your account is ready. Sign in with your email and the password you chose.',
  ACCOUNT_DEACTIVATED: 'This account is deactivated. Please contact Rihla if you think this is a mistake.',
  SIGN_IN_LOCKED:
    'Too many failed sign-ins for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}, or reset your password.',
  // The second step of a staff sign-in (api/src/services/two-factor.service.ts): on the sign-in page, in three languages
  TWO_FACTOR_CODE_REQUIRED: 'Please enter the 6-digit code from your authenticator app.',
  TWO_FACTOR_CODE_INVALID: 'That code is not right. Check your authenticator app and try again.',
  TWO_FACTOR_CODE_USED: 'That code has already been used. Wait for the next code in your authenticator app.',
  RECOVERY_CODE_INVALID: 'That recovery code is not right, or it has already been used.',
  SIGN_IN_CHALLENGE_INVALID: 'This sign-in has expired. Please enter your email and password again.',
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
  TRIP_SAME_PLACE: 'The origin and the destination are the same place: choose where you are going.',
  TRIP_PASSENGER_NAMES_REQUIRED: 'Give the name of each of the {count} passengers, as on their passports.',
  TRIP_PASSENGER_ISSUE: 'Passenger {number}: {detail}',
  TRIP_PASSPORT_REQUIRED:
    'Passenger {number}: this trip crosses a border, so give the date of birth, nationality and passport number.',
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
  CONSULTATION_PHONE_INVALID:
    'Please enter a phone or WhatsApp number of 6 to 20 digits (spaces, +, - and brackets are fine), or leave it empty.',
  NEWSLETTER_CONFIRM_SENT: 'Almost done: we are emailing you a link. Open it to confirm your subscription.',
  NEWSLETTER_CONFIRMED: 'Subscription confirmed. Thank you: our letter will reach you at this address.',
  NEWSLETTER_UNSUBSCRIBED: 'You are unsubscribed. We will send you no more newsletters.',
  NEWSLETTER_LINK_INCOMPLETE: 'This link is not complete. Please open the link from the email again.',
  NEWSLETTER_LINK_INVALID: 'This link is not valid.',
  NEWSLETTER_CONFIRM_LINK_INVALID:
    'This confirmation link has already been used or is no longer valid. Subscribe again to get a new one.',
  NEWSLETTER_UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid.',

  // Legal pages, consent and the customer's own data (legal.service.ts, account-data.service.ts; issue #31)
  TERMS_NOT_ACCEPTED: 'Please accept the terms of booking to book.',
  LEGAL_KIND_INVALID: 'Document must be PRIVACY or TERMS.',
  LANGUAGE_INVALID: 'Language must be one of: {languages}.',
  ACCOUNT_DELETE_PASSWORD_REQUIRED: 'Please enter your password to delete your account.',
  ACCOUNT_DELETE_PASSWORD_WRONG: 'That password is not right. Your account was not deleted.',
  ACCOUNT_HAS_OPEN_BOOKINGS:
    'You have {count, plural, one {# booking} other {# bookings}} still open (a payment in review, a balance to pay or a trip still ahead). You can delete your account once they are cancelled or travelled.',
  ACCOUNT_STAFF_CANNOT_DELETE: 'Staff accounts are deleted by an admin, not from My trips.',

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
  SIGNUP_BOOKING_OTHER_EMAIL:
    'This booking was made with another email address. Create your account with that address to add the booking to it.',
  SIGNUP_BOOKING_HAS_ACCOUNT: 'This booking is already in an account. Sign in to that account to see it in My trips.',
  CLAIM_LINKS_TOO_MANY: 'We sent several links recently. Please use the latest one, or try again in an hour.',
  CLAIM_LINK_SENT: 'We sent a link to {email}. It works for {minutes} minutes.',
  CLAIM_NONE_FOUND: 'No bookings without an account were found for {email}.',
  CLAIM_ADDED: '{count, plural, one {# booking} other {# bookings}} added to My trips.',

  // Travellers (traveller-inputs.ts, travellers.service.ts)
  TRAVELLER_NAME_REQUIRED: 'Enter the full name as on the passport.',
  TRAVELLER_NAME_LENGTH: 'The full name as on the passport must be 2 to 100 characters.',
  TRAVELLER_NAME_NOT_LATIN:
    'Type the name as printed in the passport’s machine-readable zone (its bottom lines), in Latin letters A–Z: for example MUHAMMAD ABDULLAH.',
  TRAVELLER_BIRTH_DATE_REQUIRED: 'Enter the date of birth (YYYY-MM-DD).',
  TRAVELLER_BIRTH_DATE_TOO_EARLY: 'The date of birth cannot be before 1900.',
  TRAVELLER_BIRTH_DATE_FUTURE: 'The date of birth must be in the past.',
  TRAVELLER_NATIONALITY_REQUIRED: 'Choose the nationality.',
  TRAVELLER_NATIONALITY_INVALID: 'Choose the nationality from the list (a country code such as SA or GB).',
  TRAVELLER_PASSPORT_REQUIRED: 'Enter the passport number.',
  TRAVELLER_PASSPORT_INVALID: 'The passport number must be 5 to 20 letters and digits.',
  TRAVELLER_PASSPORT_EXPIRY_REQUIRED: 'Enter the passport’s expiry date (YYYY-MM-DD).',
  TRAVELLER_RELATION_REQUIRED: 'Choose the relation to the lead traveller.',
  TRAVELLER_GENDER_REQUIRED: 'Choose the gender as on the passport.',
  TRAVELLER_ISSUING_COUNTRY_INVALID: 'Choose the country that issued the passport from the list.',
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
  // Visas (issue #33 §2, decision 0058): what a customer can meet in My trips
  VISA_TRAVELLER_NOT_FOUND: 'Traveller not found.',
  E_VISA_NOT_UPLOADED: 'The e-visa of this traveller is not available yet.',
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
  // Travellers' documents (issue #33, decision 0057)
  DOCUMENT_FILE_REQUIRED: 'Choose a file to upload.',
  DOCUMENT_FILE_TYPE_INVALID: 'Upload a photo (JPEG, PNG or WebP) or a PDF file.',
  DOCUMENT_FILE_TOO_LARGE: 'Documents must be 8 MB or smaller.',
  DOCUMENT_PDF_INVALID:
    'This PDF could not be read, or it contains scripts or attachments. Please upload a plain scan or photo.',
  DOCUMENT_NOT_REQUIRED: 'This trip does not ask for this document.',
  DOCUMENT_ALREADY_APPROVED: 'This document is already approved. Contact us if it must change.',
  DOCUMENT_UPLOAD_CLOSED: 'Documents can no longer be uploaded for this booking.',
  DOCUMENT_NOT_FOUND: 'Document not found.',
  DOCUMENT_FILE_DELETED: 'This document’s file was deleted after the trip, as our retention policy says.',
  TRAVELLER_NOT_IN_BOOKING: 'This traveller is not part of this booking.',
  // Agency statements (issue #34, decision 0065; api/src/services/agency-statements.service.ts)
  STATEMENT_MONTH_INVALID: 'Choose a month written YYYY-MM, for example 2026-11.',
  STATEMENT_MONTH_FUTURE: 'This month has not started yet.',
  STATEMENT_FORMAT_INVALID: 'A statement downloads as pdf or csv.',
  // Agencies' invoices (issue #34, decision 0065): what an agent meets
  INVOICE_NOT_FOUND: 'Invoice not found.',
  // Agents' bookings on invoice (issue #34, decision 0065)
  AGENCY_SUSPENDED: 'Your agency’s account is suspended, so it cannot book. Please contact us.',
  AGENCY_CURRENCY_MISMATCH: 'This package is priced in {packageCurrency}; your agency books in {agencyCurrency} only.',
  AGENCY_ROOM_NOT_SOLD: 'This room type is not offered to your agency on this package.',
  AGENCY_ROOMS_INVALID: 'Book 1 to {max} rooms at once.',
  AGENCY_DEPARTURE_UNAVAILABLE: 'This departure is not open for booking.',
  AGENCY_CREDIT_LIMIT:
    'This booking would bring what your agency owes to {owed}, over its credit limit of {limit}. Pay an open invoice or ask us to raise the limit.',
  AGENCY_CREDIT_LIMIT_OVERDUE:
    '{count, plural, one {The invoice} other {The invoices}} {invoices} {count, plural, one {is overdue} other {are overdue}}: please pay before booking more. This booking would bring what your agency owes to {owed}, over its credit limit of {limit}.',
  ALLOCATION_NONE: 'Your agency has no seat allocation on this departure.',
  ALLOCATION_RELEASED: 'Your agency’s seat allocation on this departure was released. Book from public sale instead.',
  ALLOCATION_FEW_LEFT:
    'Only {count, plural, one {# seat is} other {# seats are}} left in your agency’s allocation on this departure.',
} as const;

/** Back-office and hand-made-request texts: English only, never in the web's catalogues. */
export const ENGLISH_ONLY_REASONS = {
  // Two-factor enrolment and its management (back office; api/src/services/two-factor.service.ts)
  // Hotel stays and rooming lists (issue #33 section 3, decision 0059; back office)
  HOTEL_STAYS_NOT_LIST: 'Stays must be a list.',
  HOTEL_STAYS_TOO_MANY: 'A package has at most {max} hotel stays.',
  HOTEL_STAY_CITY_REQUIRED: 'Name the city of each stay.',
  HOTEL_STAY_HOTEL_REQUIRED: 'Name the hotel of each stay.',
  HOTEL_STAY_NIGHTS_INVALID: 'Nights must be a whole number from 1 to 60.',
  HOTEL_STAY_NOT_FOUND: 'Hotel stay not found.',
  HOTEL_STAY_IN_USE: '{city}, {hotel} has rooms on a rooming list: remove its rooms before removing the stay.',
  ROOM_NOT_FOUND: 'Room not found.',
  ROOM_LABEL_TOO_LONG: 'A room label is at most 40 characters.',
  ROOM_FULL: 'Room {room} is full: a {type} room sleeps {beds}. Move someone out first.',
  ROOM_NOT_EMPTY: 'Room {room} still has travellers: move them out before removing it.',
  ROOMING_STAY_NOT_OF_DEPARTURE: 'This hotel stay is not part of this departure’s package.',
  ROOMING_TRAVELLER_NOT_ON_DEPARTURE: 'This traveller is not booked on this departure.',
  ROOMING_TRAVELLER_NOT_ROOMED: '{name} has no room at this stay yet.',
  ROOMING_SWAP_SAME_ROOM: 'These travellers already share a room.',
  ROOMING_SWAP_NEEDS_TWO: 'Choose two different travellers to swap.',
  TWO_FACTOR_SETUP_REQUIRED: 'Set up two-factor sign-in before you continue.',
  TWO_FACTOR_STAFF_ONLY: 'Two-factor sign-in is for staff and admin accounts.',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on for this account.',
  TWO_FACTOR_NOT_STARTED: 'Start the two-factor set-up again: no authenticator is waiting to be confirmed.',
  TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on for this account.',
  TWO_FACTOR_CANNOT_TURN_OFF: 'Two-factor sign-in is required for staff: it cannot be turned off.',
  TWO_FACTOR_RESET_OWN: 'You cannot reset your own two-factor sign-in. Ask another admin.',
  TWO_FACTOR_RESET_NOT_STAFF: 'Only a staff or admin account has two-factor sign-in to reset.',
  // A request body or argument of the wrong JSON type (api/src/lib/validation.ts, zod's own issues)
  BODY_NOT_OBJECT: 'The request body must be a JSON object.',
  FIELD_TYPE_INVALID:
    '“{field}” must be {expected, select, string {text} number {a number} boolean {true or false} array {a list} object {an object} other {something else}}.',
  FIELD_REQUIRED: '“{field}” is required.',
  FIELD_UNKNOWN: '“{field}” is not a known field.',
  FIELD_INVALID: '“{field}” is not valid.',
  FIRST_INVALID: 'first must be between 1 and 50.',
  LIMIT_INVALID: 'Limit must be between 1 and 100.',
  PAGINATION_MIXED: 'Use either page and pageSize or limit and cursor.',
  FORM_FIELD_TOO_LONG: 'The form field "{field}" is too long.',
  BOOKING_ID_REQUIRED: 'bookingId is required.',
  PAY_IN_FULL_INVALID: 'payInFull must be true or false.',
  CLIENT_SECRET_REQUIRED: 'clientSecret is required.',

  // Webhooks, metrics and the queue dashboard (webhooks.service.ts, lib/metrics.ts, queue-dashboard.ts)
  WEBHOOK_SIGNATURE_MISSING: 'Missing Stripe-Signature header.',
  WEBHOOK_SIGNATURE_INVALID: 'Invalid webhook signature.',
  WEBHOOK_BODY_NOT_JSON: 'The webhook body is not JSON.',
  METRICS_TOKEN_REQUIRED: 'Metrics need the metrics token.',
  QUEUE_DASHBOARD_FROM_ADMIN: 'Open the queue dashboard from the admin area.',

  // Users and roles (users.service.ts)
  ROLE_INVALID: 'Role must be ADMIN, STAFF, GROUP_LEADER or USER.',
  ACTIVE_FLAG_REQUIRED: '“active” must be true or false.',
  USER_STATUS_INVALID: 'Status must be ACTIVE or DEACTIVATED.',
  USER_NOT_FOUND: 'User not found.',
  STAFF_CANNOT_CHANGE_ADMIN: 'Staff cannot change an admin.',
  ADMIN_GRANTS_ADMIN: 'Only an admin can grant the ADMIN role.',
  LAST_ADMIN_DEMOTION: 'The last admin cannot be demoted.',
  OWN_ROLE_CHANGE: 'You cannot change your own role.',
  OWN_ACCOUNT_DELETION: 'You cannot delete your own account.',
  LAST_ADMIN_DELETION: 'The last admin cannot be deleted.',
  LAST_ADMIN_DEACTIVATION: 'The last active admin cannot be deactivated.',
  OWN_ACCOUNT_DEACTIVATION: 'You cannot deactivate your own account.',
  USER_DEACTIVATE_ADMIN_ONLY: 'Only an admin can deactivate or reactivate an account.',
  USER_CREATED_BY_INVITATION:
    'Accounts are no longer created with a password set by staff: invite staff by email, and customers sign up themselves.',

  // Staff invitations (staff-invitations.service.ts, decision 0050)
  INVITATION_FIELDS_REQUIRED: 'Name and email are required.',
  INVITATION_ROLE_INVALID: 'An invitation is for the role STAFF, GROUP_LEADER or ADMIN.',
  STAFF_INVITES_STAFF_ONLY: 'Only an admin can invite an admin, or resend or revoke an admin’s invitation.',
  INVITATION_EMAIL_TAKEN:
    'An account already uses this email. Change the role of that account in Users instead of inviting it.',
  INVITATION_NOT_FOUND: 'This invitation link is not valid. Open the whole link from the email.',
  INVITATION_USED: 'This invitation has already been accepted. Sign in with the email it was sent to.',
  INVITATION_EXPIRED: 'This invitation has expired. Ask the person who invited you to send a new one.',
  INVITATION_REVOKED: 'This invitation was withdrawn. Ask an admin if you should have access.',
  INVITATION_CLOSED: 'This invitation was already accepted or revoked.',
  INVITATION_ACCOUNT_EXISTS:
    'An account with this email already exists. Sign in with it and ask an admin to change its role, or ask for an invitation to another address.',

  // Catalogue editing: packages, departures, classes, modes, training, translations
  CODE_AND_NAME_REQUIRED: 'Code and name are required.',
  CODE_CHARACTERS_INVALID: 'Code may use letters, digits, "-" and "_" only.',
  PACKAGE_CODE_TAKEN: 'A package with code {code} already exists.',
  DEPOSIT_PERCENT_INVALID: 'The deposit percentage must be a whole number from 1 to 99.',
  DEPOSIT_PER_TRAVELLER_INVALID: 'The deposit per traveller must be a whole number of minor units from 1 to {max}.',
  BALANCE_DUE_DAYS_INVALID: 'The balance is due 0 to 365 days before departure.',
  HOTEL_BLANK: 'Hotel must not be blank.',
  DESCRIPTION_TOO_LONG: 'Description must be at most {max} characters.',
  INCLUSION_TOO_LONG: 'Each inclusion must be at most {max} characters.',
  INCLUSIONS_NOT_LIST: 'Inclusions must be a list of lines.',
  INCLUSIONS_TOO_MANY: 'A package lists at most {max} inclusions.',
  CLEAR_PRICE_INVALID: 'clearPrice must be true or false.',
  IMAGE_REQUIRED: 'Select an image first',
  SEATS_INVALID: 'Seats must be a whole number from 1 to {max}.',
  DEPARTURE_STATUS_INVALID: 'Status must be OPEN or CLOSED.',
  ROOM_TYPE_INVALID: 'Room type must be QUAD, TRIPLE, DOUBLE or SINGLE.',
  ROOM_PRICE_INVALID: 'A room price must be a whole number of minor units from 1 to 100,000,000.',
  ROOM_PRICE_DUPLICATE: 'One price per room type.',
  SITE_FIGURE_INVALID: '“{field}” must be a whole number from 0 to {max}.',
  SITE_RATING_INVALID: 'The rating must be from 0 to 5, with at most one decimal (4.8).',
  DEPARTURE_DATES_REVERSED: 'The return date cannot be before the departure date.',
  SEATS_BELOW_TAKEN: 'Seats cannot go below the {taken} already taken.',
  MULTIPLIER_NOT_NUMBER: 'Multiplier must be a number.',
  MULTIPLIER_TOO_SMALL: 'Multiplier must be at least 0.1.',
  MULTIPLIER_TOO_LARGE: 'Multiplier must be at most 100.',
  MULTIPLIER_STEP: 'Multiplier goes in steps of 0.1.',
  SEAT_SHARE_NOT_WHOLE: 'Seat share must be a whole number of percent.',
  SEAT_SHARE_RANGE: 'Seat share must be between 0 and 100 %.',
  SERVICE_CLASS_FIELDS_REQUIRED: 'Code, name and multiplier are required.',
  SEAT_SHARES_OVER_100: "The classes' seat shares would add up to {total} % of a departure's seats; at most 100 %.",
  SERVICE_CLASS_NOT_FOUND: 'Service class not found.',
  SERVICE_CLASS_CODE_TAKEN: 'A class with code {code} already exists.',
  ENABLED_INVALID: 'Enabled must be true or false.',
  ACTIVE_INVALID: 'Active must be true or false.',
  TRANSPORT_MODE_NOT_FOUND: 'Transport mode not found.',
  TRANSPORT_MODE_CODE_TAKEN: 'A mode with code {code} already exists.',
  TRANSPORT_MODE_IN_USE: 'This mode has scheduled services; disable it instead of deleting it.',
  ORDER_INVALID: 'Order must be a whole number from 1.',
  TITLE_AND_SLUG_REQUIRED: 'Title and slug are required.',
  SLUG_INVALID: 'Slug may use lowercase letters, digits and single dashes.',
  LESSON_TITLE_REQUIRED: 'Lesson title is required.',
  VIDEO_URL_INVALID: 'Video URL must be an http(s) link.',
  VIDEO_URL_TOO_LONG: 'Video URL is too long.',
  LESSON_CONTENT_TOO_LONG: 'Lesson content must be at most {max} characters.',
  MODULE_REQUIRED: 'Module is required.',
  MODULE_SLUG_TAKEN: 'A module with slug {slug} already exists.',
  CONTENT_TEXT_TOO_LONG: '{label} must be at most {max} characters.',
  CONTENT_LINE_TOO_LONG: 'Each {label} must be at most {max} characters.',
  CONTENT_LINES_NOT_LIST: 'Translated {label}s must be a list of lines.',
  CONTENT_LINES_TOO_MANY: 'At most {max} translated {label}s.',

  PRICE_INVALID: 'Price must be a whole number of minor units from 0 to {max} (e.g. 189900 for 1,899.00).',
  NIGHTS_INVALID: 'Nights must be a whole number from 1 to 365.',
  DISTANCE_INVALID: 'Distance to the Haram must be a whole number of metres from 0 to 100000.',
  DEPOSIT_EITHER_OR: 'A deposit is a percentage or an amount per traveller, not both.',
  DATE_FORMAT_INVALID: 'Dates are written YYYY-MM-DD.',
  MODULE_NOT_FOUND: 'Module not found.',
  LESSON_NOT_FOUND: 'Lesson not found.',
  TRANSLATION_LANGUAGE_UNKNOWN: 'Translations are given per language: "ar" (Arabic) or "id" (Indonesian).',
  TRANSLATION_FIELD_UNKNOWN: '{kind} translations may only hold {fields}.',
  TRANSLATION_NOT_TEXTS: '{kind} translations must be an object of texts per language.',
  TRANSLATIONS_NOT_BY_LANGUAGE: '{kind} translations must be an object by language ("ar", "id").',
  BASE_FARE_INVALID: 'Base fare must be a whole number of minor units, 0 or more.',
  SERVICE_SEATS_INVALID: 'Seats must be a whole number between 0 and 5000.',
  DEPARTURE_MINUTES_INVALID: 'Departure time must be between 0 and 1439 minutes after midnight.',
  DURATION_INVALID: 'Duration must be between 1 and 10080 minutes.',
  IMAGE_TYPE_INVALID: 'Only image files are allowed (PNG, JPEG, WebP or GIF).',
  IMAGE_DIMENSIONS_TOO_LARGE: 'Images must be at most {max}×{max} pixels.',
  IMAGE_UNREADABLE: 'The image could not be read; please upload another file.',

  // Bookings, cancellations, refunds and payment review in the back office
  QUOTE_AMOUNT_INVALID: 'Amount must be a positive whole number of minor units.',
  QUOTE_PACKAGE_PRICED: 'This booking’s package has a price; quotes are for unpriced bookings.',
  QUOTE_STATUS_INVALID: 'A {status} booking cannot be re-quoted.',
  OVERDUE_INVALID: 'overdue must be true or false.',
  MISSING_DOCUMENTS_INVALID: 'missingDocuments must be true or false.',
  BOOKING_SEARCH_TOO_LONG: 'Search text is at most 100 characters.',
  BOOKING_QUEUE_INVALID: 'Queue must be one of: {queues}.',
  TRIP_BOOKING_STATUS_INVALID: 'Status must be CONFIRMED or CANCELLED.',
  TRIP_BOOKING_NOT_FOUND: 'Custom booking not found.',
  TRIP_BOOKING_ALREADY_SET: 'This booking is already {status}.',
  CANCEL_REASON_REQUIRED: 'Please give a reason for the cancellation.',
  CANCEL_REFUND_INVALID: 'The refund must be a whole amount in minor units, 0 or more.',
  BOOKING_ALREADY_OVER: 'This booking is already over ({status}): there is nothing to cancel.',
  REFUND_AMOUNT_INVALID: 'The refund must be a whole amount in minor units, more than 0.',
  REFUND_REASON_REQUIRED: 'Please give a reason for the refund.',
  NOTHING_TO_REFUND: 'Nothing is left to refund on this booking.',
  REFUND_ABOVE_POLICY:
    'The policy refunds {policy} in all ({percent} % of the {paid} paid) and {taken} is already refunded or on its way, so at most {allowed} more. Refunding more overrides the policy and needs its reason.',
  REFUND_OVERRIDE_REASON_REQUIRED: 'Please say why this refund goes above the policy.',
  REFUND_TOO_MUCH:
    'At most {refundable} can be refunded: {paid} was paid and {taken} is already refunded or on its way.',
  REFUND_PROVIDER_UNREACHABLE:
    'The payment provider could not be reached, so the refund is marked failed. Please try again in a moment.',
  REFUND_REFUSED: 'The payment provider refused the refund: {detail} Nothing was refunded.',
  POLICY_DAYS_INVALID: 'Days before departure must be a whole number from 0 to 365.',
  POLICY_REFUND_PERCENT_INVALID: 'The refund must be a whole percentage from 0 to 100.',
  POLICY_RULES_NOT_LIST: 'Rules must be a list.',
  POLICY_RULES_TOO_MANY: 'A policy has at most {max} rules.',
  POLICY_DAYS_DUPLICATE: 'Each number of days can have only one rule.',
  POLICY_REFUND_NOT_DECREASING: 'A rule closer to departure cannot refund more than a rule further from it.',
  PAYMENT_EVENT_STATE_INVALID: 'State must be one of: {states}.',
  PAYMENT_EVENT_ID_INVALID: 'Invalid event id.',
  REVIEW_RESOLUTION_INVALID: 'Resolution must be one of: {resolutions}.',
  REVIEW_NOTES_TOO_LONG: 'Notes are at most 500 characters.',
  PAYMENT_KIND_INVALID: 'Kind must be PACKAGE or TRIP.',
  PAYMENT_EVENT_NOT_FOUND: 'Payment event not found.',
  PAYMENT_EVENT_PROCESSED: 'This event was already processed.',
  PAYMENT_EVENT_NOT_DEAD: 'Only a dead event can be replayed.',
  BOOKING_NOT_IN_REVIEW: 'Only a booking in review can be resolved; this one is {status}.',
  BOOKING_RESOLVED_MEANWHILE: 'This booking was resolved meanwhile.',
  REVIEW_SEATS_SOLD:
    'The seats of this departure were sold meanwhile: refund the payment and cancel the booking instead.',
  REVIEW_DEPARTED: 'This departure has begun: refund the payment and cancel the booking instead.',
  REVIEW_HIDDEN_INVALID: 'hidden must be true or false.',
  EMAIL_KIND_INVALID: 'Kind must be one of {kinds}.',
  STATUS_INVALID: 'Status must be one of {statuses}.',
  EMAIL_NOT_FOUND: 'Email not found.',
  AUDIT_FILTER_NOT_TEXT: '{name} must be text.',
  AUDIT_FILTER_TOO_LONG: '{name} is at most {max} characters.',
  DATE_RANGE_REVERSED: 'The end date cannot be before the start date.',
  AUDIT_ADMIN_ONLY: 'Only an admin can read the activity of this record.',
  AUDIT_LOG_ADMIN_ONLY: 'Only an admin can read the activity log.',
  PACKAGE_DELETE_ADMIN_ONLY: 'Only an admin can delete packages.',
  PACKAGE_ARCHIVE_ADMIN_ONLY: 'Only an admin can archive packages.',
  MODULE_DELETE_ADMIN_ONLY: 'Only an admin can delete a training module.',
  USER_DELETE_ADMIN_ONLY: 'Only an admin can delete users.',
  SCHEDULED_SERVICE_NOT_FOUND: 'Scheduled service not found.',
  LEGAL_TITLE_REQUIRED: 'A title is required.',
  LEGAL_BODY_REQUIRED: 'The text is required.',
  LEGAL_EDIT_ADMIN_ONLY: 'Only an admin can edit the privacy policy and the terms.',
  // Consultation work and internal notes (issue #32, decision 0054): back-office only
  CONSULTATION_NOT_FOUND: 'Consultation not found.',
  CONSULTATION_MOVE_NOT_ALLOWED: 'A {from} consultation cannot be moved to {to}.',
  CONSULTATION_REPLY_CLOSED: 'This consultation is closed. Reopen it before replying.',
  CONSULTATION_REPLY_REQUIRED: 'Write a reply before sending it.',
  CONSULTATION_REPLY_TOO_LONG: 'A reply is at most 5,000 characters.',
  CONSULTATION_ASSIGNEE_NOT_STAFF: 'Consultations can only be assigned to staff or admins.',
  STAFF_NOTE_REQUIRED: 'Write the note before saving it.',
  STAFF_NOTE_TOO_LONG: 'A note is at most 2,000 characters.',
  STAFF_NOTE_SUBJECT_INVALID: 'A note is about one booking, trip booking or consultation: name exactly one.',
  // Departure manifests (issue #33 section 5, decision 0061): back-office only
  MANIFEST_INCOMPLETE:
    'This manifest has {count, plural, one {# problem} other {# problems}}: {problems}. Fix them first, or export with gaps to have them marked in the file.',
  // Visas (issue #33 §2, decision 0058): staff changes
  VISA_STATUS_INVALID: 'Status must be one of NOT_STARTED, SUBMITTED, ISSUED or REFUSED.',
  VISA_MOVE_NOT_ALLOWED: 'A visa that is {from} cannot be marked {to}.',
  VISA_REFUSAL_REASON_REQUIRED: 'Give the reason for the refusal: the customer reads it.',
  VISA_REASON_TOO_LONG: 'A refusal reason is at most 500 characters.',
  VISA_NUMBER_INVALID: 'A visa number is 1 to 40 letters, digits, dashes or slashes.',
  VISA_BULK_EMPTY: 'Choose at least one traveller.',
  VISA_BULK_TOO_MANY: 'Change at most 200 travellers at once.',
  VISA_BULK_NOT_FOUND: 'No such traveller: {ids}. Nothing was changed.',
  VISA_BULK_REFUSED:
    '{count, plural, one {# traveller cannot} other {# travellers cannot}} be marked {to}: {travellers}. Nothing was changed.',
  E_VISA_FILE_REQUIRED: 'Attach the e-visa PDF in the form field "file".',
  E_VISA_NOT_PDF: 'The e-visa must be a PDF file.',
  E_VISA_TOO_LARGE: 'An e-visa PDF is at most {max} MB.',
  E_VISA_NEEDS_ISSUED: 'Mark the visa issued before uploading its e-visa.',
  // Departure groups, their leaders and flights (issue #33, decision 0060): back office and the leader's page
  DEPARTURE_GROUP_NOT_FOUND: 'Group not found.',
  GROUP_NOT_YOURS: 'This group is led by someone else: a leader sees only the groups they lead.',
  GROUP_NAME_REQUIRED: 'Give the group a name (up to 80 characters).',
  GROUP_NAME_TAKEN: 'This departure already has a group with that name.',
  GROUP_LEADER_INVALID: 'A group is led by an active group leader, staff member or admin.',
  GROUP_BOOKING_OTHER_DEPARTURE: 'Booking {reference} is not on this group’s departure.',
  GROUP_BOOKING_NOT_TRAVELLING: 'Booking {reference} is {status}: only bookings that travel join a group.',
  FLIGHT_NUMBER_INVALID: 'A flight number is 3 to 8 letters and digits, like SV 123.',
  FLIGHT_AIRPORT_INVALID: 'An airport is its three-letter IATA code, like JED.',
  FLIGHT_TIME_INVALID: 'Give the flight’s local departure and arrival date and time, as printed on the ticket.',
  // Travellers' documents, back office (issue #33, decision 0057)
  DOCUMENT_DECISION_INVALID: 'The decision is APPROVE or REJECT.',
  DOCUMENT_REJECTION_REASON_REQUIRED: 'Write the reason the customer will read.',
  DOCUMENT_REJECTION_REASON_TOO_LONG: 'A reason is at most 1,000 characters.',
  DOCUMENT_TYPE_NOT_FOUND: 'Document type not found.',
  DOCUMENT_TYPE_CODE_INVALID: 'A code is 2 to 40 capital letters, digits or underscores, e.g. PASSPORT.',
  DOCUMENT_TYPE_CODE_TAKEN: 'Another document type already has this code.',
  DOCUMENT_TYPE_NAME_REQUIRED: 'A document type needs a name.',
  DOCUMENT_TYPE_IDS_INVALID: 'Send the list of document type ids (at most 20).',
  // Aged receivables (issue #34, decision 0065; back office)
  RECEIVABLES_AS_OF_INVALID: 'The date to age from is written YYYY-MM-DD.',
  RECEIVABLES_FORMAT_INVALID: 'The aged receivables download as csv.',
  // Agencies' invoices and bank transfers, back office (issue #34, decision 0065)
  INVOICE_STATE_INVALID: 'The state is OPEN, OVERDUE or PAID.',
  TRANSFER_AMOUNT_INVALID: 'The amount received is a whole number of minor units, more than 0.',
  TRANSFER_REFERENCE_INVALID: 'Give the bank’s reference for the transfer (1 to 60 characters).',
  TRANSFER_RECEIVED_ON_INVALID: 'The day the money was received is a date (YYYY-MM-DD), not in the future.',
  TRANSFER_REFERENCE_TAKEN: 'A transfer with reference {reference} is already recorded on this invoice.',
  BANK_TRANSFER_NOT_FOUND: 'Bank transfer not found.',
  TRANSFER_NO_EXCESS: 'This transfer paid nothing over what the invoice owed: there is nothing to review.',
  TRANSFER_ALREADY_REVIEWED: 'This transfer’s overpayment was already reviewed.',
  TRANSFER_REVIEW_NOTE_INVALID: 'Say what was done with the overpayment (1 to 500 characters).',
  INVOICE_DUE_ON_INVALID: 'The due date is a date (YYYY-MM-DD), not before the invoice was issued.',
  // Agencies, their terms, agents and seat allocations, back office (issue #34, decision 0065)
  AGENCY_NOT_FOUND: 'Agency not found.',
  AGENCY_NAME_REQUIRED: 'Give the agency a name (up to 120 characters).',
  AGENCY_NAME_TAKEN: 'Another agency already has this name.',
  AGENCY_COUNTRY_INVALID: 'The country is a two-letter ISO code, like SA or ID.',
  AGENCY_CONTACT_REQUIRED: 'Give the contact’s name (up to 120 characters) and email.',
  AGENCY_PHONE_INVALID: 'A phone number has 6 to 20 digits, with spaces, +, - or parentheses only.',
  AGENCY_CREDIT_LIMIT_INVALID: 'The credit limit is a whole amount in minor units, 0 or more.',
  AGENCY_PAYMENT_TERMS_INVALID: 'Payment terms are 0 to 120 days.',
  AGENCY_COMMISSION_INVALID: 'A commission is 0 to 5000 basis points (0% to 50%).',
  AGENCY_LANGUAGE_INVALID: 'The language is en (English), ar (Arabic) or id (Indonesian).',
  AGENCY_CHANGE_REQUIRED: 'Give at least one field to change.',
  AGENCY_CURRENCY_LOCKED: 'The agency has invoices in {currency}: its currency cannot change.',
  AGENCY_CURRENCY_HAS_TERMS:
    'The agency has terms on packages in {currency}: remove them before changing its currency.',
  AGENCY_TERMS_INVALID:
    'Terms are PERCENT_OFF with commissionBasisPoints, or NET_PRICE with netPrices (one per room type).',
  AGENCY_NET_PRICE_INVALID: 'A net price is a whole amount in minor units, more than 0.',
  AGENCY_NET_PRICE_TWICE: 'Give each room type one net price.',
  AGENCY_NET_PRICE_UNPRICED: 'The package has no {roomType} price: nothing to set a net price against.',
  AGENCY_NET_PRICE_ABOVE_PUBLIC: 'The {roomType} net price is above the package’s public price ({publicPrice}).',
  AGENCY_PACKAGE_CURRENCY:
    'The package is priced in {packageCurrency} and the agency pays in {agencyCurrency}: terms are set only on packages in the agency’s currency.',
  ALLOCATION_PACKAGE_CURRENCY:
    'The package is priced in {packageCurrency} and the agency pays in {agencyCurrency}: seats are blocked only on packages in the agency’s currency.',
  AGENCY_TERMS_NOT_FOUND: 'The agency has no terms of its own on this package.',
  AGENT_ROLE_BY_INVITATION: 'An agent is made only by an agency’s invitation (Agencies page), not by a role change.',
  AGENT_ROLE_FIXED: 'An agent’s role does not change: deactivate the account instead.',
  SEAT_ALLOCATION_NOT_FOUND: 'Seat allocation not found.',
  SEAT_ALLOCATION_SEATS_INVALID: 'A block holds 1 to {max} seats.',
  SEAT_ALLOCATION_RELEASE_ON_INVALID: 'The release date is a date (YYYY-MM-DD).',
  SEAT_ALLOCATION_RELEASE_ON_RANGE: 'The release date is from today and before the departure ({departDate}).',
  SEAT_ALLOCATION_CHANGE_REQUIRED: 'Give the new number of seats or the new release date.',
  SEAT_ALLOCATION_EXISTS: 'The agency already has a block on this departure: resize it instead.',
  SEAT_ALLOCATION_DEPARTURE_CLOSED: 'The departure is closed: seats are blocked only on an open departure.',
  SEAT_ALLOCATION_SEATS_SHORT: 'Not enough seats on public sale: {left} left, the block needs {needed}.',
  SEAT_ALLOCATION_BELOW_USED:
    'The agency has used {used, plural, one {# seat} other {# seats}} of this block: it cannot shrink below that.',
  SEAT_ALLOCATION_RELEASED: 'This block was released: its unused seats are back on public sale.',
} as const;

const ALL_REASONS = { ...ERROR_REASONS, ...ENGLISH_ONLY_REASONS } as const;

/** A code of the customer-facing table: the web translates these. */
export type CustomerErrorReason = keyof typeof ERROR_REASONS;
/** Any code the API may answer with. */
export type ErrorReason = keyof typeof ALL_REASONS;

/** The English (ICU) of every code. */
export const englishTextOf = (reason: ErrorReason): string => ALL_REASONS[reason];

/** Every code the API may answer with (the OpenAPI `reason` enum). */
export const ALL_ERROR_REASONS = Object.keys(ALL_REASONS) as [ErrorReason, ...ErrorReason[]];

/** The values of a message with numbers or names in it, as they travel (REST `params`, GraphQL extensions). */
export type ErrorParams = Record<string, string | number>;

/**
 * Values that are amounts: they travel as integer minor units beside a `currency` value, and each side writes them
 * its reader's way ("£7,400.00" in the server's English, "£7.400,00" in the web's Indonesian), as the pages show money.
 */
const MONEY_PARAM_NAMES = ['owed', 'limit'] as const;
type MoneyParam = (typeof MONEY_PARAM_NAMES)[number];
export const MONEY_PARAMS: ReadonlySet<string> = new Set<string>(MONEY_PARAM_NAMES);

/**
 * The placeholders of an ICU text and their types, read by the type checker from the text itself: a plural or a
 * `number` takes a number, a `select` a string, a plain `{name}` either, an amount (MONEY_PARAMS) a number and the
 * text a `currency`. Nested `{# seats}` arms are skipped.
 */
type ArgumentType<Format extends string> = Format extends `${string}plural${string}` | `${string}number${string}`
  ? number
  : Format extends `${string}select${string}`
    ? string
    : string | number;
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Inside}}${infer Rest}`
  ? (Inside extends `${infer Name},${infer Format}`
      ? Name extends `${string} ${string}` | `${string}#${string}` | `${string}{${string}`
        ? unknown
        : { [K in Name]: ArgumentType<Format> }
      : Inside extends `${string} ${string}` | `${string}#${string}` | `${string}{${string}`
        ? unknown
        : Inside extends MoneyParam
          ? { [K in Inside]: number } & { currency: string }
          : { [K in Inside]: string | number }) &
      PlaceholdersOf<Rest>
  : unknown;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The values `reason`'s text needs: `{}` for a text without placeholders. */
export type ErrorParamsOf<R extends ErrorReason> = Flatten<PlaceholdersOf<(typeof ALL_REASONS)[R]>>;

/** The arguments after the code: none for a text without placeholders, else exactly its values. */
export type ReasonArgs<R extends ErrorReason> = keyof ErrorParamsOf<R> extends never ? [] : [params: ErrorParamsOf<R>];

/** Values that are calendar days (YYYY-MM-DD): each side writes them its reader's way. */
export const DAY_PARAMS: ReadonlySet<string> = new Set(['date', 'expiry', 'validUntil']);

/** True for a code of the table (a client may receive codes from a newer server). */
export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ALL_REASONS, value);
}

/** True for a code the web translates. */
export function isCustomerErrorReason(value: unknown): value is CustomerErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);
}
