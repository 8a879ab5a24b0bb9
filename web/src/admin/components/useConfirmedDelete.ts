import { useConfirm } from '../../components/ui';
import type { FeedbackApi, RunOptions } from './useFeedback';

/** Deletes behind a yes/no question; the outcome goes to the banner and the list reloads after a success. */
export function useConfirmedDelete(feedback: FeedbackApi, reload: () => Promise<unknown>) {
  const { ask, dialog } = useConfirm();

  function askDelete(question: string, remove: () => Promise<unknown>, texts: RunOptions<unknown>) {
    ask(question, async () => {
      // feedback.run resolves to undefined exactly when the delete failed (its message is already shown).
      if ((await feedback.run(remove, texts)) !== undefined) await reload();
    });
  }

  return { askDelete, dialog };
}
