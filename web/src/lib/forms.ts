import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The spec states most form rules as one sentence shown above the submit button ('Please fill all fields.'):
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
