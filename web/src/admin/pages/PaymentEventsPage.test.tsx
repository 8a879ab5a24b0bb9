import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AdminPaymentEventsQueryVariables } from '../../gql/graphql';
import AdminApp from '../AdminApp';
import { ADMIN_PAYMENT_EVENTS_QUERY } from '../components/staffLists';
import { makePaymentEvent } from '../test/fixtures';
import { always, failing, FIRST_PAGE, once, pageOf, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { answerConfirm, clickActionIn, rowWithText as row } from '../test/screen';
import { ADMIN_REPLAY_PAYMENT_EVENT_MUTATION } from './PaymentEventsPage';
import { PaymentEventsPage } from './PaymentEventsPage';

function eventsPage(items: ReturnType<typeof makePaymentEvent>[]) {
  return { paymentEvents: pageOf('PaymentEventPage', items) };
}

const dead = makePaymentEvent('evt_dead_1');
const DEAD: AdminPaymentEventsQueryVariables = { state: 'DEAD', ...FIRST_PAGE };

/** Opens the payment events page (dead events first) and waits for the dead event's row. */
async function openDeadEvents(...mocks: MockLink.MockedResponse[]) {
  renderAdmin(<PaymentEventsPage />, { mocks });
  await screen.findByText(dead.id);
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
    const pending = makePaymentEvent('evt_pending_1', { deadAt: null, attempts: 2, lastError: null });
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
    const replay = spiedOn(
      once(
        ADMIN_REPLAY_PAYMENT_EVENT_MUTATION,
        { id: 'evt_dead_1' },
        {
          replayPaymentEvent: { ...dead, attempts: 0, deadAt: null, processedAt: null, lastError: null },
        },
      ),
    );
    await openDeadEvents(
      once(ADMIN_PAYMENT_EVENTS_QUERY, DEAD, eventsPage([dead])),
      replay.mock,
      always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([]), DEAD),
    );
    await clickActionIn(user, row('evt_dead_1'), /^Replay/);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Replay this payment event?');
    expect(replay.spy).not.toHaveBeenCalled();
    await answerConfirm(user, 'Replay');
    expect(await screen.findByText('Event evt_dead_1 queued again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('evt_dead_1')).not.toBeInTheDocument());
    expect(screen.getByText(/No dead payment events/)).toBeInTheDocument();
    expect(replay.spy).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when a replay is refused", async () => {
    const user = userEvent.setup();
    await openDeadEvents(
      always(ADMIN_PAYMENT_EVENTS_QUERY, eventsPage([dead]), DEAD),
      failing(ADMIN_REPLAY_PAYMENT_EVENT_MUTATION, { id: 'evt_dead_1' }, 'This event is not dead.', 'CONFLICT'),
    );
    await clickActionIn(user, row('evt_dead_1'), /^Replay/);
    await answerConfirm(user, 'Replay');
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is not dead.');
  });

  it('is reachable by ADMIN only', async () => {
    renderAdmin(<AdminApp />, { role: 'STAFF', route: '/admin/payment-events' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
  });
});
