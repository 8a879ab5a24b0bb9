import { useId, useState } from 'react';

import { FormDialog, serverMessage, useServerSubmit } from '../../components/form';
import { Field } from '../../components/ui';

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
export function ImageUploadDialog(props: ImageUploadDialogProps) {
  // Mounted only while open, so every opening starts without a file or an old error.
  return props.open ? <OpenImageUploadDialog {...props} /> : null;
}

function OpenImageUploadDialog({
  title,
  label = 'Image',
  missingMessage,
  submitLabel = 'Upload',
  onUpload,
  onClose,
}: ImageUploadDialogProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useServerSubmit(async (chosen: File | null) => {
    if (!chosen) throw new Error(missingMessage);
    await onUpload(chosen);
    onClose();
  }, serverMessage('Upload failed.'));

  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      busy={upload.pending}
      error={upload.failure}
      onSubmit={() => void upload.submit(file)}
      onCancel={onClose}
    >
      <Field id={inputId} label={label} hint="Image files only (JPEG, PNG, WebP, SVG…)">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="control admin-file"
          data-autofocus
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.setFailure(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
