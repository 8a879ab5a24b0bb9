import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';

import { Button, type TableColumn, TabPanel, Tabs, useConfirm } from '../../components/ui';
import { graphql } from '../../gql';
import type { AdminPaymentEventRowFragment, PaymentEventState } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, dateTimeColumn, oneLineColumn } from '../components/columns';
import { PAYMENT_EVENTS_LIST } from '../components/staffLists';
import { usePagedAdminList } from '../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { useRowAction } from '../components/useRowAction';
import { formatDateTime } from '../lib/format';

export const ADMIN_REPLAY_PAYMENT_EVENT_MUTATION = graphql(`
  mutation AdminReplayPaymentEvent($id: String!) {
    replayPaymentEvent(id: $id) {
      id
      ...AdminPaymentEventRow
    }
  }
`);

const PAYMENT_EVENT_ROW = graphql(`
  fragment AdminPaymentEventRow on PaymentEvent {
    id
    type
    receivedAt
    processedAt
    deadAt
    attempts
    lastError
  }
`);

type EventRow = AdminPaymentEventRowFragment;

const REPLAY_QUESTION = 'Replay this payment event?';

const TABS_ID = 'payment-events';
// Every state has its tab: a new one fails the typecheck here.
const STATE_TABS = {
  DEAD: { label: 'Dead', empty: 'No dead payment events. Every event was processed or is still being retried.' },
  PENDING: { label: 'Pending', empty: 'No payment events waiting to be processed.' },
  PROCESSED: { label: 'Processed', empty: 'No processed payment events yet.' },
} satisfies Record<PaymentEventState, { label: string; empty: string }>;
const STATES = Object.entries(STATE_TABS).map(([value, tab]) => ({ value: value as PaymentEventState, ...tab }));

function useStateParam(): [PaymentEventState, (state: PaymentEventState) => void] {
  const [params, setParams] = useSearchParams();
  const state = STATES.find((option) => option.value === params.get('state')?.toUpperCase())?.value ?? 'DEAD';
  // A new filter starts on its first page.
  const setState = (next: PaymentEventState) =>
    setParams(next === 'DEAD' ? {} : { state: next.toLowerCase() }, { replace: true });
  return [state, setState];
}

/** ADMIN: payment provider events; those that spent their retries (dead) can be replayed once the cause is fixed. */
export function PaymentEventsPage() {
  const feedback = useFeedback();
  const [state, setState] = useStateParam();
  const events = usePagedAdminList(PAYMENT_EVENTS_LIST, PAYMENT_EVENT_ROW, {
    state,
  });
  const [replay] = useMutation(ADMIN_REPLAY_PAYMENT_EVENT_MUTATION);
  const confirm = useConfirm();
  const rowAction = useRowAction<string>(feedback);
  const current = STATES.find((option) => option.value === state) ?? STATES[0];

  const replayEvent = (event: EventRow) =>
    rowAction.run(event.id, () => replay({ variables: { id: event.id } }), {
      success: `Event ${event.id} queued again.`,
      fallback: 'Could not replay the event.',
      afterSuccess: events.reload,
    });

  const columns: TableColumn<EventRow>[] = [
    { key: 'id', header: 'Event', render: (event) => <code className="admin-code">{event.id}</code> },
    oneLineColumn('type', 'Type', (event) => event.type),
    dateTimeColumn('received', 'Received', (event) => event.receivedAt),
    { key: 'attempts', header: 'Attempts', align: 'end', render: (event) => event.attempts },
    {
      key: 'lastError',
      header: 'Last error',
      render: (event) =>
        event.lastError ? <span className="admin-wrap">{event.lastError}</span> : <span className="muted">—</span>,
    },
    {
      key: 'deadAt',
      header: 'Dead at',
      render: (event) =>
        event.deadAt ? (
          <span className="admin-nowrap">{formatDateTime(event.deadAt)}</span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    actionsColumn((event) =>
      event.deadAt ? (
        <Button
          size="sm"
          variant="secondary"
          loading={rowAction.busyId === event.id}
          onClick={() =>
            confirm.ask(REPLAY_QUESTION, () => replayEvent(event), { confirmLabel: 'Replay', cancelLabel: 'Keep' })
          }
        >
          Replay<span className="sr-only"> event {event.id}</span>
        </Button>
      ) : null,
    ),
  ];

  return (
    <AdminPage
      title="Payment events"
      description="What the payment provider told us, as recorded. A dead event spent its retries; fix the cause, then replay it."
    >
      <AdminSection title="Events">
        <Tabs id={TABS_ID} label="Event state" look="pills" tabs={STATES} value={state} onChange={setState} />
        <TabPanel tabsId={TABS_ID} value={state}>
          <FeedbackBanner feedback={feedback} />
          <AdminTable
            list={events}
            columns={columns}
            caption={`${current.label} payment events`}
            empty={current.empty}
            what="payment events"
            noun="events"
          />
        </TabPanel>
      </AdminSection>
      {confirm.dialog}
    </AdminPage>
  );
}
