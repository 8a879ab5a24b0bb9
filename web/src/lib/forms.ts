import type { FieldErrors, FieldValues } from 'react-hook-form';
// zod's mini build: the home page's forms use these, and classic zod would add ~20 kB to its first load.
import { z } from 'zod/mini';

/**
 * product-rules.md#validation states most form rules as one sentence above the submit button ('Please fill all fields.'):
 * this picks the message of the first invalid field, in the order the form lists them.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T)[],
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** A text field that must not be blank (surrounding spaces are trimmed off). */
export function requiredText(message: string) {
  return z.string().check(z.trim(), z.minLength(1, message));
}

/** A required, well-formed email address, trimmed; the messages are the public forms' unless given. */
export function requiredEmail(
  missing = 'Please enter your email address.',
  invalid = 'Please enter a valid email address.',
) {
  return z.pipe(requiredText(missing), z.email(invalid));
}

/**
 * The booking forms' "I accept the terms of booking" box (package and trip): the server records which terms were
 * accepted, and refuses a booking without (TERMS_NOT_ACCEPTED, whose words this is).
 */
export function acceptTermsField() {
  return z.boolean().check(z.refine((accepted) => accepted, 'Please accept the terms of booking to book.'));
}
