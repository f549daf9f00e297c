/**
 * What a Debertz policy sees and returns. Views are mutable objects the driver reuses for every
 * decision (no allocation per decision); a policy reads them and returns a number.
 * A policy sees only what the player at the table sees: his own hand, the turned card, the
 * cards on the table and the cards already played.
 *
 * @public
 */
import type { Card } from '../../../core/cards/card.ts';
import type { CardMask } from '../../../core/cards/mask.ts';
import type { Rng } from '../../../core/cards/rng.ts';
import type { TrickView } from '../mechanics/play.ts';

/** Bids as numbers: pass, "play" (the turned suit, round 1), or a suit 0–3 (round 2). */
export const PASS = -1;
export const PLAY = 4;

export interface BidView {
  players: number;
  sides: number;
  seat: number;
  dealer: number;
  round: 1 | 2;
  /** the player's six cards */
  hand: CardMask;
  turned: Card;
  /** the dealer may not pass now (DEB-G35 dealer-must-order, round 2) */
  mustOrder: boolean;
  /** seat that receives the turned card if this seat orders in round 1 (4 players), else -1 */
  turnedTo: number;
  /** hand size after completion */
  handSize: number;
  /** this seat may swap the trump seven for the turned card if he orders in round 1 (DEB-G33) */
  maySwapSeven: boolean;
  /** 5+ card sequences are worth 100 (DEB-G39 hundred) */
  hundred: boolean;
}

/** The trick as a play policy sees it: the mechanics' view plus the index of the card winning it so far (TrickTracker keeps it). */
export interface PlayTrick extends TrickView {
  readonly winning: number;
}

export interface PlayView {
  players: number;
  seat: number;
  /** seat of the partner (2x2), -1 otherwise */
  partner: number;
  trump: number;
  /** the player's side is the declarer's */
  declaring: boolean;
  hand: CardMask;
  trick: PlayTrick;
  /** every card already played in this deal, the current trick included */
  played: CardMask;
}

export interface DebertzBidder {
  readonly name: string;
  /** PASS, PLAY (round 1) or a suit other than the turned one (round 2); never PASS when `mustOrder` */
  bid(view: BidView, rng: Rng): number;
}

export interface DebertzPlayer {
  readonly name: string;
  /** a card of `legal` (never empty) */
  play(view: PlayView, legal: CardMask, rng: Rng): Card;
  /** whether the holder of the trump seven swaps it for the turned card before the first lead */
  swapSeven(view: PlayView, rng: Rng): boolean;
}
