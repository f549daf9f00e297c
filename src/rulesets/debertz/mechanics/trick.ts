import { type Card, NUM_CARDS } from '../../../core/cards/card.ts';
import type { CardMask } from '../../../core/cards/mask.ts';
import type { Format } from './format.ts';
import { cardPoints, LAST_TRICK_BONUS } from './points.ts';
import { BEATERS, POINTS } from './tables.ts';

/**
 * Seat arithmetic on a mask of the seats still holding cards (bit s: seat s), for 1–4 players:
 * `NEXT_HOLDER[P][mask * P + seat]` is the next seat after `seat` in the mask (`seat` itself when
 * no other is), `SEATS_IN[mask]` the number of seats in it. Built once from the loop they replace.
 */
const NEXT_HOLDER: readonly Int8Array[] = [1, 2, 3, 4].map((P) => {
  const t = new Int8Array(16 * P);
  for (let mask = 0; mask < 1 << P; mask++) {
    for (let seat = 0; seat < P; seat++) {
      let n = (seat + 1) % P;
      while (!((mask >> n) & 1) && n !== seat) n = (n + 1) % P;
      t[mask * P + seat] = n;
    }
  }
  return t;
});
const SEATS_IN = Int8Array.from({ length: 16 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));

export interface TrickDone {
  readonly winner: number;
  /** card points of the trick, plus the last-trick 10 when it is the last */
  readonly points: number;
  readonly last: boolean;
}

/**
 * The turn and trick bookkeeping of the play: who is to act, the cards of the current trick,
 * whether a trump has appeared in an earlier trick (DEB-G25 `first-trump-trick`). The literal
 * special deal leaves hands of unequal size (DEB-G2/DEB-G3): how such hands are played is
 * DEB-G42. Under `play-every-card` a seat whose hand is empty is passed over, a trick is complete
 * when every seat that still held cards has played to it, and the deal's last card ends the play;
 * under `stop-when-declarer-out` (`stopAtFirstEmpty`) the trick after which some seat holds no
 * card — the declarer's last, his hand being the shortest — is the last, and the cards still in
 * the other hands are never played.
 *
 * The simulator plays millions of tricks through one tracker per driver, so nothing here
 * allocates after construction: the trick's `cards` and `seats` are arrays of one slot per seat,
 * reused from trick to trick (only the first `length` entries are the current trick's); the
 * winning card, the trick's points and whether it holds a trump are kept up to date card by card
 * instead of being recomputed when the trick completes; `playCard` reports a completed trick
 * through fields instead of a result object. `play` is the allocating convenience form.
 */
export class TrickTracker {
  toAct = 0;
  /** the current trick's cards in play order: entries [0, length) (the array is reused) */
  readonly cards: Card[];
  /** the seat of each card of the current trick: entries [0, length) */
  readonly seats: number[];
  length = 0;
  trumpSeenBefore = false;
  /** index in the current trick of the card winning it so far (meaningful while length > 0) */
  winning = 0;
  /**
   * the current trick's first trump and its strongest trump so far, or -1 while it holds none:
   * the cards DEB-G25's readings name as the trump to beat, kept card by card so that the legal
   * plays need no scan of the trick (play.ts `legalPlaysTracked`)
   */
  firstTrump = -1;
  highestTrump = -1;
  /** after `playCard` completed a trick: its card points (with the last-trick 10 if it was the last) */
  trickPoints = 0;
  /** after `playCard` completed a trick: it was the deal's last */
  lastTrick = false;
  /**
   * after `playCard` completed a trick: it left some seat without cards while another still holds
   * some — the point where the two readings of DEB-G42 part (its consultation point)
   */
  unequalEnd = false;
  private size = 0;
  private points = 0;
  private trumpInTrick = false;
  private trump: number;
  private readonly players: number;
  /** bit s set while seat s holds cards (kept by `reset` and `playCard`) */
  private holding = 0;
  /** NEXT_HOLDER of this player count */
  private readonly nextOf: Int8Array;

  constructor(
    format: Format,
    /** the seats' hands, updated in place as cards are played */
    readonly hands: CardMask[],
    trump: number,
    leader: number,
    /** DEB-G42 `stop-when-declarer-out`: the play ends once any seat has played its last card */
    readonly stopAtFirstEmpty = false,
  ) {
    this.players = format.players;
    this.nextOf = NEXT_HOLDER[format.players - 1];
    // packed arrays (pushed, not `new Array(n).fill`, which stays holey): no hole check on reads
    this.cards = [];
    this.seats = [];
    for (let s = 0; s < format.players; s++) {
      this.cards.push(0);
      this.seats.push(0);
    }
    this.trump = trump;
    this.reset(trump, leader);
  }

  /** Starts a new deal's play over the same `hands` array (refilled by the caller). */
  reset(trump: number, leader: number): void {
    this.trump = trump;
    this.length = 0;
    this.trumpSeenBefore = false;
    this.winning = 0;
    this.firstTrump = this.highestTrump = -1;
    this.points = 0;
    this.trumpInTrick = false;
    this.trickPoints = 0;
    this.lastTrick = false;
    this.unequalEnd = false;
    let holding = 0;
    for (let s = 0; s < this.players; s++) if (this.hands[s] !== 0) holding |= 1 << s;
    this.holding = holding;
    this.size = SEATS_IN[holding];
    this.toAct = this.hands[leader] === 0 ? this.nextHolder(leader) : leader;
  }

  /** The seat `seat` plays `card` (legality is the caller's business); returns the trick once complete. */
  play(seat: number, card: Card): TrickDone | null {
    const winner = this.playCard(seat, card);
    return winner < 0 ? null : { winner, points: this.trickPoints, last: this.lastTrick };
  }

  /**
   * `play` without the result object: the winner once the trick is complete (then `trickPoints`
   * and `lastTrick` describe it), -1 while it is not.
   */
  playCard(seat: number, card: Card): number {
    const trump = this.trump;
    const row = trump * NUM_CARDS;
    const left = (this.hands[seat] & ~(1 << card)) >>> 0;
    this.hands[seat] = left;
    if (left === 0) this.holding &= ~(1 << seat);
    const i = this.length;
    this.cards[i] = card;
    this.seats[i] = seat;
    this.length = i + 1;
    this.points += POINTS[row + card];
    if (card >> 3 === trump) {
      this.trumpInTrick = true;
      if (this.firstTrump < 0) this.firstTrump = this.highestTrump = card;
      else if ((BEATERS[row + this.highestTrump] >>> card) & 1) this.highestTrump = card;
    }
    // the same comparison, in the same order, as winningIndex (play.ts), one card at a time: the
    // winning card is of the led suit or a trump, so "beats" is one read of its beaters (tables.ts)
    if (i === 0) this.winning = 0;
    else if ((BEATERS[row + this.cards[this.winning]] >>> card) & 1) this.winning = i;
    this.toAct = this.nextHolder(seat);
    if (i + 1 < this.size) return -1;

    const winner = this.seats[this.winning];
    // one pass: the seats still holding cards are the next trick's size; none left, the last trick
    const holders = SEATS_IN[this.holding];
    // READING DEB-G42: with hands of unequal size, a seat running out ends the play, or play goes on
    this.unequalEnd = holders > 0 && holders < this.players;
    const last = holders === 0 || (this.unequalEnd && this.stopAtFirstEmpty);
    this.trickPoints = this.points + (last ? LAST_TRICK_BONUS : 0);
    this.lastTrick = last;
    if (this.trumpInTrick) this.trumpSeenBefore = true;
    this.length = 0;
    this.points = 0;
    this.trumpInTrick = false;
    this.firstTrump = this.highestTrump = -1;
    this.size = holders;
    this.toAct = last || (this.holding >> winner) & 1 ? winner : this.nextHolder(winner);
    return winner;
  }

  /** Card points still in hands or in the unfinished trick, plus the last-trick 10 (DEB-G22 `all-cards`). */
  unplayedPoints(): number {
    let total = LAST_TRICK_BONUS;
    for (let s = 0; s < this.players; s++) {
      for (let m = this.hands[s] >>> 0, c = 0; m !== 0; m >>>= 1, c++) if (m & 1) total += cardPoints(c, this.trump);
    }
    return total + this.points;
  }

  /** The next seat after `seat` that still holds cards (`seat` itself when no other does). */
  private nextHolder(seat: number): number {
    return this.nextOf[this.holding * this.players + seat];
  }
}
