import { useState } from 'react';

import { errorMessage } from '../../lib/errors';

/**
 * The failure text for a thrown error (see lib/errors errorMessage): the server's own message, else `rejected` when
 * the server answered without text, `failed` otherwise.
 */
export function serverMessage(rejected: string, failed: string = rejected): (error: unknown) => string {
  return (error) => errorMessage(error, rejected, failed);
}

export interface ServerSubmit<TValues, TFailure> {
  /** Runs the action; a throw becomes `failure` instead of an unhandled rejection. */
  submit: (values: TValues) => Promise<void>;
  /** The last submit's failure (its throw as described, or what it passed to `fail`); cleared when a submit starts. */
  failure: TFailure | null;
  setFailure: (failure: TFailure | null) => void;
  /** True while the action runs (for forms without react-hook-form's isSubmitting). */
  pending: boolean;
}

/**
 * "Submit, catch, show the server's message": wraps a form's action so that whatever it throws is turned into a
 * failure to show (by `describe`, usually serverMessage(...)). To fail with your own text, throw an Error with it or
 * call the action's `fail`.
 */
export function useServerSubmit<TValues, TFailure = string>(
  action: (values: TValues, fail: (failure: TFailure) => void) => Promise<unknown> | void,
  describe: (error: unknown) => TFailure,
): ServerSubmit<TValues, TFailure> {
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(values: TValues) {
    setFailure(null);
    setPending(true);
    try {
      await action(values, setFailure);
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setPending(false);
    }
  }

  return { submit, failure, setFailure, pending };
}
