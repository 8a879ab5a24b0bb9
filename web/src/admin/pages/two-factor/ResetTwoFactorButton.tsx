import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { Button, Modal } from '../../../components/ui';
import type { FeedbackApi } from '../../components/useFeedback';
import { RESET_TWO_FACTOR_MUTATION } from './operations';

/**
 * ADMIN, on a staff member's row with two-factor on: clears their authenticator (a lost phone), after a
 * confirmation. Their sign-ins end; their next sign-in sets up a new one.
 */
export function ResetTwoFactorButton({
  user,
  feedback,
  onReset,
}: {
  user: { id: number; email: string };
  feedback: FeedbackApi;
  onReset: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reset, { loading }] = useMutation(RESET_TWO_FACTOR_MUTATION);
  const confirm = async () => {
    const done = await feedback.run(() => reset({ variables: { userId: user.id } }), {
      success: `Two-factor sign-in of ${user.email} was reset. They set it up again at their next sign-in.`,
      fallback: 'Could not reset two-factor sign-in.',
    });
    setOpen(false);
    if (done) await onReset();
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Reset 2FA<span className="sr-only"> of {user.email}</span>
      </Button>
      <Modal
        open={open}
        title="Reset two-factor sign-in?"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={loading}>
              Cancel
            </Button>
            <Button variant="danger" loading={loading} onClick={() => void confirm()}>
              Reset two-factor
            </Button>
          </>
        }
      >
        <p>
          {user.email} will be signed out everywhere, and their authenticator and recovery codes will stop working. Do
          this only when you are sure it is them asking (for example, a lost phone).
        </p>
      </Modal>
    </>
  );
}
