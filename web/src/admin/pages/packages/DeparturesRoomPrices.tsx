import { useState } from 'react';

import { ROOM_LABEL } from '../../../components/packages/departureFormat';
import { Button, TextInput } from '../../../components/ui';
import type { RoomType } from '../../../gql/graphql';
import { toMinorUnits } from '../../../lib/price';

// Every room type, in the order of its labels (largest room first).
const ROOM_TYPES = Object.keys(ROOM_LABEL) as RoomType[];

export interface RoomPricesFormProps {
  prices: readonly { roomType: RoomType; amount: number }[];
  currency: string;
  pending: boolean;
  onFailure: (message: string) => void;
  onSave: (prices: { roomType: RoomType; amount: number | null }[]) => Promise<boolean>;
}

/** The package's per-person price of each room type, typed in major units; an empty box removes the room type. */
export function RoomPricesForm({ prices, currency, pending, onFailure, onSave }: RoomPricesFormProps) {
  const [typed, setTyped] = useState<Record<RoomType, string>>(() => {
    const byType = new Map(prices.map((p) => [p.roomType, (p.amount / 100).toFixed(2)]));
    return Object.fromEntries(ROOM_TYPES.map((t) => [t, byType.get(t) ?? ''])) as Record<RoomType, string>;
  });

  function save() {
    const next: { roomType: RoomType; amount: number | null }[] = [];
    for (const roomType of ROOM_TYPES) {
      const text = typed[roomType].trim();
      const amount = text === '' ? null : toMinorUnits(text, currency);
      if (text !== '' && (amount === null || amount <= 0))
        return onFailure(`${ROOM_LABEL[roomType]}: enter a price such as 1,250.00, or leave it empty.`);
      next.push({ roomType, amount });
    }
    void onSave(next);
  }

  return (
    <section aria-labelledby="room-prices-heading" className="stack admin-departures__prices">
      <h3 id="room-prices-heading">Room prices per person ({currency})</h3>
      <div className="admin-form admin-departures__price-fields">
        {ROOM_TYPES.map((roomType) => (
          <TextInput
            key={roomType}
            label={ROOM_LABEL[roomType]}
            inputMode="decimal"
            value={typed[roomType]}
            hint="Empty: not offered"
            onChange={(event) => setTyped({ ...typed, [roomType]: event.target.value })}
          />
        ))}
      </div>
      <div>
        <Button size="sm" disabled={pending} onClick={save}>
          Save room prices
        </Button>
      </div>
    </section>
  );
}
