/**
 * What the Debertz table (./table.ts) asks of the one who runs it. The table is the one procedure
 * from a deal's cards and its players' choices to the regulation machine's events; it asks
 *
 * - `DealChance` for what chance decides: the cards dealt, the turned card, and whether the
 *   dealing was stopped (a referee's exposed card, a player's offence while dealing). The
 *   simulator deals from a shuffled deck; the judge takes the scenario's cards and checks them.
 * - `TableChoices` for what the players decide: bids, plays, the trump-seven swap, and the
 *   irregularities they commit. The simulator answers with its policies and its irregularity
 *   schedule; the judge with a scripted policy that reads the scenario's events in order.
 * - `TableLog` to record the readings consulted where they part.
 *
 * An answer is an action code (`ACT_…`) returned by the method, its details written into the
 * table's `act…` fields (no object per action on the simulator's hot path).
 *
 * @internal
 */
import type { DebertzTable } from './table.ts';
import type { CardMask } from '../../../core/cards/mask.ts';

/** No action: the script has run out (the judge); the table stops the deal where it is. */
export const ACT_NONE = 0;
/** a bid `t.actBid` (PASS, PLAY or a suit) by seat `t.actSeat` — out of turn when another seat is to speak */
export const ACT_BID = 1;
/** card `t.actCard` played by seat `t.actSeat` — out of turn when another seat is to play */
export const ACT_PLAY = 2;
/** seat `t.actSeat` swaps the trump seven for the turned card (DEB-G33) */
export const ACT_SWAP = 3;
/** irregularity `t.actIrregularity` by seat `t.actSeat` (a signal, exposed cards, or one stated outright) */
export const ACT_IRREGULARITY = 4;

/** `DealChance.interrupted`: the cards were dealt; the referee exposed a card (6.3); a player offended while dealing (6.2.1.8.b/.d) */
export const DEALING_COMPLETE = 0;
export const DEALING_REFEREE_EXPOSED = 1;
export const DEALING_OFFENCE = 2;

/** The special deal's hand-size findings (DEB-G2/DEB-G3), as the table's `specialFindings` lists them. */
export const SPECIAL_UNEQUAL = 0;
export const SPECIAL_OFF_SIZE = 1;
export const SPECIAL_PARTIAL = 2;

export interface DealChance {
  /**
   * Before DEALT: whether the dealing was stopped. For DEALING_OFFENCE set `t.actIrregularity`
   * and `t.actSeat`.
   */
  interrupted(t: DebertzTable): number;
  /** A normal deal: the first six cards of each seat into `t.hands`, the turned card into `t.turned`. */
  dealFirst(t: DebertzTable): void;
  /** After the order: the hands completed; `receiver` takes the turned card (4 players, DEB-G34), else -1. */
  complete(t: DebertzTable, declarer: number, receiver: number): void;
  /** The bidding ended without a completed deal (all passed, an irregularity, or the script ran out). */
  notCompleted(t: DebertzTable): void;
  /** The special deal (6.2.2.2 under DEB-G2/DEB-G3): every hand and the shown card into `t.turned`. */
  dealSpecial(t: DebertzTable, declarer: number): void;
}

export interface TableChoices {
  /** The next action of the bidding (`t.bidState.toAct` is to speak; `t.bidView` is that seat's view). */
  bid(t: DebertzTable): number;
  /** The next action of the play (`t.tracker.toAct` is to play; `t.masks` are its legal plays, `t.playView` its view; `t.swapOffer` the seat that may swap now, or -1). */
  play(t: DebertzTable): number;
  /**
   * At the first lead (DEB-G29), before MELDS: the combinations declared, when the players' choice
   * says so (the judge's v2 declaration events): per seat the cards of its declared sequences and
   * whether it declared bella. Absent, or null: every combination held is declared (inferred from the hands).
   */
  declared?(t: DebertzTable): DeclaredMelds | null;
  /** The table rules the action just returned an irregularity (a bid or card out of turn, a failed beat, a revoke) and sends it. */
  breach(): void;
  /** The action just returned is impossible (`field`: '.bid', '.play' or '' for the event itself); throws. */
  illegal(message: string, field: string): never;
}

export interface DeclaredMelds {
  /** per seat: the cards of the sequences it declared */
  sequences: CardMask[];
  /** per seat: whether it declared bella */
  bella: boolean[];
}

export interface TableLog {
  /** gap `TABLE_GAPS[gap]` was consulted (every time; the judge lists each once) */
  consult(gap: number): void;
}

/** The judge's view of each card played (the ruling's trick record); the simulator passes none. */
export interface CardObserver {
  /** `winner` ≥ 0 when the card completed a trick (`t.tracker` then describes it) */
  card(t: DebertzTable, seat: number, card: number, winner: number): void;
}
