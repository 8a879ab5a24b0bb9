/**
 * A name "as on the passport" is the one printed in the passport's machine-readable zone (MRZ, the two lines of
 * `<` at the bottom of the photo page): Latin letters A–Z only, whatever the script of the name above it. Airlines,
 * rail operators and visa systems read that line, so a name typed in Arabic (or with accents: ÖZTÜRK is OZTURK
 * there) does not match it. Accepted: A–Z and a–z (any case; the MRZ is upper case), spaces, hyphens and
 * apostrophes (straight or the curly one a phone's keyboard types), at least one letter. Decision 0056.
 *
 * Here because the API (traveller-inputs.ts, trip-passengers.ts) and the web forms (the same rule before sending)
 * both need it. Keep this file free of imports: the browser bundles it as it is.
 */
export const PASSPORT_NAME_PATTERN = /^[A-Za-z][A-Za-z '’-]*$/;

/** True when `name` (already trimmed) is written the way the passport's machine-readable zone writes it. */
export const isPassportName = (name: string): boolean => PASSPORT_NAME_PATTERN.test(name);
