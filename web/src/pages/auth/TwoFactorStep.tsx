import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { TextField } from '../../components/form';
import { Button } from '../../components/ui';
import { graphql } from '../../gql';
import { AuthForm } from './AuthForm';
import { useAuthForm } from './useAuthForm';

export const COMPLETE_SIGN_IN_MUTATION = graphql(`
  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String) {
    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode) {
      token
      role
    }
  }
`);

/** The server's own wording (prisma/error-reasons.ts TWO_FACTOR_CODE_REQUIRED), translated by its English. */
const CODE_REQUIRED = 'Please enter the 6-digit code from your authenticator app.';
const codeSchema = z.object({ code: z.string().trim().min(1, CODE_REQUIRED) });

const messages = defineMessages({
  form: { id: 'auth.twoFactor.form', defaultMessage: 'Two-step sign-in' },
  code: { id: 'auth.twoFactor.code', defaultMessage: 'Code from your authenticator app' },
  codeHint: { id: 'auth.twoFactor.codeHint', defaultMessage: 'Open your authenticator app and enter the 6 digits.' },
  recoveryCode: { id: 'auth.twoFactor.recoveryCode', defaultMessage: 'Recovery code' },
  recoveryHint: {
    id: 'auth.twoFactor.recoveryHint',
    defaultMessage: 'One of the codes you saved when you set up two-step sign-in. Each works once.',
  },
  submit: { id: 'auth.twoFactor.submit', defaultMessage: 'Verify and sign in' },
  refused: { id: 'auth.twoFactor.refused', defaultMessage: 'That code did not work.' },
  failed: { id: 'auth.twoFactor.failed', defaultMessage: 'Sign-in failed. Please try again.' },
  useRecovery: { id: 'auth.twoFactor.useRecovery', defaultMessage: 'Use a recovery code instead' },
  useApp: { id: 'auth.twoFactor.useApp', defaultMessage: 'Use the code from my authenticator app' },
  back: { id: 'auth.twoFactor.back', defaultMessage: 'Start again with email and password' },
});

/**
 * The second step of a staff sign-in (decision 0051): the password was right; the authenticator's code, or one of
 * the recovery codes, redeems the challenge for the session.
 */
export function TwoFactorStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const intl = useIntl();
  const [recovery, setRecovery] = useState(false);
  const [complete] = useMutation(COMPLETE_SIGN_IN_MUTATION);
  const auth = useAuthForm(
    codeSchema,
    { code: '' },
    async ({ code }) =>
      (
        await complete({
          variables: recovery ? { challenge, recoveryCode: code } : { challenge, code },
        })
      ).data?.completeSignIn,
    { refused: intl.formatMessage(messages.refused), failed: intl.formatMessage(messages.failed) },
  );

  const switchMode = () => {
    setRecovery((value) => !value);
    auth.form.reset({ code: '' });
  };

  return (
    <div className="stack">
      <p className="muted">
        <FormattedMessage
          id="auth.twoFactor.intro"
          defaultMessage="Your password is correct. This account also asks for a code from your authenticator app."
        />
      </p>
      <AuthForm
        auth={auth}
        errorSummary={['code']}
        label={intl.formatMessage(messages.form)}
        submitLabel={intl.formatMessage(messages.submit)}
      >
        {recovery ? (
          <TextField
            key="recovery"
            name="code"
            label={intl.formatMessage(messages.recoveryCode)}
            hint={intl.formatMessage(messages.recoveryHint)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            required
          />
        ) : (
          <TextField
            key="app"
            name="code"
            label={intl.formatMessage(messages.code)}
            hint={intl.formatMessage(messages.codeHint)}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            dir="ltr"
            required
          />
        )}
      </AuthForm>
      <div className="cluster cluster--spread">
        <Button variant="ghost" size="sm" onClick={switchMode}>
          {intl.formatMessage(recovery ? messages.useApp : messages.useRecovery)}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {intl.formatMessage(messages.back)}
        </Button>
      </div>
    </div>
  );
}
