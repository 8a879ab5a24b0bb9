import { useId, useState } from 'react';

import { FormDialog } from '../../components/form';
import { Field } from '../../components/ui';
import { mountedWhileOpen } from './mountedWhileOpen';
import { useDialogSave } from './useDialogSave';

export interface ImageUploadDialogProps {
  open: boolean;
  title: string;
  /** Label of the file input. */
  label?: string;
  /** Upload without a file (product-rules.md#validation: 'Select an image first' / 'Choose an image first'). */
  missingMessage: string;
  submitLabel?: string;
  /** Uploads the file; a rejection shows its message and keeps the dialog open. */
  onUpload: (file: File) => Promise<unknown>;
  onClose: () => void;
}

/** Picks an image (the formats the server takes) and uploads it, with the server's error shown in place. */
export const ImageUploadDialog = mountedWhileOpen(function OpenImageUploadDialog({
  title,
  label = 'Image',
  missingMessage,
  submitLabel = 'Upload',
  onUpload,
  onClose,
}: ImageUploadDialogProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useDialogSave(
    async (chosen: File | null) => {
      if (!chosen) throw new Error(missingMessage);
      await onUpload(chosen);
    },
    onClose,
    'Upload failed.',
  );

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      {...upload.dialogProps}
      onSubmit={() => void upload.submit(file)}
    >
      <Field id={inputId} label={label} hint="PNG, JPEG, WebP or GIF">
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
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
});
