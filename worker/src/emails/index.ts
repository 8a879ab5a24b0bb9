/** What the API (and the worker's own paths) use to put a message in the outbox. */
export { publicUrl } from '../config.ts';
export { documentsReminderFor } from './documents-reminder.ts';
export { EMAIL_LOCALES, type EmailLocale, emailLocale, packageTitle } from './i18n/index.ts';
export { hashAccessToken, LINK_PLACEHOLDER, newAccessToken } from './links.ts';
export { EMAIL_KINDS, type EmailKind, NO_SMTP, type OutboxMessage, queueEmail } from './outbox.ts';
export { accountSecurityEmail } from './templates/account-security.ts';
export { agencyBookingConfirmedEmail, agencyPilgrimBookedEmail } from './templates/agency-booking.ts';
export { bookingReceivedEmail, paymentReceiptEmail, type TripFacts } from './templates/booking.ts';
export { bookingClaimEmail } from './templates/booking-claim.ts';
export { bookingCancelledEmail, cancellationRequestedEmail } from './templates/cancellation.ts';
export { consultationAckEmail, consultationReplyEmail, consultationStaffEmail } from './templates/consultation.ts';
export { documentReviewedEmail } from './templates/document-reviewed.ts';
export { newsletterConfirmEmail } from './templates/newsletter.ts';
export { passwordResetEmail } from './templates/password-reset.ts';
export { staffInvitationEmail } from './templates/staff-invitation.ts';
export { visaIssuedEmail, visaRefusedEmail } from './templates/visa.ts';
