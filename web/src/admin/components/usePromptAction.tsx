import { type ReactNode, useCallback, useState } from 'react';

import { serverMessage, useServerSubmit } from '../../components/form';
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

export interface PromptAction {
  open: (request: PromptRequest) => void;
  /** Render once. */
  dialog: ReactNode;
}

/** A one-field dialog (rename, change multiplier) that saves, shows the server's error in place, then closes. */
export function usePromptAction(): PromptAction {
  const [request, setRequest] = useState<PromptRequest | null>(null);
  const save = useServerSubmit(async (value: string, fail: (problem: string) => void) => {
    if (!request) return;
    const problem = await request.action(value);
    if (problem) fail(problem);
    else setRequest(null);
  }, serverMessage('Could not save the change.'));
  const { setFailure } = save;

  const open = useCallback(
    (next: PromptRequest) => {
      setFailure(null);
      setRequest(next);
    },
    [setFailure],
  );

  const close = useCallback(() => {
    setRequest(null);
    setFailure(null);
  }, [setFailure]);

  const dialog = (
    <PromptDialog
      open={request !== null}
      title={request?.title ?? ''}
      label={request?.label ?? ''}
      initialValue={request?.initialValue}
      confirmLabel={request?.confirmLabel}
      inputProps={request?.inputProps}
      busy={save.pending}
      error={save.failure}
      onSubmit={(value) => void save.submit(value)}
      onCancel={close}
    />
  );

  return { open, dialog };
}
