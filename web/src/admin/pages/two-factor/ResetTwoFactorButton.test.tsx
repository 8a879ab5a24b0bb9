import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { renderAdmin } from '../../test/render';
import { RESET_TWO_FACTOR_MUTATION } from './operations';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

const STAFF = { id: 7, email: 'staff7@rihla.test' };

function Harness({ onReset }: { onReset: () => Promise<unknown> }) {
  const feedback = useFeedback();
  return (
    <>
      <FeedbackBanner feedback={feedback} />
      <ResetTwoFactorButton user={STAFF} feedback={feedback} onReset={onReset} />
    </>
  );
}

describe("an admin resets a staff member's two-factor sign-in", () => {
  it('asks first; Cancel does nothing, the confirmation resets and says so', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn(() => Promise.resolve());
    let called = 0;
    const mock = {
      request: { query: RESET_TWO_FACTOR_MUTATION, variables: { userId: STAFF.id } },
      result: () => {
        called += 1;
        return { data: { resetTwoFactor: true } };
      },
    };
    renderAdmin(<Harness onReset={onReset} />, { mocks: [mock] });
    await user.click(screen.getByRole('button', { name: /Reset 2FA\s*of staff7@rihla.test/ }));
    expect(screen.getByRole('dialog', { name: 'Reset two-factor sign-in?' })).toHaveTextContent(
      'staff7@rihla.test will be signed out everywhere',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(called).toBe(0);

    await user.click(screen.getByRole('button', { name: /Reset 2FA\s*of staff7@rihla.test/ }));
    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    expect(
      await screen.findByText(
        'Two-factor sign-in of staff7@rihla.test was reset. They set it up again at their next sign-in.',
      ),
    ).toBeInTheDocument();
    expect(called).toBe(1);
    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
  });
});
