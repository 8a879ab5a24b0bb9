import './RoomingPage.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { Badge, Button, Checkbox, Select, SkeletonText, TabPanel, Tabs, TextInput } from '../../components/ui';
import { getFragmentData, graphql } from '../../gql';
import type { RoomingListFragment, RoomingPersonFragment as Person, RoomType } from '../../gql/graphql';
import { downloadWithSession } from '../../lib/download';
import { AdminPage } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDate } from '../lib/format';

const ROOMING = graphql(`
  fragment RoomingList on DepartureRooming {
    departureId
    packageName
    departDate
    returnDate
    unnamedTravellers
    stays {
      id
      city
      hotelName
      nights
      checkIn
      checkOut
      roomedCount
      travellerCount
      rooms {
        id
        name
        type
        beds
        needsCheck
        travellers {
          ...RoomingPerson
        }
      }
      unassigned {
        ...RoomingPerson
      }
    }
  }
`);

const PERSON = graphql(`
  fragment RoomingPerson on RoomingTraveller {
    id
    fullName
    gender
    bookingReference
    bookingSold
  }
`);

export const DEPARTURE_ROOMING_QUERY = graphql(`
  query DepartureRooming($departureId: Int!) {
    departureRooming(departureId: $departureId) {
      ...RoomingList
    }
  }
`);

export const SUGGEST_ROOMING = graphql(`
  mutation SuggestRooming($departureId: Int!, $stayId: Int!, $allowSharing: Boolean) {
    suggestRooming(departureId: $departureId, stayId: $stayId, allowSharing: $allowSharing) {
      ...RoomingList
    }
  }
`);

export const MOVE_TO_ROOM = graphql(`
  mutation MoveTravellerToRoom($departureId: Int!, $roomId: Int!, $travellerId: Int!) {
    moveTravellerToRoom(departureId: $departureId, roomId: $roomId, travellerId: $travellerId) {
      ...RoomingList
    }
  }
`);

const UNASSIGN = graphql(`
  mutation UnassignTraveller($departureId: Int!, $stayId: Int!, $travellerId: Int!) {
    unassignTraveller(departureId: $departureId, stayId: $stayId, travellerId: $travellerId) {
      ...RoomingList
    }
  }
`);

const SWAP = graphql(`
  mutation SwapTravellers($departureId: Int!, $stayId: Int!, $travellerIds: [Int!]!) {
    swapTravellers(departureId: $departureId, stayId: $stayId, travellerIds: $travellerIds) {
      ...RoomingList
    }
  }
`);

const ADD_ROOM = graphql(`
  mutation AddRoom($departureId: Int!, $stayId: Int!, $type: RoomType!, $label: String) {
    addRoom(departureId: $departureId, stayId: $stayId, type: $type, label: $label) {
      ...RoomingList
    }
  }
`);

const REMOVE_ROOM = graphql(`
  mutation RemoveRoom($departureId: Int!, $roomId: Int!) {
    removeRoom(departureId: $departureId, roomId: $roomId) {
      ...RoomingList
    }
  }
`);

type Stay = RoomingListFragment['stays'][number];
type Room = Stay['rooms'][number];

const ROOM_TYPES: RoomType[] = ['QUAD', 'TRIPLE', 'DOUBLE', 'SINGLE'];
const ROOM_TYPE_LABELS = { QUAD: 'Quad', TRIPLE: 'Triple', DOUBLE: 'Double', SINGLE: 'Single' } satisfies Record<
  RoomType,
  string
>;

/** STAFF and ADMIN: a departure's rooming list, one tab per hotel stay (issue #33 section 3). */
export function RoomingPage() {
  const { id } = useParams();
  const departureId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { data, error, loading, refetch } = useQuery(DEPARTURE_ROOMING_QUERY, {
    variables: { departureId },
    fetchPolicy: 'cache-and-network',
  });
  const rooming = getFragmentData(ROOMING, data?.departureRooming);
  const [stayTab, setStayTab] = useState<string | null>(null);

  if (!rooming) {
    return (
      <AdminPage title="Rooming list">
        {error ? (
          <QueryError error={error} what="this rooming list" onRetry={() => void refetch()} />
        ) : loading ? (
          <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="60%" />
        ) : null}
      </AdminPage>
    );
  }
  const stay = rooming.stays.find((s) => String(s.id) === stayTab) ?? rooming.stays.at(0);
  return (
    <AdminPage
      title={`Rooming: ${rooming.packageName}`}
      description={`Departs ${formatDate(rooming.departDate)}, returns ${formatDate(rooming.returnDate)}`}
    >
      <Link to={`/admin/departures/${rooming.departureId}`} className="admin-sub">
        ← Departure board
      </Link>
      {rooming.unnamedTravellers > 0 && (
        <p className="rooming__note">
          {rooming.unnamedTravellers === 1
            ? '1 seat sold has no named traveller yet: it can be roomed once the customer names them.'
            : `${rooming.unnamedTravellers} seats sold have no named traveller yet: they can be roomed once the customers name them.`}
        </p>
      )}
      {!stay ? (
        <p>This package has no hotel stays yet: add them on the package (Packages, Hotel stays).</p>
      ) : (
        <>
          <Tabs
            id="rooming-stays"
            label="Hotel stays"
            value={String(stay.id)}
            onChange={setStayTab}
            tabs={rooming.stays.map((s) => ({
              value: String(s.id),
              label: `${s.city}: ${s.hotelName} (${s.roomedCount}/${s.travellerCount})`,
            }))}
          />
          <TabPanel tabsId="rooming-stays" value={String(stay.id)}>
            <StayRooming key={stay.id} departureId={rooming.departureId} stay={stay} />
          </TabPanel>
        </>
      )}
    </AdminPage>
  );
}

function StayRooming({ departureId, stay }: { departureId: number; stay: Stay }) {
  const feedback = useFeedback();
  const [selected, setSelected] = useState<number | null>(null);
  const [target, setTarget] = useState('');
  const [allowSharing, setAllowSharing] = useState(false);
  const [newType, setNewType] = useState<RoomType>('DOUBLE');
  const [newLabel, setNewLabel] = useState('');
  const [suggest, suggesting] = useMutation(SUGGEST_ROOMING);
  const [move, moving] = useMutation(MOVE_TO_ROOM);
  const [unassign] = useMutation(UNASSIGN);
  const [swap] = useMutation(SWAP);
  const [addRoom, adding] = useMutation(ADD_ROOM);
  const [removeRoom] = useMutation(REMOVE_ROOM);
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);

  const people = (list: Stay['unassigned']) => list.map((p) => getFragmentData(PERSON, p));
  const unassigned = people(stay.unassigned);
  const roomOfSelected = stay.rooms.find((r) => people(r.travellers).some((p) => p.id === selected));
  const selectedPerson = [...unassigned, ...stay.rooms.flatMap((r) => people(r.travellers))].find(
    (p) => p.id === selected,
  );
  const base = { departureId, stayId: stay.id };
  const percent = stay.travellerCount ? Math.round((100 * stay.roomedCount) / stay.travellerCount) : 0;

  async function doMove() {
    if (!selectedPerson || !target) return;
    const [kind, value] = target.split(':');
    const done =
      kind === 'room'
        ? await feedback.run(
            () => move({ variables: { departureId, roomId: Number(value), travellerId: selectedPerson.id } }),
            { success: `${selectedPerson.fullName} moved.` },
          )
        : await feedback.run(() => swap({ variables: { ...base, travellerIds: [selectedPerson.id, Number(value)] } }), {
            success: `${selectedPerson.fullName} swapped.`,
          });
    if (done) {
      setSelected(null);
      setTarget('');
    }
  }

  async function download(kind: 'csv' | 'pdf') {
    setDownloading(kind);
    try {
      await downloadWithSession(
        `/api/departures/${departureId}/rooming/stays/${stay.id}/rooming.${kind}`,
        `rooming-${stay.city.toLowerCase()}.${kind}`,
      );
    } catch (error) {
      feedback.fail(error);
    } finally {
      setDownloading(null);
    }
  }

  const targets = [
    ...stay.rooms
      .filter((r) => r.id !== roomOfSelected?.id)
      .map((r) => ({
        value: `room:${r.id}`,
        label: `Room ${r.name} (${ROOM_TYPE_LABELS[r.type]}, ${r.travellers.length}/${r.beds})`,
      })),
    ...(roomOfSelected
      ? stay.rooms
          .filter((r) => r.id !== roomOfSelected.id)
          .flatMap((r) =>
            people(r.travellers).map((p) => ({
              value: `swap:${p.id}`,
              label: `Swap with ${p.fullName} (room ${r.name})`,
            })),
          )
      : []),
  ];

  return (
    <div className="rooming">
      <div className="rooming__head">
        <div>
          <p className="admin-strong">
            {stay.hotelName}, {stay.city}
          </p>
          <p className="admin-sub">
            {formatDate(stay.checkIn)} to {formatDate(stay.checkOut)} · {stay.nights} nights
          </p>
        </div>
        <div className="rooming__progress" role="group" aria-label="Progress">
          <span>
            {stay.roomedCount} of {stay.travellerCount} travellers roomed
          </span>
          <progress max={stay.travellerCount || 1} value={stay.roomedCount} aria-label={`${percent}% roomed`} />
        </div>
      </div>

      <div className="rooming__toolbar">
        <Checkbox
          label="Allow sharing between bookings"
          hint="Same room type and gender only"
          checked={allowSharing}
          onChange={(event) => setAllowSharing(event.target.checked)}
        />
        <Button
          loading={suggesting.loading}
          onClick={() =>
            void feedback.run(() => suggest({ variables: { ...base, allowSharing } }), {
              success: 'Suggestion applied: adjust below.',
            })
          }
        >
          Suggest
        </Button>
        <span className="rooming__spacer" />
        <Button variant="secondary" loading={downloading === 'csv'} onClick={() => void download('csv')}>
          Export CSV
        </Button>
        <Button variant="secondary" loading={downloading === 'pdf'} onClick={() => void download('pdf')}>
          PDF for the hotel
        </Button>
      </div>
      <FeedbackBanner feedback={feedback} />

      {selectedPerson && (
        <div className="rooming__selection" role="region" aria-label="Selected traveller">
          <span>
            Selected: <strong dir="auto">{selectedPerson.fullName}</strong> ({selectedPerson.bookingReference})
          </span>
          <Select
            label="Move to room"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            placeholder="Choose a room"
            options={targets}
          />
          <Button loading={moving.loading} disabled={!target} onClick={() => void doMove()}>
            Move to room
          </Button>
          {roomOfSelected && (
            <Button
              variant="secondary"
              onClick={() =>
                void feedback
                  .run(() => unassign({ variables: { ...base, travellerId: selectedPerson.id } }), {
                    success: `${selectedPerson.fullName} unassigned.`,
                  })
                  .then((done) => done && setSelected(null))
              }
            >
              Unassign
            </Button>
          )}
          <Button variant="ghost" onClick={() => setSelected(null)}>
            Cancel
          </Button>
        </div>
      )}

      <div className="rooming__layout">
        <section className="rooming__unassigned" aria-label="Unassigned travellers">
          <h2 className="rooming__h2">Unassigned ({unassigned.length})</h2>
          {unassigned.length === 0 ? (
            <p className="admin-sub">Everyone named has a room here.</p>
          ) : (
            <ul className="rooming__people">
              {unassigned.map((p) => (
                <PersonRow key={p.id} person={p} selected={selected === p.id} onSelect={setSelected} />
              ))}
            </ul>
          )}
        </section>

        <section className="rooming__rooms" aria-label="Rooms">
          {stay.rooms.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              selected={selected}
              onSelect={setSelected}
              onRemove={() =>
                void feedback.run(() => removeRoom({ variables: { departureId, roomId: room.id } }), {
                  success: `Room ${room.name} removed.`,
                })
              }
            />
          ))}
          <form
            className="rooming__add"
            onSubmit={(event) => {
              event.preventDefault();
              void feedback
                .run(() => addRoom({ variables: { ...base, type: newType, label: newLabel.trim() || null } }), {
                  success: 'Room added.',
                })
                .then((done) => done && setNewLabel(''));
            }}
          >
            <Select
              label="Room type"
              value={newType}
              onChange={(event) => setNewType(event.target.value as RoomType)}
              options={ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] }))}
            />
            <TextInput
              label="Room number (optional)"
              value={newLabel}
              maxLength={40}
              onChange={(event) => setNewLabel(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={adding.loading}>
              Add room
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}

function GenderBadge({ gender }: { gender: string | null | undefined }) {
  if (gender === 'FEMALE') return <Badge variant="gold">F</Badge>;
  if (gender === 'MALE') return <Badge variant="blue">M</Badge>;
  return <Badge>?</Badge>;
}

function PersonRow({
  person,
  selected,
  onSelect,
}: {
  person: Person;
  selected: boolean;
  onSelect: (id: number | null) => void;
}) {
  return (
    <li className={selected ? 'rooming__person rooming__person--selected' : 'rooming__person'}>
      <button
        type="button"
        className="rooming__pick"
        aria-pressed={selected}
        onClick={() => onSelect(selected ? null : person.id)}
      >
        <GenderBadge gender={person.gender} />
        <span dir="auto" className="rooming__name">
          {person.fullName}
        </span>
        <span className="admin-sub">{person.bookingReference}</span>
        {!person.bookingSold && <Badge variant="red">Cancelled</Badge>}
      </button>
    </li>
  );
}

function RoomCard({
  room,
  selected,
  onSelect,
  onRemove,
}: {
  room: Room;
  selected: number | null;
  onSelect: (id: number | null) => void;
  onRemove: () => void;
}) {
  const people = room.travellers.map((p) => getFragmentData(PERSON, p));
  const empty = Math.max(0, room.beds - people.length);
  return (
    <article className="rooming__room" aria-label={`Room ${room.name}`}>
      <header className="rooming__room-head">
        <span className="admin-strong">Room {room.name}</span>
        <Badge variant="green">{ROOM_TYPE_LABELS[room.type]}</Badge>
        <span className="admin-sub">
          {people.length}/{room.beds}
        </span>
        {people.length === 0 && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove
          </Button>
        )}
      </header>
      {room.needsCheck && <p className="rooming__warn">Bookings of different or unknown genders share this room.</p>}
      <ul className="rooming__people">
        {people.map((p) => (
          <PersonRow key={p.id} person={p} selected={selected === p.id} onSelect={onSelect} />
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`empty-${i}`} className="rooming__bed">
            Empty bed
          </li>
        ))}
      </ul>
    </article>
  );
}
