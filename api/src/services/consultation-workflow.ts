import type { ConsultationStatus } from '@rihla/db';

/**
 * The moves of a consultation (issue #32, decision 0054), as data: a reply answers it (again, if already answered),
 * staff close it from NEW or ANSWERED and reopen a closed one back to NEW. Nothing else moves it.
 */
export type ConsultationMoveCause = 'reply' | 'close' | 'reopen';

const CONSULTATION_MOVES: readonly {
  from: ConsultationStatus;
  to: ConsultationStatus;
  by: ConsultationMoveCause;
}[] = [
  { from: 'NEW', to: 'ANSWERED', by: 'reply' },
  { from: 'ANSWERED', to: 'ANSWERED', by: 'reply' },
  { from: 'NEW', to: 'CLOSED', by: 'close' },
  { from: 'ANSWERED', to: 'CLOSED', by: 'close' },
  { from: 'CLOSED', to: 'NEW', by: 'reopen' },
];

export const canMoveConsultation = (from: ConsultationStatus, to: ConsultationStatus, by: ConsultationMoveCause) =>
  CONSULTATION_MOVES.some((move) => move.from === from && move.to === to && move.by === by);

/** The moves staff may make from a status (the page's buttons): close, reopen. */
export const staffMovesFrom = (from: ConsultationStatus): ConsultationStatus[] =>
  CONSULTATION_MOVES.filter((move) => move.from === from && move.by !== 'reply').map((move) => move.to);
