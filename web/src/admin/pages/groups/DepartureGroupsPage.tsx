import './groups.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';

import { formatDepartureDates } from '../../../components/packages/departureFormat';
import { Button, Select, Table, type TableColumn, TextInput, useConfirm } from '../../../components/ui';
import type { DepartureGroupsQuery } from '../../../gql/graphql';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { QueryError } from '../../components/QueryError';
import { StatusBadge } from '../../components/StatusBadge';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { ROLE_LABELS } from '../../lib/roles';
import { bookingStatusLook } from '../../lib/status';
import { FlightsForm } from './FlightsForm';
import {
  CREATE_GROUP_MUTATION,
  DELETE_GROUP_MUTATION,
  DEPARTURE_GROUPS_QUERY,
  MOVE_BOOKING_MUTATION,
  UPDATE_GROUP_MUTATION,
} from './operations';

type Board = DepartureGroupsQuery['departureGroupBoard'];
type Group = Board['groups'][number];
type BoardBooking = Board['bookings'][number];

/**
 * /admin/departures/:id/groups (issue #33, decision 0060): staff split a departure's travelling bookings into groups,
 * each with a leader (a group leader, staff member or admin), move bookings between them, and set the flights the
 * leaders read. Every change is audited on the server.
 */
export function DepartureGroupsPage() {
  const departureId = Number(useParams().id);
  const { data, error, loading, refetch } = useQuery(DEPARTURE_GROUPS_QUERY, {
    variables: { departureId },
    fetchPolicy: 'cache-and-network',
  });
  const feedback = useFeedback();
  const { ask, dialog } = useConfirm();
  const rename = usePromptAction();
  const [updateGroup] = useMutation(UPDATE_GROUP_MUTATION);
  const [deleteGroup] = useMutation(DELETE_GROUP_MUTATION);
  const [moveBooking] = useMutation(MOVE_BOOKING_MUTATION);
  const board = data?.departureGroupBoard;
  const leaders = data?.groupLeaderCandidates ?? [];
  const leaderOptions = leaders.map((user) => ({
    value: String(user.id),
    label: `${user.name} (${ROLE_LABELS[user.role]})`,
  }));
  const groupOptions = (board?.groups ?? []).map((group) => ({ value: String(group.id), label: group.name }));

  const title = board
    ? `Groups · ${board.packageName}, ${formatDepartureDates(board.departDate, board.returnDate)}`
    : 'Groups';

  const travellersIn = (groupId: number) =>
    (board?.bookings ?? [])
      .filter((booking) => booking.groupId === groupId)
      .reduce((sum, booking) => sum + booking.travellerCount, 0);

  const groupColumns: TableColumn<Group>[] = [
    { key: 'name', header: 'Group', render: (group) => group.name },
    {
      key: 'leader',
      header: 'Leader',
      render: (group) => (
        <Select
          label={`Leader of ${group.name}`}
          className="admin-groups__inline-select"
          options={leaderOptions}
          value={String(group.leader.id)}
          onChange={(event) =>
            void feedback.run(
              () => updateGroup({ variables: { id: group.id, leaderId: Number(event.target.value) } }),
              { success: `${group.name} has a new leader.` },
            )
          }
        />
      ),
    },
    { key: 'travellers', header: 'Travellers', align: 'end', render: (group) => travellersIn(group.id) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (group) => (
        <div className="cluster cluster--middle admin-groups__actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              rename.open({
                title: `Rename ${group.name}`,
                label: 'Group name',
                initialValue: group.name,
                confirmLabel: 'Rename',
                inputProps: { maxLength: 80 },
                action: async (name) => {
                  await updateGroup({ variables: { id: group.id, name } });
                },
              })
            }
          >
            Rename<span className="sr-only"> {group.name}</span>
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              ask(
                `Delete ${group.name}? Its bookings stay booked and are left in no group; its leader no longer sees them.`,
                () =>
                  feedback.run(
                    async () => {
                      await deleteGroup({ variables: { id: group.id } });
                      await refetch();
                    },
                    { success: `${group.name} deleted.` },
                  ),
              )
            }
          >
            Delete<span className="sr-only"> {group.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  const bookingColumns: TableColumn<BoardBooking>[] = [
    { key: 'reference', header: 'Booking', render: (booking) => booking.reference },
    { key: 'name', header: 'Lead traveller', render: (booking) => booking.name },
    { key: 'travellers', header: 'Travellers', align: 'end', render: (booking) => booking.travellerCount },
    { key: 'status', header: 'Status', render: (booking) => <StatusBadge look={bookingStatusLook(booking.status)} /> },
    {
      key: 'group',
      header: 'Group',
      render: (booking) => (
        <Select
          label={`Group of ${booking.reference}`}
          className="admin-groups__inline-select"
          placeholder="No group"
          options={groupOptions}
          value={booking.groupId ? String(booking.groupId) : ''}
          onChange={(event) => {
            const groupId = event.target.value ? Number(event.target.value) : null;
            void feedback.run(() => moveBooking({ variables: { bookingId: booking.id, groupId } }), {
              success: `${booking.reference} moved.`,
            });
          }}
        />
      ),
    },
  ];

  return (
    <AdminPage title={title} description="Each group has one leader, who sees only its travellers on their phone.">
      {error && <QueryError error={error} what="the groups" onRetry={() => void refetch()} />}
      <FeedbackBanner feedback={feedback} />
      <AdminSection title="Groups">
        <Table
          caption="Groups"
          columns={groupColumns}
          rows={board?.groups ?? []}
          rowKey={(group) => group.id}
          loading={loading && !board}
          empty="No groups yet."
        />
        <NewGroupForm departureId={departureId} leaderOptions={leaderOptions} onCreated={() => void refetch()} />
      </AdminSection>
      <AdminSection title="Bookings">
        <Table
          caption="Bookings and their groups"
          columns={bookingColumns}
          rows={board?.bookings ?? []}
          rowKey={(booking) => booking.id}
          loading={loading && !board}
          empty="No travelling bookings on this departure yet."
        />
      </AdminSection>
      {data && (
        <FlightsForm
          key={JSON.stringify(data.departureFlights)}
          departureId={departureId}
          flights={data.departureFlights}
        />
      )}
      {dialog}
      {rename.dialog}
    </AdminPage>
  );
}

function NewGroupForm({
  departureId,
  leaderOptions,
  onCreated,
}: {
  departureId: number;
  leaderOptions: { value: string; label: string }[];
  onCreated: () => void;
}) {
  const [create, { loading }] = useMutation(CREATE_GROUP_MUTATION);
  const feedback = useFeedback();
  const [name, setName] = useState('');
  const [leaderId, setLeaderId] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !leaderId) return feedback.fail(null, 'Give the group a name and choose its leader.');
    const made = await feedback.run(
      () => create({ variables: { departureId, name: name.trim(), leaderId: Number(leaderId) } }),
      { success: `${name.trim()} created.` },
    );
    if (made) {
      setName('');
      setLeaderId('');
      onCreated();
    }
  }

  return (
    <form className="stack admin-groups__new" onSubmit={(event) => void submit(event)} noValidate>
      <h3>New group</h3>
      <FeedbackBanner feedback={feedback} />
      <div className="admin-form admin-groups__new-fields">
        <TextInput label="Group name" value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        <Select
          label="Leader"
          placeholder="Choose a leader"
          options={leaderOptions}
          value={leaderId}
          onChange={(event) => setLeaderId(event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" size="sm" loading={loading}>
          Create group
        </Button>
      </div>
    </form>
  );
}
