import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Badge, ButtonLink, SkeletonText } from '../../../components/ui';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { CodeForm } from './CodeForm';
import { REGENERATE_RECOVERY_CODES_MUTATION, TWO_FACTOR_STATUS_QUERY } from './operations';
import { RecoveryCodes } from './RecoveryCodes';

/** /admin/security: the staff member's own two-factor sign-in (decision 0051): its state, set-up, new recovery codes. */
export function SecurityPage() {
  const status = useQuery(TWO_FACTOR_STATUS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [regenerate] = useMutation(REGENERATE_RECOVERY_CODES_MUTATION, { refetchQueries: [TWO_FACTOR_STATUS_QUERY] });
  const [codes, setCodes] = useState<string[] | null>(null);
  const state = status.data?.twoFactorStatus;

  return (
    <AdminPage title="Security" description="How you sign in to the back-office.">
      <AdminSection title="Two-factor sign-in">
        {status.error && !state ? (
          <QueryError error={status.error} what="your two-factor sign-in" onRetry={() => void status.refetch()} />
        ) : !state ? (
          <SkeletonText titleHeight={20} lineHeight={16} lastLineWidth="60%" />
        ) : (
          <div className="stack">
            <p className="cluster cluster--middle">
              <Badge variant={state.enabled ? 'green' : state.required ? 'red' : 'neutral'}>
                {state.enabled ? 'On' : 'Off'}
              </Badge>
              <span>
                {state.enabled
                  ? `You sign in with your password and a code from your authenticator app. Recovery codes left: ${state.recoveryCodesLeft} of 10.`
                  : state.required
                    ? 'Staff accounts must sign in with a code from an authenticator app.'
                    : 'You sign in with your password only. Add a code from an authenticator app to protect your account.'}
              </span>
            </p>
            {!state.enabled && (
              <div>
                <ButtonLink to="/admin/two-factor">Set up two-factor sign-in</ButtonLink>
              </div>
            )}
          </div>
        )}
      </AdminSection>
      {state?.enabled && (
        <AdminSection title="Recovery codes">
          {codes ? (
            <RecoveryCodes codes={codes} doneLabel="Done" onDone={() => setCodes(null)} />
          ) : (
            <div className="stack">
              <p>
                Lost your codes, or used most of them? Make ten new ones; the old ones stop working. Confirm with a
                current code from your authenticator app.
              </p>
              <CodeForm
                label="6-digit code"
                submitLabel="Make new recovery codes"
                onCode={async (code) => {
                  const { data } = await regenerate({ variables: { code } });
                  if (data) setCodes(data.regenerateRecoveryCodes.recoveryCodes);
                }}
              />
            </div>
          )}
        </AdminSection>
      )}
    </AdminPage>
  );
}
