import { useConfirm } from '../../components/ui';
import type { FeedbackApi, RunOptions } from './useFeedback';

/** Deletes behind a yes/no question; the outcome goes to the banner and the list reloads after a success. */
export function useConfirmedDelete(feedback: FeedbackApi, reload: () => Promise<unknown>) {
  const { ask, dialog } = useConfirm();

  function askDelete(question: string, remove: () => Promise<unknown>, texts: RunOptions<unknown>) {
    ask(question, async () => {
      const done = await feedback.run(remove, texts);
      if (done) await reload();
    });
  }

  return { askDelete, dialog };
}
