import { type ErrorParams, isErrorReason, reasonOf } from '@rihla/db/error-reasons';
import { createIntl, createIntlCache, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { takesValues } from './descriptors';
import { formatCalendarDate } from './format';
import { reportIntlError } from './I18nProvider';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The API's and the forms' messages a reader can meet, by their stable code (the server's `reason`): the same list
 * as @rihla/db/error-reasons (English: product-rules.md#errors; errors.test.ts keeps the two identical). formatjs needs
 * each defaultMessage written out, hence this second copy; the catalogues translate them.
 */
// Looked up by the server's `reason` at run time, with the server's values (ErrorParams): no type could check them.
// eslint-disable-next-line formatjs/enforce-message-types
export const byReason: Record<string, MessageDescriptor> = defineMessages({
  UNAUTHENTICATED: { id: 'errors.UNAUTHENTICATED', defaultMessage: 'Please log in to continue.' },
  FORBIDDEN: { id: 'errors.FORBIDDEN', defaultMessage: 'You do not have permission to do this.' },
  NOT_FOUND: { id: 'errors.NOT_FOUND', defaultMessage: 'Not found.' },
  RATE_LIMITED: { id: 'errors.RATE_LIMITED', defaultMessage: 'Too many attempts. Please wait a minute and try again.' },
  INTERNAL_ERROR: {
    id: 'errors.INTERNAL_ERROR',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  UNEXPECTED_ERROR: { id: 'errors.UNEXPECTED_ERROR', defaultMessage: 'Unexpected error.' },
  SERVER_BUSY: { id: 'errors.SERVER_BUSY', defaultMessage: 'The server is busy. Please try again in a moment.' },
  SERVICE_UNAVAILABLE: {
    id: 'errors.SERVICE_UNAVAILABLE',
    defaultMessage: 'The service is briefly unavailable. Please try again in a moment.',
  },
  SESSION_EXPIRED: { id: 'errors.SESSION_EXPIRED', defaultMessage: 'Your session has expired. Please log in again.' },
  AUTH_HEADER_INVALID: { id: 'errors.AUTH_HEADER_INVALID', defaultMessage: 'Invalid authorization header.' },
  PAYMENT_PROVIDER_UNREACHABLE: {
    id: 'errors.PAYMENT_PROVIDER_UNREACHABLE',
    defaultMessage: 'The payment provider could not be reached. Please try again in a moment.',
  },
  VALUE_TOO_LONG: { id: 'errors.VALUE_TOO_LONG', defaultMessage: 'A value is too long.' },
  ALREADY_EXISTS: { id: 'errors.ALREADY_EXISTS', defaultMessage: 'This already exists.' },
  STILL_IN_USE: { id: 'errors.STILL_IN_USE', defaultMessage: 'This is still in use elsewhere.' },
  VALUE_INVALID: { id: 'errors.VALUE_INVALID', defaultMessage: 'A value is not valid.' },
  NUMBER_OUT_OF_RANGE: { id: 'errors.NUMBER_OUT_OF_RANGE', defaultMessage: 'A number is out of range.' },
  JSON_MALFORMED: { id: 'errors.JSON_MALFORMED', defaultMessage: 'Malformed JSON body.' },
  JSON_EMPTY: { id: 'errors.JSON_EMPTY', defaultMessage: 'The JSON body is empty.' },
  BODY_TOO_LARGE_100KB: {
    id: 'errors.BODY_TOO_LARGE_100KB',
    defaultMessage: 'The request body is too large (at most 100 KB).',
  },
  CONTENT_LENGTH_MISMATCH: {
    id: 'errors.CONTENT_LENGTH_MISMATCH',
    defaultMessage: 'The Content-Length header does not match the body.',
  },
  MEDIA_TYPE_UNSUPPORTED: {
    id: 'errors.MEDIA_TYPE_UNSUPPORTED',
    defaultMessage: 'Send JSON (application/json) or a multipart form.',
  },
  IMAGE_TOO_LARGE: { id: 'errors.IMAGE_TOO_LARGE', defaultMessage: 'Images must be 5 MB or smaller.' },
  ONE_IMAGE_AT_A_TIME: { id: 'errors.ONE_IMAGE_AT_A_TIME', defaultMessage: 'Send one image at a time.' },
  FORM_TOO_MANY_FIELDS: { id: 'errors.FORM_TOO_MANY_FIELDS', defaultMessage: 'The form has too many fields.' },
  FORM_FIELD_NAME_NOT_ALLOWED: {
    id: 'errors.FORM_FIELD_NAME_NOT_ALLOWED',
    defaultMessage: 'The form has a field name that is not allowed.',
  },
  BAD_REQUEST: { id: 'errors.BAD_REQUEST', defaultMessage: 'Bad request.' },
  METHOD_NOT_ALLOWED: { id: 'errors.METHOD_NOT_ALLOWED', defaultMessage: 'Method not allowed.' },
  NOT_ACCEPTABLE: { id: 'errors.NOT_ACCEPTABLE', defaultMessage: 'Not acceptable.' },
  BODY_TOO_LARGE: { id: 'errors.BODY_TOO_LARGE', defaultMessage: 'The request body is too large.' },
  CONTENT_TYPE_UNSUPPORTED: { id: 'errors.CONTENT_TYPE_UNSUPPORTED', defaultMessage: 'Unsupported content type.' },
  INPUT_INVALID: { id: 'errors.INPUT_INVALID', defaultMessage: 'Invalid input.' },
  ID_INVALID: { id: 'errors.ID_INVALID', defaultMessage: 'Invalid id.' },
  BOOLEAN_INVALID: { id: 'errors.BOOLEAN_INVALID', defaultMessage: 'Must be true or false.' },
  TEXT_TOO_LONG: { id: 'errors.TEXT_TOO_LONG', defaultMessage: 'Must be at most {max} characters.' },
  TEXT_HAS_NUL: { id: 'errors.TEXT_HAS_NUL', defaultMessage: 'Text must not contain NUL characters.' },
  EMAIL_INVALID: { id: 'errors.EMAIL_INVALID', defaultMessage: 'Please enter a valid email address.' },
  EMAIL_TOO_LONG: { id: 'errors.EMAIL_TOO_LONG', defaultMessage: 'Email addresses are at most 254 characters.' },
  CURRENCY_INVALID: { id: 'errors.CURRENCY_INVALID', defaultMessage: 'Currency must be one of: {currencies}.' },
  PAGE_INVALID: { id: 'errors.PAGE_INVALID', defaultMessage: 'Page must be a whole number from 1.' },
  PAGE_SIZE_INVALID: { id: 'errors.PAGE_SIZE_INVALID', defaultMessage: 'Page size must be between 1 and 100.' },
  CURSOR_INVALID: { id: 'errors.CURSOR_INVALID', defaultMessage: 'Invalid cursor.' },
  CREDENTIALS_REQUIRED: { id: 'errors.CREDENTIALS_REQUIRED', defaultMessage: 'Please enter email and password.' },
  CREDENTIALS_INVALID: { id: 'errors.CREDENTIALS_INVALID', defaultMessage: 'Invalid credentials' },
  SIGNUP_FIELDS_REQUIRED: { id: 'errors.SIGNUP_FIELDS_REQUIRED', defaultMessage: 'Please fill all fields.' },
  SIGNUP_ROLE_INVALID: {
    id: 'errors.SIGNUP_ROLE_INVALID',
    defaultMessage: 'Only ADMIN (during first setup) or USER can be requested.',
  },
  EMAIL_TAKEN: { id: 'errors.EMAIL_TAKEN', defaultMessage: 'An account with this email already exists.' },
  PASSWORD_TOO_SHORT: { id: 'errors.PASSWORD_TOO_SHORT', defaultMessage: 'Password must be at least 8 characters.' },
  PASSWORD_TOO_LONG: { id: 'errors.PASSWORD_TOO_LONG', defaultMessage: 'Password must be at most 200 characters.' },
  PASSWORD_CHANGE_FIELDS_REQUIRED: {
    id: 'errors.PASSWORD_CHANGE_FIELDS_REQUIRED',
    defaultMessage: 'Please enter your current and new password.',
  },
  CURRENT_PASSWORD_WRONG: {
    id: 'errors.CURRENT_PASSWORD_WRONG',
    defaultMessage: 'Your current password is not correct.',
  },
  NEW_PASSWORD_REQUIRED: { id: 'errors.NEW_PASSWORD_REQUIRED', defaultMessage: 'Please enter a new password.' },
  RESET_LINK_INVALID: {
    id: 'errors.RESET_LINK_INVALID',
    defaultMessage: 'This reset link has expired or has already been used. Please ask for a new one.',
  },
  RESET_REQUESTED: {
    id: 'errors.RESET_REQUESTED',
    defaultMessage:
      'If an account uses this email address, we are emailing it a link to choose a new password. The link works for one hour.',
  },
  PASSWORD_RESET: {
    id: 'errors.PASSWORD_RESET',
    defaultMessage: 'Your password is changed. Sign in with your new password.',
  },
  RESET_LINKS_TOO_MANY: {
    id: 'errors.RESET_LINKS_TOO_MANY',
    defaultMessage:
      'Several reset links were asked for this address in the last hour. Please use the latest one, or try again later.',
  },
  SIGN_IN_LOCKED: {
    id: 'errors.SIGN_IN_LOCKED',
    defaultMessage:
      'Too many failed sign-ins for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}, or reset your password.',
  },
  EMAIL_NOT_SET_UP: {
    id: 'errors.EMAIL_NOT_SET_UP',
    defaultMessage:
      'This site cannot send emails yet, so we cannot send you a link. Please contact us and we will help you.',
  },
  ADMIN_ALREADY_EXISTS: {
    id: 'errors.ADMIN_ALREADY_EXISTS',
    defaultMessage:
      'An admin already exists. Creating another via this page is disabled. Please log in or ask an admin to create users.',
  },
  NAME_REQUIRED: { id: 'errors.NAME_REQUIRED', defaultMessage: 'Please enter your name.' },
  PHONE_TOO_LONG: { id: 'errors.PHONE_TOO_LONG', defaultMessage: 'Phone numbers are at most 40 characters.' },
  PACKAGE_UNAVAILABLE: { id: 'errors.PACKAGE_UNAVAILABLE', defaultMessage: 'The selected package does not exist.' },
  PACKAGE_NOT_FOUND: { id: 'errors.PACKAGE_NOT_FOUND', defaultMessage: 'Package not found.' },
  PACKAGE_NOT_SOLD_BY_DEPARTURE: {
    id: 'errors.PACKAGE_NOT_SOLD_BY_DEPARTURE',
    defaultMessage: 'This package is not sold by departure.',
  },
  BOOKING_NOT_FOUND: { id: 'errors.BOOKING_NOT_FOUND', defaultMessage: 'Booking not found.' },
  BOOKING_RECEIVED: {
    id: 'errors.BOOKING_RECEIVED',
    defaultMessage: 'Booking received. Our team will contact you shortly with a quote.',
  },
  DEPARTURE_REQUIRED: { id: 'errors.DEPARTURE_REQUIRED', defaultMessage: 'Please choose a departure.' },
  ROOM_TYPE_REQUIRED: {
    id: 'errors.ROOM_TYPE_REQUIRED',
    defaultMessage: 'Please choose a room type: QUAD, TRIPLE, DOUBLE or SINGLE.',
  },
  TRAVELLER_COUNT_INVALID: {
    id: 'errors.TRAVELLER_COUNT_INVALID',
    defaultMessage: 'Travellers must be a whole number from 1 to 9.',
  },
  DEPARTURE_NOT_FOUND: { id: 'errors.DEPARTURE_NOT_FOUND', defaultMessage: 'Departure not found.' },
  DEPARTURE_NOT_OF_PACKAGE: {
    id: 'errors.DEPARTURE_NOT_OF_PACKAGE',
    defaultMessage: 'The selected departure is not one of this package’s.',
  },
  DEPARTURE_LEFT: { id: 'errors.DEPARTURE_LEFT', defaultMessage: 'This departure has already left.' },
  ROOM_TYPE_NOT_OFFERED: {
    id: 'errors.ROOM_TYPE_NOT_OFFERED',
    defaultMessage: 'This room type is not offered on this departure.',
  },
  DEPARTURE_CLOSED: { id: 'errors.DEPARTURE_CLOSED', defaultMessage: 'This departure is closed for booking.' },
  SEATS_SOLD_OUT: { id: 'errors.SEATS_SOLD_OUT', defaultMessage: 'This departure is sold out.' },
  SEATS_FEW_LEFT: {
    id: 'errors.SEATS_FEW_LEFT',
    defaultMessage: 'Only {count, plural, one {# seat} other {# seats}} left on this departure.',
  },
  AMOUNT_MISMATCH: {
    id: 'errors.AMOUNT_MISMATCH',
    defaultMessage: 'The amount does not match what this booking owes.',
  },
  HOLD_EXPIRED: {
    id: 'errors.HOLD_EXPIRED',
    defaultMessage: 'This booking’s seat hold has expired. Please search again and book a new option.',
  },
  PACKAGE_HOLD_EXPIRED: {
    id: 'errors.PACKAGE_HOLD_EXPIRED',
    defaultMessage: 'This booking’s seat hold has expired. Please book the departure again.',
  },
  BOOKING_NOT_PAYABLE: {
    id: 'errors.BOOKING_NOT_PAYABLE',
    defaultMessage: 'This booking is {status} and cannot be paid.',
  },
  BOOKING_UNPRICED: {
    id: 'errors.BOOKING_UNPRICED',
    defaultMessage: 'This booking has no price yet. Our team will contact you with a quote.',
  },
  BOOKING_ALREADY_PAID: { id: 'errors.BOOKING_ALREADY_PAID', defaultMessage: 'This booking is already paid.' },
  PAYMENT_BEING_CONFIRMED: {
    id: 'errors.PAYMENT_BEING_CONFIRMED',
    defaultMessage: 'Your payment is being confirmed. Please wait a moment before paying again.',
  },
  BOOKING_KIND_INVALID: { id: 'errors.BOOKING_KIND_INVALID', defaultMessage: 'kind must be PACKAGE or TRIP.' },
  CARD_DECLINED: { id: 'errors.CARD_DECLINED', defaultMessage: 'Your card was declined.' },
  CARD_NUMBER_INCOMPLETE: { id: 'errors.CARD_NUMBER_INCOMPLETE', defaultMessage: 'Your card number is incomplete.' },
  CARD_NUMBER_INVALID: { id: 'errors.CARD_NUMBER_INVALID', defaultMessage: 'Your card number is invalid.' },
  CARD_EXPIRY_INCOMPLETE: {
    id: 'errors.CARD_EXPIRY_INCOMPLETE',
    defaultMessage: 'Your card’s expiration date is incomplete.',
  },
  CARD_EXPIRED: { id: 'errors.CARD_EXPIRED', defaultMessage: 'Your card’s expiration date is in the past.' },
  CARD_CVC_INCOMPLETE: { id: 'errors.CARD_CVC_INCOMPLETE', defaultMessage: 'Your card’s security code is incomplete.' },
  DEMO_PAYMENTS_DISABLED: {
    id: 'errors.DEMO_PAYMENTS_DISABLED',
    defaultMessage: 'Demo payments are disabled: this server uses Stripe.',
  },
  PAYMENT_NOT_FOUND: { id: 'errors.PAYMENT_NOT_FOUND', defaultMessage: 'Payment not found.' },
  PAYMENT_REPLACED: {
    id: 'errors.PAYMENT_REPLACED',
    defaultMessage: 'This payment was replaced because the amount changed. Please reload the checkout.',
  },
  RECEIPT_NOT_FOUND: { id: 'errors.RECEIPT_NOT_FOUND', defaultMessage: 'Receipt not found.' },
  LIVE_TOO_MANY_STREAMS: {
    id: 'errors.LIVE_TOO_MANY_STREAMS',
    defaultMessage: 'Too many live updates are open from your address. Close other tabs and try again.',
  },
  TRIP_SEARCH_REQUIRED: {
    id: 'errors.TRIP_SEARCH_REQUIRED',
    defaultMessage: 'Please fill origin, destination and departure date.',
  },
  PASSENGERS_INVALID: { id: 'errors.PASSENGERS_INVALID', defaultMessage: 'Passengers must be between 1 and 9.' },
  DATES_TOO_FAR: { id: 'errors.DATES_TOO_FAR', defaultMessage: 'Dates must be within the next two years.' },
  TRIP_MODES_INVALID: {
    id: 'errors.TRIP_MODES_INVALID',
    defaultMessage: 'Modes must be among FLIGHTS, BUS, TRAIN and FERRY.',
  },
  TRIP_TIMES_INVALID: {
    id: 'errors.TRIP_TIMES_INVALID',
    defaultMessage: 'Times must be among NIGHT, MORNING, AFTERNOON and EVENING.',
  },
  OPERATOR_NAME_TOO_LONG: {
    id: 'errors.OPERATOR_NAME_TOO_LONG',
    defaultMessage: 'Operator names must be at most 100 characters.',
  },
  OPERATOR_NAME_HAS_NUL: {
    id: 'errors.OPERATOR_NAME_HAS_NUL',
    defaultMessage: 'Operator names must not contain NUL characters.',
  },
  OPERATORS_TOO_MANY: { id: 'errors.OPERATORS_TOO_MANY', defaultMessage: 'Choose at most 20 operators.' },
  PLACE_HAS_NUL: {
    id: 'errors.PLACE_HAS_NUL',
    defaultMessage: 'Origin and destination must not contain NUL characters.',
  },
  PLACE_TOO_LONG: {
    id: 'errors.PLACE_TOO_LONG',
    defaultMessage: 'Origin and destination must be at most 200 characters.',
  },
  DEPARTURE_DATE_INVALID: {
    id: 'errors.DEPARTURE_DATE_INVALID',
    defaultMessage: 'Departure date must be a date (YYYY-MM-DD).',
  },
  TRIP_TYPE_INVALID: { id: 'errors.TRIP_TYPE_INVALID', defaultMessage: 'Trip type must be ONEWAY or ROUNDTRIP.' },
  TRIP_SORT_INVALID: { id: 'errors.TRIP_SORT_INVALID', defaultMessage: 'Sort must be DEPARTURE, PRICE or DURATION.' },
  TRIP_OPTION_REQUIRED: { id: 'errors.TRIP_OPTION_REQUIRED', defaultMessage: 'Please choose a trip option.' },
  PLACE_AMBIGUOUS_ORIGIN: {
    id: 'errors.PLACE_AMBIGUOUS_ORIGIN',
    defaultMessage:
      'More than one place matches the origin: choose one from the suggestions, or type its full name or airport code.',
  },
  PLACE_AMBIGUOUS_DESTINATION: {
    id: 'errors.PLACE_AMBIGUOUS_DESTINATION',
    defaultMessage:
      'More than one place matches the destination: choose one from the suggestions, or type its full name or airport code.',
  },
  ORIGIN_UNKNOWN: { id: 'errors.ORIGIN_UNKNOWN', defaultMessage: 'Unknown origin.' },
  DESTINATION_UNKNOWN: { id: 'errors.DESTINATION_UNKNOWN', defaultMessage: 'Unknown destination.' },
  DEPARTURE_DATE_PAST: { id: 'errors.DEPARTURE_DATE_PAST', defaultMessage: 'Departure date cannot be in the past.' },
  RETURN_DATE_INVALID: { id: 'errors.RETURN_DATE_INVALID', defaultMessage: 'Return date must be a date (YYYY-MM-DD).' },
  RETURN_BEFORE_DEPARTURE: {
    id: 'errors.RETURN_BEFORE_DEPARTURE',
    defaultMessage: 'Return date cannot be before the departure date.',
  },
  TRIP_OPTION_UNKNOWN: { id: 'errors.TRIP_OPTION_UNKNOWN', defaultMessage: 'Unknown trip option.' },
  TRIP_OPTION_UNAVAILABLE: {
    id: 'errors.TRIP_OPTION_UNAVAILABLE',
    defaultMessage: 'This trip option is no longer available.',
  },
  SEATS_NOT_ENOUGH: { id: 'errors.SEATS_NOT_ENOUGH', defaultMessage: 'Not enough seats left on this departure.' },
  SEAT_HOLDS_LIMIT: {
    id: 'errors.SEAT_HOLDS_LIMIT',
    defaultMessage:
      'You already hold seats on {count, plural, one {# unpaid booking} other {# unpaid bookings}}. Pay for one or wait for a hold to expire before booking more.',
  },
  LOCATION_SEARCH_TOO_LONG: {
    id: 'errors.LOCATION_SEARCH_TOO_LONG',
    defaultMessage: 'Search text must be at most 80 characters.',
  },
  CONSULTATION_FIELDS_REQUIRED: {
    id: 'errors.CONSULTATION_FIELDS_REQUIRED',
    defaultMessage: 'Please fill name, email and message.',
  },
  CONSULTATION_SENT: { id: 'errors.CONSULTATION_SENT', defaultMessage: 'Consultation request sent!' },
  NEWSLETTER_CONFIRM_SENT: {
    id: 'errors.NEWSLETTER_CONFIRM_SENT',
    defaultMessage: 'Almost done: we are emailing you a link. Open it to confirm your subscription.',
  },
  NEWSLETTER_CONFIRMED: {
    id: 'errors.NEWSLETTER_CONFIRMED',
    defaultMessage: 'Subscription confirmed. Thank you: our letter will reach you at this address.',
  },
  NEWSLETTER_UNSUBSCRIBED: {
    id: 'errors.NEWSLETTER_UNSUBSCRIBED',
    defaultMessage: 'You are unsubscribed. We will send you no more newsletters.',
  },
  NEWSLETTER_LINK_INCOMPLETE: {
    id: 'errors.NEWSLETTER_LINK_INCOMPLETE',
    defaultMessage: 'This link is not complete. Please open the link from the email again.',
  },
  NEWSLETTER_LINK_INVALID: { id: 'errors.NEWSLETTER_LINK_INVALID', defaultMessage: 'This link is not valid.' },
  NEWSLETTER_CONFIRM_LINK_INVALID: {
    id: 'errors.NEWSLETTER_CONFIRM_LINK_INVALID',
    defaultMessage:
      'This confirmation link has already been used or is no longer valid. Subscribe again to get a new one.',
  },
  NEWSLETTER_UNSUBSCRIBE_LINK_INVALID: {
    id: 'errors.NEWSLETTER_UNSUBSCRIBE_LINK_INVALID',
    defaultMessage: 'This unsubscribe link is not valid.',
  },
  CANCEL_REASON_TOO_LONG: {
    id: 'errors.CANCEL_REASON_TOO_LONG',
    defaultMessage: 'The reason is at most 500 characters.',
  },
  BOOKING_ALREADY_CANCELLED: {
    id: 'errors.BOOKING_ALREADY_CANCELLED',
    defaultMessage: 'This booking is already cancelled.',
  },
  BOOKING_REFUNDED: { id: 'errors.BOOKING_REFUNDED', defaultMessage: 'This booking was refunded.' },
  BOOKING_EXPIRED_UNPAID: {
    id: 'errors.BOOKING_EXPIRED_UNPAID',
    defaultMessage: 'This booking expired before it was paid.',
  },
  CANCEL_ALREADY_REQUESTED: {
    id: 'errors.CANCEL_ALREADY_REQUESTED',
    defaultMessage: 'You already asked to cancel this booking; our team will confirm it.',
  },
  CANCEL_BOOKING_IN_REVIEW: {
    id: 'errors.CANCEL_BOOKING_IN_REVIEW',
    defaultMessage: 'This booking is being checked by our team: please contact us to cancel it.',
  },
  BOOKING_NOT_CANCELLABLE: {
    id: 'errors.BOOKING_NOT_CANCELLABLE',
    defaultMessage: 'This booking cannot be cancelled.',
  },
  RATING_INVALID: { id: 'errors.RATING_INVALID', defaultMessage: 'Rating must be a whole number from 1 to 5.' },
  REVIEW_COMMENT_TOO_LONG: {
    id: 'errors.REVIEW_COMMENT_TOO_LONG',
    defaultMessage: 'Comments are at most 2000 characters.',
  },
  REVIEW_PAGE_SIZE_INVALID: {
    id: 'errors.REVIEW_PAGE_SIZE_INVALID',
    defaultMessage: 'Page size must be between 1 and 50.',
  },
  REVIEW_NOT_FOUND: { id: 'errors.REVIEW_NOT_FOUND', defaultMessage: 'Review not found.' },
  REVIEW_BOOKING_UNPAID: { id: 'errors.REVIEW_BOOKING_UNPAID', defaultMessage: 'Only paid bookings can be reviewed.' },
  REVIEW_TOO_EARLY: { id: 'errors.REVIEW_TOO_EARLY', defaultMessage: 'You can review a trip once it has ended.' },
  REVIEW_ALREADY_GIVEN: { id: 'errors.REVIEW_ALREADY_GIVEN', defaultMessage: 'You have already reviewed this trip.' },
  CLAIM_LINK_INVALID: {
    id: 'errors.CLAIM_LINK_INVALID',
    defaultMessage: 'This link has expired or is not valid. Ask for a new one from My trips.',
  },
  CLAIM_LINK_OTHER_ACCOUNT: {
    id: 'errors.CLAIM_LINK_OTHER_ACCOUNT',
    defaultMessage:
      'This link was sent for another account. Sign in with the account that asked for it, then open the link again.',
  },
  CLAIM_LINKS_TOO_MANY: {
    id: 'errors.CLAIM_LINKS_TOO_MANY',
    defaultMessage: 'We sent several links recently. Please use the latest one, or try again in an hour.',
  },
  CLAIM_LINK_SENT: {
    id: 'errors.CLAIM_LINK_SENT',
    defaultMessage: 'We sent a link to {email}. It works for {minutes} minutes.',
  },
  CLAIM_NONE_FOUND: {
    id: 'errors.CLAIM_NONE_FOUND',
    defaultMessage: 'No bookings without an account were found for {email}.',
  },
  CLAIM_ADDED: {
    id: 'errors.CLAIM_ADDED',
    defaultMessage: '{count, plural, one {# booking} other {# bookings}} added to My trips.',
  },
  TRAVELLER_NAME_REQUIRED: {
    id: 'errors.TRAVELLER_NAME_REQUIRED',
    defaultMessage: 'Enter the full name as on the passport.',
  },
  TRAVELLER_NAME_LENGTH: {
    id: 'errors.TRAVELLER_NAME_LENGTH',
    defaultMessage: 'The full name as on the passport must be 2 to 100 characters.',
  },
  TRAVELLER_BIRTH_DATE_REQUIRED: {
    id: 'errors.TRAVELLER_BIRTH_DATE_REQUIRED',
    defaultMessage: 'Enter the date of birth (YYYY-MM-DD).',
  },
  TRAVELLER_BIRTH_DATE_TOO_EARLY: {
    id: 'errors.TRAVELLER_BIRTH_DATE_TOO_EARLY',
    defaultMessage: 'The date of birth cannot be before 1900.',
  },
  TRAVELLER_BIRTH_DATE_FUTURE: {
    id: 'errors.TRAVELLER_BIRTH_DATE_FUTURE',
    defaultMessage: 'The date of birth must be in the past.',
  },
  TRAVELLER_NATIONALITY_REQUIRED: {
    id: 'errors.TRAVELLER_NATIONALITY_REQUIRED',
    defaultMessage: 'Choose the nationality.',
  },
  TRAVELLER_NATIONALITY_INVALID: {
    id: 'errors.TRAVELLER_NATIONALITY_INVALID',
    defaultMessage: 'Choose the nationality from the list (a country code such as SA or GB).',
  },
  TRAVELLER_PASSPORT_REQUIRED: {
    id: 'errors.TRAVELLER_PASSPORT_REQUIRED',
    defaultMessage: 'Enter the passport number.',
  },
  TRAVELLER_PASSPORT_INVALID: {
    id: 'errors.TRAVELLER_PASSPORT_INVALID',
    defaultMessage: 'The passport number must be 5 to 20 letters and digits.',
  },
  TRAVELLER_PASSPORT_EXPIRY_REQUIRED: {
    id: 'errors.TRAVELLER_PASSPORT_EXPIRY_REQUIRED',
    defaultMessage: 'Enter the passport’s expiry date (YYYY-MM-DD).',
  },
  TRAVELLER_RELATION_REQUIRED: {
    id: 'errors.TRAVELLER_RELATION_REQUIRED',
    defaultMessage: 'Choose the relation to the lead traveller.',
  },
  TRAVELLER_DETAILS_REQUIRED: {
    id: 'errors.TRAVELLER_DETAILS_REQUIRED',
    defaultMessage: 'Give each traveller’s details.',
  },
  TRAVELLERS_LIST_REQUIRED: { id: 'errors.TRAVELLERS_LIST_REQUIRED', defaultMessage: 'Give the list of travellers.' },
  TRAVELLERS_LEAD_REQUIRED: {
    id: 'errors.TRAVELLERS_LEAD_REQUIRED',
    defaultMessage: 'Add at least the lead traveller.',
  },
  TRAVELLERS_TOO_MANY: { id: 'errors.TRAVELLERS_TOO_MANY', defaultMessage: 'A booking has at most 9 travellers.' },
  TRAVELLER_FIRST_IS_LEAD: {
    id: 'errors.TRAVELLER_FIRST_IS_LEAD',
    defaultMessage: 'Traveller 1 is the lead traveller: their relation is “Lead traveller”.',
  },
  TRAVELLER_ONLY_FIRST_IS_LEAD: {
    id: 'errors.TRAVELLER_ONLY_FIRST_IS_LEAD',
    defaultMessage: 'Traveller {number}: only traveller 1 is the lead traveller; choose their relation to them.',
  },
  TRAVELLER_ISSUE: { id: 'errors.TRAVELLER_ISSUE', defaultMessage: 'Traveller {number}: {detail}' },
  PASSPORT_EXPIRES_TOO_SOON: {
    id: 'errors.PASSPORT_EXPIRES_TOO_SOON',
    defaultMessage:
      'The passport of {name} expires on {expiry}; it must be valid until at least {validUntil} (six months after you return).',
  },
  TRAVELLERS_NEED_DEPARTURE: {
    id: 'errors.TRAVELLERS_NEED_DEPARTURE',
    defaultMessage: 'Travellers are added to a booking of a dated departure; this booking has none.',
  },
  TRAVELLERS_LOCKED: {
    id: 'errors.TRAVELLERS_LOCKED',
    defaultMessage: 'This booking is {status}: its travellers can no longer be changed.',
  },
  TRAVELLERS_BOOKING_CANCELLED: {
    id: 'errors.TRAVELLERS_BOOKING_CANCELLED',
    defaultMessage: 'This booking was cancelled: its travellers can no longer be changed.',
  },
  TRAVELLERS_EDIT_CLOSED: {
    id: 'errors.TRAVELLERS_EDIT_CLOSED',
    defaultMessage:
      'Traveller details could be changed online until {date} ({days} days before departure). Please contact us to change them now.',
  },
  TRAVELLERS_AT_MOST: {
    id: 'errors.TRAVELLERS_AT_MOST',
    defaultMessage:
      'This booking is for {count, plural, one {# traveller} other {# travellers}}, so at most {count} can be added.',
  },
  EMAIL_REQUIRED: { id: 'errors.EMAIL_REQUIRED', defaultMessage: 'Please enter your email address.' },
  NAME_TOO_LONG: { id: 'errors.NAME_TOO_LONG', defaultMessage: 'Please shorten your name.' },
  FULL_NAME_REQUIRED: { id: 'errors.FULL_NAME_REQUIRED', defaultMessage: 'Please enter your full name.' },
  PHONE_REQUIRED: { id: 'errors.PHONE_REQUIRED', defaultMessage: 'Please enter a phone number.' },
  BOOKING_DATES_REQUIRED: {
    id: 'errors.BOOKING_DATES_REQUIRED',
    defaultMessage: 'Please choose the dates you travel.',
  },
  BOOKING_ROOM_REQUIRED: { id: 'errors.BOOKING_ROOM_REQUIRED', defaultMessage: 'Please choose a room.' },
  PASSWORDS_DIFFERENT: { id: 'errors.PASSWORDS_DIFFERENT', defaultMessage: 'The two passwords do not match.' },
  SETUP_CONFIRM_REQUIRED: {
    id: 'errors.SETUP_CONFIRM_REQUIRED',
    defaultMessage: 'Please confirm that you are creating the FIRST ADMIN for this system.',
  },
  SETUP_FIELDS_REQUIRED: {
    id: 'errors.SETUP_FIELDS_REQUIRED',
    defaultMessage: 'Please fill name, email, and password.',
  },
  CONSULTATION_MESSAGE_REQUIRED: {
    id: 'errors.CONSULTATION_MESSAGE_REQUIRED',
    defaultMessage: 'Please tell us how we can help.',
  },
  TRIP_MODES_REQUIRED: { id: 'errors.TRIP_MODES_REQUIRED', defaultMessage: 'Choose at least one way to travel.' },
  RETURN_DATE_BEFORE_DEPARTURE: {
    id: 'errors.RETURN_DATE_BEFORE_DEPARTURE',
    defaultMessage: 'The return date must be on or after the departure date.',
  },
  TRAVELLERS_LEAD_MISSING: {
    id: 'errors.TRAVELLERS_LEAD_MISSING',
    defaultMessage: 'Enter at least the lead traveller.',
  },
  RATING_REQUIRED: { id: 'errors.RATING_REQUIRED', defaultMessage: 'Choose a rating from 1 to 5 stars.' },
  CARD_NUMBER_FORMAT: { id: 'errors.CARD_NUMBER_FORMAT', defaultMessage: 'Enter the card number (12 to 19 digits).' },
  CARD_EXPIRY_FORMAT: { id: 'errors.CARD_EXPIRY_FORMAT', defaultMessage: 'Enter the expiry as MM/YY.' },
  CARD_CVC_FORMAT: { id: 'errors.CARD_CVC_FORMAT', defaultMessage: 'Enter the 3 or 4 digit CVC.' },
  ACCESS_CODE_REQUIRED: {
    id: 'errors.ACCESS_CODE_REQUIRED',
    defaultMessage: 'Enter the access code from your booking confirmation.',
  },
  ACCESS_CODE_INVALID: {
    id: 'errors.ACCESS_CODE_INVALID',
    defaultMessage: 'This access code is not valid. Copy it exactly from your confirmation.',
  },
  CURRENCY_CODE_FORMAT: {
    id: 'errors.CURRENCY_CODE_FORMAT',
    defaultMessage: 'Use a 3-letter currency code such as USD.',
  },
  MANUAL_CHECKOUT_REQUIRED: {
    id: 'errors.MANUAL_CHECKOUT_REQUIRED',
    defaultMessage: 'bookingId and amount are required',
  },
  REQUEST_FAILED: { id: 'errors.REQUEST_FAILED', defaultMessage: 'Request failed: {status}' },
  NETWORK_ERROR: { id: 'errors.NETWORK_ERROR', defaultMessage: 'Network error contacting API: {detail}' },
});

/** Values that are calendar days (YYYY-MM-DD): written in the reader's language. */
const DAY_PARAMS = new Set(['date', 'expiry', 'validUntil']);

/** A message in the reader's language: by its code (and values) when known, else by its English text. */
function translate(intl: IntlShape, text: string, reason?: string, params?: ErrorParams): string {
  const known = isErrorReason(reason) ? { reason, params } : reasonOf(text);
  const descriptor = known && byReason[known.reason];
  if (!descriptor) return text;
  const needsValues = takesValues(descriptor);
  if (needsValues && !known.params) {
    // A code without its values (an older server): the English text may still tell them.
    const fromText = reasonOf(text);
    return fromText?.params ? translate(intl, text, fromText.reason, fromText.params) : text;
  }
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(known.params ?? {})) {
    if (name === 'detail' && typeof value === 'string') values[name] = translate(intl, value);
    else if (DAY_PARAMS.has(name) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      values[name] = formatCalendarDate(value, intl.locale as Locale, 'long');
    else values[name] = value;
  }
  return intl.formatMessage(descriptor, values);
}

export type TranslateError = (text: string, reason?: string, params?: ErrorParams) => string;

/**
 * Error texts in one language, from its errors catalogue (messages/<locale>/errors.json): loaded with this table
 * when the page first shows an error (errors.ts), so neither is part of the app's first load.
 */
export function errorTranslator(locale: Locale, catalogue: Record<string, string>): TranslateError {
  const intl = createIntl(
    { locale, defaultLocale: DEFAULT_LOCALE, messages: catalogue, onError: reportIntlError },
    createIntlCache(),
  );
  return (text, reason, params) => translate(intl, text, reason, params);
}
