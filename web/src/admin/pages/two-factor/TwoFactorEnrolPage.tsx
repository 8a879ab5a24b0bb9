import './two-factor.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderSVG } from 'uqr';

import { Button, Card } from '../../../components/ui';
import { getSession, type Role, setSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLogout } from '../../../lib/useSession';
import { postAuthPath } from '../../../pages/auth/postAuthPath';
import { CodeForm, StepError } from './CodeForm';
import { CONFIRM_TWO_FACTOR_MUTATION, START_TWO_FACTOR_MUTATION, TWO_FACTOR_STATUS_QUERY } from './operations';
import { RecoveryCodes } from './RecoveryCodes';

const TITLE = 'Set up two-factor sign-in';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The otpauth:// address as a QR code image (an SVG drawn here; no request leaves the browser). */
const qrDataUrl = (uri: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2, pixelSize: 6 }))}`;

/**
 * /admin/two-factor: scan (or type) the secret into an authenticator app, confirm with its first code, then save the
 * ten recovery codes shown once (decision 0051). A sign-in that may only enrol (STAFF_TWO_FACTOR required) lands
 * here and nowhere else; its session is replaced by a full one when the code is confirmed.
 */
export function TwoFactorEnrolPage() {
  useDocumentTitle(`${TITLE} · Admin`);
  const navigate = useNavigate();
  const logout = useLogout();
  const enrolOnly = !!getSession()?.enrol;
  const [start, started] = useMutation(START_TWO_FACTOR_MUTATION);
  const [confirm] = useMutation(CONFIRM_TWO_FACTOR_MUTATION, { refetchQueries: [TWO_FACTOR_STATUS_QUERY] });
  const [enabled, setEnabled] = useState<{ token: string; role: Role; recoveryCodes: string[] } | null>(null);
  const enrolment = started.data?.startTwoFactorEnrolment;

  const confirmCode = async (code: string) => {
    const { data } = await confirm({ variables: { code } });
    if (!data) throw new Error('That code did not work.');
    setEnabled(data.confirmTwoFactorEnrolment);
  };

  // The enrol-only session (and every other) ended on the server: this device carries on with the new, full one,
  // taken once the codes are saved (taking it at once would swap the page for the back-office under them).
  const finish = async () => {
    if (!enabled) return;
    setSession({ token: enabled.token, role: enabled.role });
    await navigate(postAuthPath(enabled.role), { replace: true });
  };

  return (
    <div className={enrolOnly ? 'two-factor two-factor--alone' : 'two-factor'}>
      <Card padding="lg" className="stack two-factor__card">
        <h1 className="admin-page__title">{TITLE}</h1>
        {enabled ? (
          <RecoveryCodes codes={enabled.recoveryCodes} onDone={() => void finish()} />
        ) : !enrolment ? (
          <div className="stack">
            <p>
              {enrolOnly
                ? 'Staff accounts sign in with a password and a code from an authenticator app on your phone. Set it up now to continue.'
                : 'Sign in with a password and a code from an authenticator app on your phone, so a stolen password alone cannot open your account.'}
            </p>
            <p className="muted">
              You need an authenticator app, such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis.
            </p>
            <StepError error={started.error} />
            <div className="cluster">
              <Button loading={started.loading} onClick={() => void start().catch(() => undefined)}>
                Start set-up
              </Button>
              {enrolOnly && (
                <Button variant="ghost" onClick={() => void logout().then(() => navigate('/login', { replace: true }))}>
                  Sign out
                </Button>
              )}
            </div>
          </div>
        ) : (
          <div className="stack">
            <h2 className="two-factor__step">1. Add Rihla to your authenticator app</h2>
            <p>Scan this QR code with the app, or type the key below into it.</p>
            <img
              className="two-factor__qr"
              src={qrDataUrl(enrolment.uri)}
              alt="QR code for your authenticator app (the same key as the text below)"
              width={200}
              height={200}
            />
            <div>
              <span className="two-factor__key-label" id="two-factor-key">
                Key (time-based, 6 digits)
              </span>
              <code
                className="two-factor__secret"
                aria-labelledby="two-factor-key"
                data-testid="two-factor-secret"
                dir="ltr"
              >
                {grouped(enrolment.secret)}
              </code>
            </div>
            <h2 className="two-factor__step">2. Enter the code the app shows</h2>
            <CodeForm label="6-digit code" submitLabel="Turn on two-factor sign-in" onCode={confirmCode} />
          </div>
        )}
      </Card>
    </div>
  );
}
