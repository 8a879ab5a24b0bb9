import { type FormEvent, useState } from 'react';

import { Alert, Button, TextInput } from '../../../components/ui';
import { errorMessage } from '../../../lib/errors';

/**
 * One authenticator code and a button: the code field a phone fills from its authenticator (one-time-code, numeric
 * keypad). `onCode` throws to show the server's refusal under the field.
 */
export function CodeForm({
  label,
  submitLabel,
  onCode,
}: {
  label: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter the 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCode(code.trim());
    } catch (failure) {
      setError(errorMessage(failure, 'That code did not work.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack two-factor__code-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={label}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        error={error ?? undefined}
      />
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A failure shown above a step (e.g. the enrolment could not start). */
export function StepError({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert variant="error">{errorMessage(error, 'Something went wrong. Please try again.')}</Alert>;
}
