import { useCallback, useState } from 'react';

import { errorMessage } from '../../lib/errors';
import { PromptDialog, type PromptDialogProps } from './PromptDialog';

export interface PromptRequest {
  title: string;
  label: string;
  initialValue?: string;
  confirmLabel?: string;
  inputProps?: PromptDialogProps['inputProps'];
  /**
   * Saves the (trimmed, non-empty) value. Throw to keep the dialog open with the error's message; return a
   * string to show that instead of saving (client-side validation).
   */
  action: (value: string) => Promise<string | void>;
}

/** A one-field dialog (rename, change multiplier) that saves, shows the server's error in place, then closes. */
export function usePromptAction() {
  const [request, setRequest] = useState<PromptRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback((next: PromptRequest) => {
    setError(null);
    setRequest(next);
  }, []);

  const close = useCallback(() => {
    setRequest(null);
    setError(null);
  }, []);

  async function submit(value: string) {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      const problem = await request.action(value);
      if (problem) setError(problem);
      else close();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the change.'));
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <PromptDialog
      open={request !== null}
      title={request?.title ?? ''}
      label={request?.label ?? ''}
      initialValue={request?.initialValue}
      confirmLabel={request?.confirmLabel}
      inputProps={request?.inputProps}
      busy={busy}
      error={error}
      onSubmit={(value) => void submit(value)}
      onCancel={close}
    />
  );

  return { open, dialog };
}
