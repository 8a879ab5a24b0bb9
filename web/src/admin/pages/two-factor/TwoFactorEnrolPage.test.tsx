import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getSession, setSession } from '../../../lib/session';
import AdminApp from '../../AdminApp';
import { renderAdmin } from '../../test/render';
import { CONFIRM_TWO_FACTOR_MUTATION, START_TWO_FACTOR_MUTATION, TWO_FACTOR_STATUS_QUERY } from './operations';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`);

const startMock = {
  request: { query: START_TWO_FACTOR_MUTATION },
  result: {
    data: {
      startTwoFactorEnrolment: {
        __typename: 'TwoFactorEnrolment',
        secret: SECRET,
        uri: `otpauth://totp/Rihla:staff%40example.com?secret=${SECRET}&issuer=Rihla`,
      },
    },
  },
};
const confirmMock = {
  request: { query: CONFIRM_TWO_FACTOR_MUTATION, variables: { code: '123456' } },
  result: {
    data: {
      confirmTwoFactorEnrolment: {
        __typename: 'TwoFactorEnabled',
        token: 'token-full',
        role: 'STAFF',
        recoveryCodes: CODES,
      },
    },
  },
};
const statusMock = {
  request: { query: TWO_FACTOR_STATUS_QUERY },
  result: {
    data: {
      twoFactorStatus: {
        __typename: 'TwoFactorStatus',
        required: true,
        enabled: true,
        verified: true,
        recoveryCodesLeft: 10,
      },
    },
  },
  maxUsageCount: 5,
};

describe('two-factor enrolment', () => {
  it('an enrol-only sign-in sees the enrolment page and nothing of the back-office', async () => {
    setSession({ token: 'token-enrol', role: 'STAFF', enrol: true });
    renderAdmin(<AdminApp />, { role: null, route: '/admin/bookings' });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back-office' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/two-factor');
  });

  it('shows the QR code and the key as text, confirms the code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    setSession({ token: 'token-enrol', role: 'STAFF', enrol: true });
    renderAdmin(<AdminApp />, { role: null, route: '/admin/two-factor', mocks: [startMock, confirmMock, statusMock] });
    await user.click(await screen.findByRole('button', { name: 'Start set-up' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText(/6-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // The enrol-only session is replaced by the full one once the codes are saved.
    expect(getSession()).toEqual({ token: 'token-enrol', role: 'STAFF', enrol: true });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(next);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
    expect(getSession()).toEqual({ token: 'token-full', role: 'STAFF' });
  });
});
