/**
 * The customers' emails in English: the source texts, exactly as they were before the site spoke other languages.
 * ICU messages (intl-messageformat): `{name}` is a value, `{days, plural, one {...} other {...}}` a plural. The
 * other languages (ar.ts, id.ts) are typed by this one, so a key missing there fails the typecheck.
 */
export const en = {
  common: {
    orOpenLink: 'Or open this link:',
    journey: 'your Rihla journey',
    booking: 'Booking',
    date: 'Date',
    browsePackages: 'Browse our packages',
    openMyTrips: 'Open My trips',
    bookingFooter: 'You receive this email because this address was given when booking on Rihla.',
  },
  bookingReceived: {
    subject: 'Booking received: {title} ({reference})',
    previewPriced: 'Your payment link is inside.',
    previewQuote: 'Our team will send you a quote.',
    heading: 'Thank you, {name}',
    received: 'We received your booking for {title}.',
    amount: 'Amount',
    quoteToFollow: 'Quote to follow',
    payPriced: 'Pay with the link below. Keep this email: the link is your access to this booking.',
    payQuote: 'Our team will contact you shortly with a quote. Once it is set, the link below lets you pay it.',
    payNow: 'Pay now',
    openBooking: 'Open my booking',
  },
  paymentReceipt: {
    headingFull: 'Payment received',
    headingDeposit: 'Deposit received',
    headingBalance: 'Balance received',
    subject: '{heading}: {paid} for {title} ({reference})',
    previewBalanceBy: 'We received {paid}. The balance is due by {date}.',
    previewBalance: 'We received {paid}. The balance is due.',
    previewPaid: 'We received {paid}. Thank you.',
    thanks: 'Thank you, {name}. We received your payment for {title}.',
    amountPaid: 'Amount paid',
    depositPaid: 'Deposit paid',
    balancePaid: 'Balance paid',
    paymentReference: 'Payment reference',
    stillToPay: 'Still to pay',
    remainingBy: '{amount} by {date}',
    paidInFull: 'Nothing: paid in full',
    payBalance: 'Pay the balance from My trips when signed in, or with the payment link in your booking email.',
    footer: 'Keep this email as your receipt.',
  },
  balanceReminder: {
    subject: 'Balance of {due} due by {date}: {title} ({reference})',
    preview: 'Your balance of {due} is due in {days, plural, one {# day} other {# days}}.',
    heading: 'Your balance is due soon',
    intro: 'Dear {name}, the balance of your booking for {title} is due by {date}.',
    balanceDue: 'Balance due',
    dueBy: 'Due by',
    howAccount: 'Pay it from My trips: sign in and choose "Pay balance" on this booking.',
    howLink:
      'Pay it with the payment link in your booking email, or from My trips once signed in with this email address.',
    howSignIn: 'Sign in (or create an account) with this email address and pay it from My trips.',
    button: 'Pay balance in My trips',
    footer: 'You receive this email because a deposit was paid for this booking on Rihla.',
  },
  bookingClaim: {
    subject: 'Add your earlier bookings to My trips',
    preview: 'This link works for {minutes, plural, one {# minute} other {# minutes}}.',
    heading: 'Find your bookings',
    intro: 'Hello {name}, you asked to add the bookings made with {email} to My trips on your Rihla account.',
    button: 'Add my bookings',
    signedIn:
      'Open the link while signed in to Rihla as {email}. It works for {minutes, plural, one {# minute} other {# minutes}}.',
    ignore: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  cancellationRequested: {
    subject: 'We received your cancellation request ({reference})',
    preview: 'Our team will confirm your cancellation shortly.',
    heading: 'We received your cancellation request',
    intro: 'Dear {name}, we received your request to cancel your booking for {title}.',
    refundUnderPolicy: 'Refund under the policy',
    refundDue:
      "Under the package's cancellation policy you will be refunded {amount} ({percent} % of what you paid). Our team will confirm the cancellation and the refund by email.",
    noRefund:
      "Under the package's cancellation policy no refund is due at this date. Our team will confirm the cancellation and the refund by email.",
  },
  bookingCancelled: {
    subject: 'Your booking is cancelled ({reference})',
    preview: 'Your booking for {title} is cancelled.',
    heading: 'Your booking is cancelled',
    intro: 'Dear {name}, your booking for {title} is cancelled.',
    refund: 'A refund of {amount} is on its way to your card; we email you when it is done.',
    nothingToRefund: 'No payment was taken for this booking, so there is nothing to refund.',
  },
  refundConfirmed: {
    subject: 'Refund of {amount} for {title} ({reference})',
    preview: 'We refunded {amount} to your card.',
    heading: 'Your refund is on its way',
    intro: 'Dear {name}, we refunded {amount} for your booking for {title}.',
    amountRefunded: 'Amount refunded',
    refundReference: 'Refund reference',
    bank: 'Your bank usually shows it on your statement within 5 to 10 working days.',
    footer: 'Keep this email as the record of your refund.',
  },
  consultationAck: {
    subject: 'We received your consultation request',
    preview: 'A Rihla advisor will answer you personally.',
    heading: 'Thank you, {name}',
    body: 'We received your consultation request. A Rihla advisor will read it and answer you by email.',
    footer: 'You receive this email because you asked for a consultation on Rihla.',
  },
  newsletterConfirm: {
    subject: 'Please confirm your subscription to the Rihla newsletter',
    preview: 'One click and you are subscribed.',
    heading: 'Confirm your subscription',
    intro:
      'Someone, hopefully you, asked to receive the Rihla newsletter at this address: new departures, early prices and a short reflection for the road.',
    button: 'Confirm my subscription',
    ignore: 'If you did not ask for it, ignore this email: without your confirmation we send you nothing.',
    unsubscribe: 'Unsubscribe at any time: {url}',
  },
  passwordReset: {
    subject: 'Reset your Rihla password',
    preview: 'This link works once, for one hour.',
    heading: 'Reset your password',
    intro: 'Hello {name}, we received a request to reset the password of your Rihla account.',
    button: 'Choose a new password',
    once: 'The link works once, for one hour. Setting a new password signs you out on every device.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
};

export type EmailTexts = typeof en;
