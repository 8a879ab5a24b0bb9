import { type FormEvent, useEffect, useId, useState } from 'react';

import { Alert, Button, Field, Modal } from '../../components/ui';
import { errorMessage } from '../../lib/errors';

export interface ImageUploadDialogProps {
  open: boolean;
  title: string;
  /** Label of the file input. */
  label?: string;
  /** The spec's text when Upload is pressed without a file ('Select an image first' / 'Choose an image first'). */
  missingMessage: string;
  submitLabel?: string;
  /** Uploads the file; a rejection shows its message and keeps the dialog open. */
  onUpload: (file: File) => Promise<unknown>;
  onClose: () => void;
}

/** Picks an image (image/* only) and uploads it, with the server's error shown in place. */
export function ImageUploadDialog({
  open,
  title,
  label = 'Image',
  missingMessage,
  submitLabel = 'Upload',
  onUpload,
  onClose,
}: ImageUploadDialogProps) {
  const inputId = useId();
  const formId = `${inputId}-form`;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(missingMessage);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onUpload(file);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Upload failed.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      size="sm"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="stack">
        <Field id={inputId} label={label} hint="Image files only (JPEG, PNG, WebP, SVG…)">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="control admin-file"
            data-autofocus
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </Field>
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
