import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** The public legal pages (routes /privacy and /terms, under each language's prefix too). */
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';

// Opened beside the form, so what was typed is still there when the reader comes back.
const linkTo = (to: string) => (chunks: ReactNode[]) => (
  <Link to={to} target="_blank" rel="noopener">
    {chunks}
  </Link>
);

/** Links a form's reader to the text they accept: the label of the booking form's terms checkbox. */
export function AcceptTermsLabel() {
  return (
    <FormattedMessage
      id="legal.accept.label"
      defaultMessage="I accept the <terms>terms of booking</terms> and have read the <privacy>privacy policy</privacy>."
      values={{ terms: linkTo(TERMS_PATH), privacy: linkTo(PRIVACY_PATH) }}
    />
  );
}

/**
 * One line under a form that takes personal data or payment: how the details are used (the privacy policy) and,
 * where money or a booking is involved (`terms`), the terms that apply.
 */
export function LegalNotice({ terms = false }: { terms?: boolean }) {
  return (
    <p className="legal-notice">
      {terms ? (
        <FormattedMessage
          id="legal.notice.terms"
          defaultMessage="Our <terms>terms of booking</terms> apply. We use your details as our <privacy>privacy policy</privacy> describes."
          values={{ terms: linkTo(TERMS_PATH), privacy: linkTo(PRIVACY_PATH) }}
        />
      ) : (
        <FormattedMessage
          id="legal.notice.privacy"
          defaultMessage="We use your details as our <privacy>privacy policy</privacy> describes."
          values={{ privacy: linkTo(PRIVACY_PATH) }}
        />
      )}
    </p>
  );
}
