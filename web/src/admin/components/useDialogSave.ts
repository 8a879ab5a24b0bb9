import { serverMessage, useServerSubmit } from '../../components/form';

/**
 * Saves what an open dialog holds and closes it; a failure (the server's message, else `failed`) stays in the
 * dialog. Spread `dialogProps` on its FormDialog.
 */
export function useDialogSave<TValue>(save: (value: TValue) => Promise<unknown>, onClose: () => void, failed: string) {
  const submit = useServerSubmit(async (value: TValue) => {
    await save(value);
    onClose();
  }, serverMessage(failed));
  return {
    ...submit,
    dialogProps: { open: true, busy: submit.pending, error: submit.failure, onCancel: onClose },
  };
}
