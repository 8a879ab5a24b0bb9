import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AdminEmailRowFragment } from '../../gql/graphql';
import { always, FIRST_PAGE, pageOf, type Served } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { ADMIN_EMAILS_QUERY, EmailsPage } from './EmailsPage';

function anEmail(id: number, kind: AdminEmailRowFragment['kind'], subject: string): Served<AdminEmailRowFragment> {
  return {
    __typename: 'OutboxEmail',
    id,
    to: 'amina@example.com',
    kind,
    subject,
    status: 'PENDING',
    attempts: 0,
    lastError: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
  };
}

const emails = (...items: Served<AdminEmailRowFragment>[]) => ({ outboxEmails: pageOf('OutboxEmailPage', items) });
const receipt = anEmail(1, 'PAYMENT_RECEIPT', 'Deposit received: GBP 720.00');
const received = anEmail(2, 'BOOKING_RECEIVED', 'Booking received: Umrah with Deposit');
/** A listed email, by its subject line (the Open button repeats the subject for screen readers). */
const SUBJECT = { selector: '.admin-strong' };
const listed = (subject: string) => screen.queryByText(subject, SUBJECT);
const shown = (subject: string) => screen.findByText(subject, SUBJECT);

describe('emails page', () => {
  it('filters by the kind its address names the way links and the REST API do (kind=payment-receipt)', async () => {
    renderAdmin(<EmailsPage />, {
      route: '/admin/emails?kind=payment-receipt',
      mocks: [
        always(ADMIN_EMAILS_QUERY, emails(receipt, received), { ...FIRST_PAGE, kind: null, status: null }),
        always(ADMIN_EMAILS_QUERY, emails(receipt), { ...FIRST_PAGE, kind: 'PAYMENT_RECEIPT', status: null }),
      ],
    });
    expect(await shown('Deposit received: GBP 720.00')).toBeInTheDocument();
    expect(listed('Booking received: Umrah with Deposit')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('PAYMENT_RECEIPT');
  });

  it('writes the chosen kind into the address in the same form', async () => {
    const user = userEvent.setup();
    renderAdmin(<EmailsPage />, {
      route: '/admin/emails',
      mocks: [
        always(ADMIN_EMAILS_QUERY, emails(receipt, received), { ...FIRST_PAGE, kind: null, status: null }),
        always(ADMIN_EMAILS_QUERY, emails(received), { ...FIRST_PAGE, kind: 'BOOKING_RECEIVED', status: null }),
      ],
    });
    await shown('Deposit received: GBP 720.00');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Booking received');
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/emails?kind=booking-received');
    await shown('Booking received: Umrah with Deposit');
    expect(listed('Deposit received: GBP 720.00')).not.toBeInTheDocument();
  });

  it('isolates an Arabic subject inside the English page, in the list and in its dialog', async () => {
    const user = userEvent.setup();
    // The Arabic receipt's subject as the worker writes it: its amount and reference isolated inside.
    const subject =
      'تم استلام العربون: \u2068\u200f600.00 \u2066US$\u2069\u2069 مقابل \u2068عمرة\u2069 (\u2068RH-7KQ2-M9\u2069)';
    renderAdmin(<EmailsPage />, {
      route: '/admin/emails',
      mocks: [
        always(ADMIN_EMAILS_QUERY, emails(anEmail(3, 'PAYMENT_RECEIPT', subject)), {
          ...FIRST_PAGE,
          kind: null,
          status: null,
        }),
      ],
    });
    // <bdi>: its own direction, so the Latin amount and the colon stay where the Arabic puts them.
    expect((await shown(subject)).tagName).toBe('BDI');
    await user.click(screen.getByRole('button', { name: /^Open.*RH-7KQ2-M9/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').querySelector('bdi')).toHaveTextContent(subject);
  });
});
