import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import AdminApp from '../AdminApp';
import { ADMIN_PAYMENT_EVENTS_QUERY, ADMIN_REPLAY_PAYMENT_EVENT_MUTATION } from '../operations/paymentEvents';
import { always, failing, FIRST_PAGE, once } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import { PaymentEventsPage } from './PaymentEventsPage';

function makeEvent(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PaymentEvent' as const,
    id,
    type: 'payment_intent.succeeded',
    receivedAt: '2026-11-22T09:15:00.000Z',
    processedAt: null as string | null,
    deadAt: '2026-11-22T09:45:00.000Z' as string | null,
    attempts: 8,
    lastError: 'Booking 41 not found' as string | null,
    ...overrides,
  };
}

function eventsPage(items: ReturnType<typeof makeEvent>[]) {
  return { paymentEvents: { __typename: 'PaymentEventPage', total: items.length, items } };
}

const dead = makeEvent('evt_dead_1');
const DEAD = { state: 'DEAD', ...FIRST_PAGE };

function row(text: string) {
  return screen.getByText(text).closest('tr') as HTMLElement;
}

describe('payment events page', () => {
  it('lists dead events first: id, type, received, attempts, last error and dead at', async () => {
    renderAdmin(<PaymentEventsPage />, { mocks: [always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([dead]), DEAD)] });
    expect(screen.getByRole('tab', { name: 'Dead' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('evt_dead_1');
    const cells = within(row('evt_dead_1'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'evt_dead_1',
      'payment_intent.succeeded',
      expect.stringContaining('22 Nov 2026'),
      '8',
      'Booking 41 not found',
      expect.stringContaining('22 Nov 2026'),
    ]);
  });

  it('switches to pending events with the state filter, which has nothing to replay', async () => {
    const user = userEvent.setup();
    const pending = makeEvent('evt_pending_1', { deadAt: null, attempts: 2, lastError: null });
    renderAdmin(<PaymentEventsPage />, {
      route: '/admin/payment-events',
      mocks: [
        always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([dead]), DEAD),
        always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([pending]), { state: 'PENDING', ...FIRST_PAGE }),
      ],
    });
    await screen.findByText('evt_dead_1');
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('evt_pending_1')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/payment-events?state=pending');
    expect(within(row('evt_pending_1')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('replays a dead event after confirming, then reloads the list', async () => {
    const user = userEvent.setup();
    const replay = vi.fn(() => ({
      data: {
        replayPaymentEvent: {
          __typename: 'PaymentEvent',
          id: 'evt_dead_1',
          attempts: 0,
          deadAt: null,
          processedAt: null,
          lastError: null,
        },
      },
    }));
    renderAdmin(<PaymentEventsPage />, {
      mocks: [
        once(ADMIN_PAYMENT_EVENTS_QUERY, DEAD, eventsPage([dead])),
        { request: { query: ADMIN_REPLAY_PAYMENT_EVENT_MUTATION, variables: { id: 'evt_dead_1' } }, result: replay },
        always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([]), DEAD),
      ],
    });
    await screen.findByText('evt_dead_1');
    await user.click(within(row('evt_dead_1')).getByRole('button', { name: /^Replay/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Replay this payment event?');
    expect(replay).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Event evt_dead_1 queued again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('evt_dead_1')).not.toBeInTheDocument());
    expect(screen.getByText(/No dead payment events/)).toBeInTheDocument();
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when a replay is refused", async () => {
    const user = userEvent.setup();
    renderAdmin(<PaymentEventsPage />, {
      mocks: [
        always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([dead]), DEAD),
        failing(ADMIN_REPLAY_PAYMENT_EVENT_MUTATION, { id: 'evt_dead_1' }, 'This event is not dead.', 'CONFLICT'),
      ],
    });
    await screen.findByText('evt_dead_1');
    await user.click(within(row('evt_dead_1')).getByRole('button', { name: /^Replay/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is not dead.');
  });

  it('is reachable by ADMIN only', async () => {
    renderAdmin(<AdminApp />, { role: 'STAFF', route: '/admin/payment-events' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
  });
});
