import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { STAFF_NOTES_QUERY } from '../components/StaffNotes';
import { always, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { CONSULTATION_DETAIL_QUERY, ConsultationDetailPage, REPLY_TO_CONSULTATION } from './ConsultationDetailPage';
import { CONSULTATION_ASSIGNEES_QUERY } from './ConsultationsPage';

const consultation = (status: 'NEW' | 'ANSWERED', thread: ReturnType<typeof email>[]) => ({
  __typename: 'Consultation' as const,
  id: 4,
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  phone: null,
  message: 'Umrah in Ramadan for four?',
  locale: 'ar',
  createdAt: '2026-11-27T09:00:00.000Z',
  status,
  answeredAt: status === 'ANSWERED' ? '2026-11-28T09:00:00.000Z' : null,
  closedAt: null,
  staffMoves: ['CLOSED' as const],
  assignedTo: null,
  thread,
});
const email = (id: number, kind: 'CONSULTATION_ACK' | 'CONSULTATION_REPLY', status: 'SENT' | 'PENDING', text = '') => ({
  __typename: 'ConsultationEmail' as const,
  id,
  kind,
  subject: kind === 'CONSULTATION_ACK' ? 'استلمنا طلب الاستشارة' : 'رد: سؤالك إلى Rihla',
  text,
  status,
  lastError: null,
  createdAt: '2026-11-27T09:00:01.000Z',
  sentAt: status === 'SENT' ? '2026-11-27T09:00:05.000Z' : null,
});

const ack = email(10, 'CONSULTATION_ACK', 'SENT');
const mocks = [
  always(CONSULTATION_DETAIL_QUERY, { consultation: consultation('NEW', [ack]) }, { id: 4 }),
  always(CONSULTATION_ASSIGNEES_QUERY, {
    consultationAssignees: [{ __typename: 'StaffMember', id: 7, name: 'Desk Staff' }],
    me: { __typename: 'User', id: 7 },
  }),
  always(STAFF_NOTES_QUERY, { staffNotes: [] }, { subject: { kind: 'CONSULTATION', id: 4 } }),
];
const BODY = 'Yes, four seats in the last ten nights.';
const replied = consultation('ANSWERED', [ack, email(11, 'CONSULTATION_REPLY', 'PENDING', `Dear Amina\n\n${BODY}`)]);

const open = (extra: MockLink.MockedResponse[] = []) =>
  renderAdmin(
    <Routes>
      <Route path="consultations/:id" element={<ConsultationDetailPage />} />
    </Routes>,
    { role: 'STAFF', route: '/admin/consultations/4', mocks: [...mocks, ...extra] },
  );

describe('consultation page', () => {
  it('shows the thread: the question, then each email with its delivery status', async () => {
    open();
    const thread = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const items = within(thread).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Amina Yusuf asked');
    expect(items[0]).toHaveTextContent('Umrah in Ramadan for four?');
    expect(items[1]).toHaveTextContent('Acknowledgement: استلمنا طلب الاستشارة');
    expect(within(items[1]).getByText('Sent')).toHaveClass('badge--green');
    expect(screen.getByText('New')).toHaveClass('badge');
    expect(screen.getByRole('button', { name: 'Assign to me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('sends a reply only once confirmed, then shows it queued and the consultation answered', async () => {
    const user = userEvent.setup();
    const { mock, spy } = spiedOn(
      always(REPLY_TO_CONSULTATION, { replyToConsultation: replied }, { id: 4, body: BODY }),
    );
    open([mock]);
    await user.type(await screen.findByLabelText('Your reply to amina@example.com'), `  ${BODY} `);
    await user.click(screen.getByRole('button', { name: 'Send reply…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this reply?' });
    expect(dialog).toHaveTextContent('It is emailed to amina@example.com in Arabic');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(spy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send reply…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply queued: it appears in the thread below.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    const items = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Reply: رد: سؤالك إلى Rihla');
    expect(items[2]).toHaveTextContent(BODY);
    expect(within(items[2]).getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toHaveClass('badge--green');
    expect(screen.getByLabelText('Your reply to amina@example.com')).toHaveValue('');
  });

  it('refuses an empty reply in words without asking', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByLabelText('Your reply to amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reply…' }));
    expect(await screen.findByText('Write a reply before sending it.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
