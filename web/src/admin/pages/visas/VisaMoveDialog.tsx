import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { FormDialog } from '../../../components/form';
import { Field, Textarea, TextInput } from '../../../components/ui';
import { errorMessage } from '../../../lib/errors';
import { apiUpload } from '../../../lib/rest';
import { mountedWhileOpen } from '../../components/mountedWhileOpen';
import { CHANGE_VISA_MUTATION, type VisaRow } from './visaOperations';

/** What the dialog does: issue (visa number and e-visa PDF, both optional), refuse (a reason), or upload the PDF. */
export type VisaDialogMode = 'ISSUED' | 'REFUSED' | 'UPLOAD';

const TITLES = { ISSUED: 'Issue visa', REFUSED: 'Refuse visa', UPLOAD: 'Upload e-visa' } as const;
const SUBMITS = { ISSUED: 'Mark issued', REFUSED: 'Refuse visa', UPLOAD: 'Upload' } as const;

/**
 * Issuing, refusing and the e-visa's upload, for one traveller: the move first (GraphQL), then the PDF (REST
 * multipart, PUT /api/travellers/:id/visa/e-visa). A refused move or upload keeps the dialog open with the reason.
 */
export const VisaMoveDialog = mountedWhileOpen(function OpenVisaMoveDialog({
  row,
  mode,
  onDone,
  onCancel,
}: {
  open: boolean;
  row: VisaRow;
  mode: VisaDialogMode;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [changeVisa] = useMutation(CHANGE_VISA_MUTATION);
  const [reason, setReason] = useState('');
  const [visaNumber, setVisaNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Once the move is made, a failed upload is retried without moving again.
  const [moved, setMoved] = useState(mode === 'UPLOAD');

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      if (!moved) {
        await changeVisa({
          variables: {
            travellerId: row.travellerId,
            status: mode === 'REFUSED' ? 'REFUSED' : 'ISSUED',
            reason: mode === 'REFUSED' ? reason.trim() : null,
            visaNumber: mode === 'ISSUED' ? visaNumber.trim() || null : null,
          },
        });
        setMoved(true);
      }
      if (file) await apiUpload(`/travellers/${row.travellerId}/visa/e-visa`, 'file', file, {}, 'PUT');
      onDone(
        mode === 'REFUSED'
          ? `Visa of ${row.fullName} refused.`
          : mode === 'UPLOAD'
            ? `E-visa of ${row.fullName} uploaded.`
            : `Visa of ${row.fullName} issued${file ? ' with its e-visa' : ''}.`,
      );
    } catch (failure) {
      setError(errorMessage(failure, 'The change failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={`${TITLES[mode]}: ${row.fullName}`}
      submitLabel={SUBMITS[mode]}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {mode === 'REFUSED' && (
        <Textarea
          label="Reason (the customer reads it)"
          value={reason}
          rows={3}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
        />
      )}
      {mode === 'ISSUED' && !moved && (
        <TextInput
          label="Visa number (optional)"
          value={visaNumber}
          maxLength={40}
          onChange={(event) => setVisaNumber(event.target.value)}
          data-autofocus
        />
      )}
      {mode !== 'REFUSED' && (
        <Field id={`e-visa-${row.travellerId}`} label={mode === 'UPLOAD' ? 'E-visa (PDF)' : 'E-visa (PDF, optional)'}>
          <input
            id={`e-visa-${row.travellerId}`}
            type="file"
            accept="application/pdf,.pdf"
            required={mode === 'UPLOAD'}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
      )}
    </FormDialog>
  );
});
