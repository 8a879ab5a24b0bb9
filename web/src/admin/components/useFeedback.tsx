import { useCallback, useMemo, useState } from 'react';

import { Alert } from '../../components/ui';
import { errorMessage } from '../../lib/errors';

export interface Notice {
  variant: 'error' | 'success';
  text: string;
}

export interface RunOptions<T> {
  /** Shown as a success banner when the action succeeds. */
  success?: string | ((result: T) => string);
  /** Used when the failure carries no text of its own. */
  fallback?: string;
}

export interface FeedbackApi {
  notice: Notice | null;
  clear: () => void;
  fail: (error: unknown, fallback?: string) => void;
  succeed: (text: string) => void;
  /** Runs an action; on failure shows the server's message and resolves to undefined. */
  run: <T>(action: () => Promise<T>, options?: RunOptions<T>) => Promise<T | undefined>;
}

const ACTION_FAILED = 'The action failed. Please try again.';

/** One banner of outcome per page section: the server's error text when an action fails, or a short success. */
export function useFeedback(): FeedbackApi {
  const [notice, setNotice] = useState<Notice | null>(null);

  const clear = useCallback(() => setNotice(null), []);
  const fail = useCallback((error: unknown, fallback = ACTION_FAILED) => {
    setNotice({ variant: 'error', text: errorMessage(error, fallback) });
  }, []);
  const succeed = useCallback((text: string) => setNotice({ variant: 'success', text }), []);

  const run = useCallback(async <T,>(action: () => Promise<T>, options: RunOptions<T> = {}): Promise<T | undefined> => {
    setNotice(null);
    try {
      const result = await action();
      const { success } = options;
      if (success) setNotice({ variant: 'success', text: typeof success === 'function' ? success(result) : success });
      return result;
    } catch (error) {
      setNotice({ variant: 'error', text: errorMessage(error, options.fallback ?? ACTION_FAILED) });
      return undefined;
    }
  }, []);

  return useMemo(() => ({ notice, clear, fail, succeed, run }), [notice, clear, fail, succeed, run]);
}

/** The banner for a useFeedback() state (errors are role=alert, successes role=status). */
export function FeedbackBanner({
  feedback,
  className,
}: {
  feedback: Pick<FeedbackApi, 'notice' | 'clear'>;
  className?: string;
}) {
  if (!feedback.notice) return null;
  return (
    <Alert
      variant={feedback.notice.variant}
      onDismiss={feedback.clear}
      className={['admin-feedback', className].filter(Boolean).join(' ')}
    >
      {feedback.notice.text}
    </Alert>
  );
}
