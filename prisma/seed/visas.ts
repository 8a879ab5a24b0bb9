import type { VisaStatus } from '../generated/client/client.ts';
import type { TransactionClient } from '../index.ts';
import { moveVisa } from '../visa-lifecycle.ts';
import { storyDeparture } from './story-departure.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moves that lead to each seeded status, from not started (nothing to do for NOT_STARTED itself). */
const PATHS: Record<VisaStatus, VisaStatus[]> = {
  NOT_STARTED: [],
  SUBMITTED: ['SUBMITTED'],
  ISSUED: ['SUBMITTED', 'ISSUED'],
  REFUSED: ['SUBMITTED', 'REFUSED'],
};
// In turn over the story departure's travellers (the seed gives it three today): one issued, one refused, one
// submitted, then one not started, and so on.
const TURN: VisaStatus[] = ['ISSUED', 'REFUSED', 'SUBMITTED', 'NOT_STARTED', 'SUBMITTED', 'ISSUED'];
const REFUSAL = 'The passport photo page is unreadable: please send a new scan.';

/**
 * Visas at every status on the story departure (issue #33 §2), written through the lifecycle so each has its
 * history, dated over the last weeks. Runs after the travellers seed. No e-visa files: those live in the sealed file
 * store, which the seed does not reach; staff upload one in the back-office.
 */
export async function seedVisas(tx: TransactionClient, now: Date): Promise<void> {
  const departureId = await storyDeparture(tx, now);
  if (departureId === null) return;
  const travellers = await tx.traveller.findMany({
    where: { booking: { departureId } },
    orderBy: [{ bookingId: 'asc' }, { position: 'asc' }],
    select: { id: true },
  });
  for (const [i, traveller] of travellers.entries()) {
    let from: VisaStatus = 'NOT_STARTED';
    for (const [step, to] of PATHS[TURN[i % TURN.length]].entries()) {
      const at = new Date(now.getTime() - (20 - step * 9) * DAY_MS);
      const extra = to === 'REFUSED' ? { reason: REFUSAL } : to === 'ISSUED' ? { visaNumber: `EV${600100 + i}` } : {};
      await moveVisa(tx, traveller.id, from, { to, by: null, now: at, ...extra });
      from = to;
    }
  }
}
