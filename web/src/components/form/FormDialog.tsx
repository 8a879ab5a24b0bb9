import { type FormEvent, type ReactNode, useId } from 'react';
import { defineMessages } from 'react-intl';

import { Alert, Button, Modal } from '../ui';
import { TranslatedError, useKitIntl } from '../ui/kitIntl';

const messages = defineMessages({
  cancel: { id: 'form.dialog.cancel', defaultMessage: 'Cancel' },
});

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Label of the submit button in the footer. */
  submitLabel: ReactNode;
  /** While true the dialog cannot be dismissed and the submit button spins. */
  busy: boolean;
  /** The error to show under the fields (the server's message, or a client-side rule; translated when known). */
  error?: string | null;
  /** Called with the form's submit event (already prevented). */
  onSubmit: () => void;
  /** Cancel, Escape and the backdrop; ignored while busy except for the Cancel button. */
  onCancel: () => void;
  /** Footer buttons between Cancel and submit (e.g. 'Clear price'). */
  extraActions?: ReactNode;
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A small form in the kit's Modal: the fields, the error under them, and a footer with Cancel and the submit button.
 * For a one-field question see admin's PromptDialog; for a react-hook-form form put a <Form> inside instead.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  extraActions,
  className = 'stack',
  children,
}: FormDialogProps) {
  const intl = useKitIntl();
  const formId = `${useId()}-form`;
  return (
    <Modal
      open={open}
      title={title}
      size="sm"
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          {extraActions}
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={className}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && (
          <Alert variant="error">
            <TranslatedError message={error} />
          </Alert>
        )}
      </form>
    </Modal>
  );
}
