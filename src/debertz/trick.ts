import { type Card, suitOf } from '../cards/card.ts';
import { type CardMask, remove } from '../cards/mask.ts';
import type { Format } from './format.ts';
import { nextSeat } from './format.ts';
import { winningIndex } from './play.ts';
import { cardPoints, LAST_TRICK_BONUS } from './points.ts';

export interface TrickDone {
  readonly winner: number;
  /** card points of the trick, plus the last-trick 10 when it is the last */
  readonly points: number;
  readonly last: boolean;
}

/**
 * The turn and trick bookkeeping of the play: who is to act, the cards of the current trick,
 * whether a trump has appeared in an earlier trick (DEB-G25 `first-trump-trick`). The literal
 * special deal leaves hands of unequal size (DEB-G2): a seat whose hand is empty is passed over,
 * and a trick is complete when every seat that still held cards has played to it.
 */
export class TrickTracker {
  toAct: number;
  cards: Card[] = [];
  seats: number[] = [];
  length = 0;
  trumpSeenBefore = false;
  private size: number;

  constructor(
    private readonly format: Format,
    /** the seats' hands, updated in place as cards are played */
    readonly hands: CardMask[],
    private readonly trump: number,
    leader: number,
  ) {
    this.size = this.holders();
    this.toAct = hands[leader] === 0 ? this.nextHolder(leader) : leader;
  }

  /** The seat `seat` plays `card` (legality is the caller's business); returns the trick once complete. */
  play(seat: number, card: Card): TrickDone | null {
    this.hands[seat] = remove(this.hands[seat], card);
    this.cards.push(card);
    this.seats.push(seat);
    this.length++;
    this.toAct = this.nextHolder(seat);
    if (this.length < this.size) return null;
    const winner = this.seats[winningIndex(this, this.trump)];
    const last = this.hands.every((h) => h === 0);
    let points = last ? LAST_TRICK_BONUS : 0;
    for (const c of this.cards) points += cardPoints(c, this.trump);
    if (this.cards.some((c) => suitOf(c) === this.trump)) this.trumpSeenBefore = true;
    this.cards = [];
    this.seats = [];
    this.length = 0;
    this.size = this.holders();
    this.toAct = last || this.hands[winner] !== 0 ? winner : this.nextHolder(winner);
    return { winner, points, last };
  }

  /** Card points still in hands or in the unfinished trick, plus the last-trick 10 (DEB-G22 `all-cards`). */
  unplayedPoints(): number {
    let total = LAST_TRICK_BONUS;
    for (const h of this.hands) for (let m = h >>> 0, c = 0; m !== 0; m >>>= 1, c++) if (m & 1) total += cardPoints(c, this.trump);
    for (const c of this.cards) total += cardPoints(c, this.trump);
    return total;
  }

  private holders(): number {
    let n = 0;
    for (const h of this.hands) if (h !== 0) n++;
    return n;
  }

  private nextHolder(seat: number): number {
    let n = nextSeat(this.format, seat);
    while (this.hands[n] === 0 && n !== seat) n = nextSeat(this.format, n);
    return n;
  }
}
