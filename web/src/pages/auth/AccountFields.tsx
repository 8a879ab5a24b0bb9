import { TextField } from '../../components/form';

/** Name, email and a new password: the fields of a new account (signup and first-time setup). */
export function AccountFields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
    </>
  );
}
