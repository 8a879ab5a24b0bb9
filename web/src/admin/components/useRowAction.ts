import { useState } from 'react';

import type { FeedbackApi, RunOptions } from './useFeedback';

export interface RowActionOptions<T> extends RunOptions<T> {
  /** Runs after a success while the row still shows as busy (e.g. reload the list). */
  afterSuccess?: () => Promise<unknown>;
}

/**
 * One action on a table row (toggle, confirm, replay) told in the section's banner; `busyId` names the row whose
 * button spins meanwhile.
 */
export function useRowAction<Id extends string | number>(feedback: FeedbackApi) {
  const [busyId, setBusyId] = useState<Id | null>(null);

  async function run<T>(id: Id, action: () => Promise<T>, { afterSuccess, ...options }: RowActionOptions<T>) {
    setBusyId(id);
    try {
      const result = await feedback.run(action, options);
      if (result !== undefined) await afterSuccess?.();
      return result;
    } finally {
      // A reload that throws must not leave the row's button spinning for good.
      setBusyId(null);
    }
  }

  return { busyId, run };
}
