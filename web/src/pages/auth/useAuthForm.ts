import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

import { useServerSubmit, useZodForm } from '../../components/form';
import { useErrorMessage } from '../../i18n/errors';
import { type Role, setSession } from '../../lib/session';
import { postAuthPath } from './postAuthPath';

/** What login and register return: the session token (none when refused) and the account's role. */
interface IssuedSession {
  token?: string | null;
  role: Role;
  /**
   * A staff sign-in's second step (decision 0051): CODE, no token yet, `challenge` to answer with a code; ENROL, a
   * token that may only set up an authenticator.
   */
  twoFactor?: 'CODE' | 'ENROL' | null;
  challenge?: string | null;
}

/** Where a staff member whose sign-in must first set up two-factor goes (the back-office's enrolment page). */
const ENROL_PATH = '/admin/two-factor';

/**
 * A tab's wording, already in the reader's language: `refused` when the server issues no session or gives no
 * reason, `failed` for anything else.
 */
interface AuthMessages {
  refused: string;
  failed: string;
}

/** What the page the visitor lands on is told (router state): a new account is welcomed by name. */
export interface AuthLanding {
  welcome?: string;
}

/** What <AuthForm> draws from: the form, its submit and the last submit's failure. */
export interface AuthFormState<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  submit: (values: TOutput) => Promise<void>;
  failure: string | null;
}

/**
 * An auth tab's form: `send` asks the server for a session. A session issued is kept and the visitor leaves the
 * auth page for where they were going (`?next=`, a path of this site only) or where the role belongs; `landing`
 * says what that page tells them (a welcome). A refusal is shown above the submit button.
 */
export function useAuthForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaults: DefaultValues<TInput>,
  send: (values: TOutput) => Promise<IssuedSession | null | undefined>,
  { refused, failed }: AuthMessages,
  landing?: (values: TOutput) => AuthLanding,
  /** The password was right and a code is owed: show the second step for this challenge. */
  onSecondStep?: (challenge: string, role: Role) => void,
): AuthFormState<TInput, TOutput> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errors = useErrorMessage();
  const form = useZodForm(schema, defaults);
  const { submit, failure } = useServerSubmit(
    async (values: TOutput) => {
      const issued = await send(values);
      if (issued?.twoFactor === 'CODE' && issued.challenge && onSecondStep) {
        onSecondStep(issued.challenge, issued.role);
        return;
      }
      if (!issued?.token) throw new Error(refused);
      if (issued.twoFactor === 'ENROL') {
        setSession({ token: issued.token, role: issued.role, enrol: true });
        await navigate(ENROL_PATH, { replace: true });
        return;
      }
      setSession({ token: issued.token, role: issued.role });
      await navigate(postAuthPath(issued.role, params.get('next')), { replace: true, state: landing?.(values) });
    },
    (error) => errors.of(error, refused, failed),
  );
  return { form, submit, failure };
}
