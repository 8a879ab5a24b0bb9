import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { Alert } from '../components/ui';
import type { AuthLanding } from '../pages/auth/useAuthForm';

const messages = defineMessages<{
  readonly welcome: { readonly name: MessageValue };
  readonly ready: NoMessageValues;
}>({
  welcome: { id: 'layout.welcome.title', defaultMessage: 'Welcome to Rihla, {name}' },
  ready: { id: 'layout.welcome.text', defaultMessage: 'Your account is ready, and you are signed in.' },
});

/** Said once on the page a new account lands on (router state from the sign-up), until dismissed or left. */
export function WelcomeNotice() {
  const intl = useIntl();
  const location = useLocation();
  const name = (location.state as AuthLanding | null)?.welcome;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!name || dismissed === location.key) return null;
  return (
    <div className="container welcome-notice">
      <Alert
        variant="success"
        title={<FormattedMessage {...messages.welcome} values={{ name: <bdi>{name}</bdi> }} />}
        onDismiss={() => setDismissed(location.key)}
      >
        {intl.formatMessage(messages.ready)}
      </Alert>
    </div>
  );
}
