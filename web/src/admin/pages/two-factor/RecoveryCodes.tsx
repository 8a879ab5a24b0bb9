import { useState } from 'react';

import { Alert, Button, Checkbox } from '../../../components/ui';

const FILE_NAME = 'rihla-recovery-codes.txt';

/**
 * Recovery codes, shown once (the server keeps only their hashes): copy, download as a text file, and "I have
 * saved them" before going on.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
  doneLabel = 'Continue',
}: {
  codes: string[];
  email?: string;
  onDone: () => void;
  doneLabel?: string;
}) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = [`Rihla recovery codes${email ? ` for ${email}` : ''}`, 'Each code works once.', '', ...codes, ''].join(
    '\n',
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  const download = () => {
    const href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  return (
    <div className="stack">
      <Alert variant="warning" title="Save your recovery codes now">
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only this once:
        keep them somewhere safe, away from your phone.
      </Alert>
      <ol className="two-factor__codes" aria-label="Recovery codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="cluster">
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        {copied === 'yes' && <span role="status">Copied.</span>}
        {copied === 'no' && <span role="status">Copying is blocked here: download them, or write them down.</span>}
      </div>
      <Checkbox
        label="I have saved my recovery codes"
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      <div>
        <Button disabled={!saved} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
