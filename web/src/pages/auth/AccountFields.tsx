import { defineMessages, useIntl } from 'react-intl';

import { TextField } from '../../components/form';

const messages = defineMessages({
  name: { id: 'auth.fields.name', defaultMessage: 'Name' },
  email: { id: 'auth.fields.email', defaultMessage: 'Email' },
  password: { id: 'auth.fields.password', defaultMessage: 'Password' },
});

/** Name, email and a new password: the fields of a new account (signup and first-time setup). */
export function AccountFields({ passwordHint }: { passwordHint?: string }) {
  const intl = useIntl();
  return (
    <>
      <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="name" required />
      <TextField name="email" label={intl.formatMessage(messages.email)} type="email" autoComplete="email" required />
      <TextField
        name="password"
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="new-password"
        required
        hint={passwordHint}
      />
    </>
  );
}
