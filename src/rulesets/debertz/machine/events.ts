/**
 * Events of the Debertz machine: facts from the mechanics, carrying only the numbers the rules
 * need. The judge and the simulator produce them from cards; the machine never sees a card.
 */
export type IrregularityKind = 'outOfTurn' | 'signal' | 'failedFirstTrumpBeat' | 'exposedCards' | 'revoke';

export type DebertzEvent =
  | { type: 'DEALT' }
  | { type: 'DEALER_EXPOSED_CARD' }
  | { type: 'ORDERED'; declarer: number }
  | { type: 'ALL_PASSED' }
  | { type: 'MELDS'; declared: number[]; debercSeat: number }
  | { type: 'TRICK'; winner: number; points: number }
  | { type: 'IRREGULARITY'; kind: IrregularityKind; seat: number; unplayed: number }
  | { type: 'PLAY_COMPLETE'; passed: number[] };

export const DEBERTZ_EVENT_TYPES = ['DEALT', 'DEALER_EXPOSED_CARD', 'ORDERED', 'ALL_PASSED', 'MELDS', 'TRICK', 'IRREGULARITY', 'PLAY_COMPLETE'] as const;

/** The 6.2.1.8 bullet each referee-declared cause falls under. */
export const CAUSE_CLAUSE: Record<IrregularityKind, string> = {
  outOfTurn: 'DEB-6.2.1.8.a',
  signal: 'DEB-6.2.1.8.b',
  failedFirstTrumpBeat: 'DEB-6.2.1.8.c',
  exposedCards: 'DEB-6.2.1.8.d',
  revoke: 'DEB-6.2.1.8',
};
