import { NUM_CARDS, type Card, type CardMask } from '../../../core/cards/index.ts';
import { handsOf, type Hands, type PlayerCount, type Seat } from './seats.ts';

/**
 * After which round of pairs the talon pair goes down. CODE-3.2.8: "preferably after the first
 * round, never as the first or the last pair"; CODE-3.2.15 names "the 4th pair", which is after
 * the first round with three hands. READING PREF-C1: default 1 (strict play: always the same round).
 * 1..4 are the positions that are neither the first nor the last pair.
 */
export type TalonRound = 1 | 2 | 3 | 4;
export const DEFAULT_TALON_ROUND: TalonRound = 1;

/** The cards of one deal. `hands` is indexed by seat; a sitting-out 4-player dealer holds 0. */
export interface Deal {
  readonly players: PlayerCount;
  readonly dealer: Seat;
  /** First, second and third hand (CODE-3.3.2). */
  readonly order: Hands;
  readonly hands: readonly CardMask[];
  /** The talon pair in dealing order; in an all-pass `talon[0]` is turned first (CODE-3.7.6). */
  readonly talon: readonly [Card, Card];
}

/** A reusable buffer for `dealInto`, so the simulator deals without allocating. */
export interface DealBuffer {
  hands: CardMask[];
  talon: [Card, Card];
}

export const newDealBuffer = (): DealBuffer => ({ hands: [0, 0, 0, 0], talon: [0, 0] });

/**
 * Deals `deck` (top card first) into `out`: two cards at a time, clockwise from the dealer's
 * left, five rounds, with the talon dealt as a pair after `talonRound` rounds (CODE-3.2.8,
 * 3.2.11). 3 hands × 5 pairs + 1 talon pair = 16 pairs = 32 cards. With four players the dealer
 * gets nothing (CODE-3.2.10). No allocation: `out.hands` must have room for 4 seats.
 */
export function dealInto(
  out: DealBuffer,
  deck: ArrayLike<Card>,
  dealer: Seat,
  players: PlayerCount,
  talonRound: TalonRound = DEFAULT_TALON_ROUND,
): void {
  const h0 = (dealer + 1) % players; // first hand: the dealer's left neighbour (CODE-3.2.8)
  const h1 = (dealer + 2) % players;
  const h2 = (dealer + 3) % players; // = dealer with 3 players; skips him with 4 (CODE-3.2.10)
  out.hands[0] = out.hands[1] = out.hands[2] = out.hands[3] = 0;
  let k = 0;
  for (let round = 1; round <= 5; round++) {
    out.hands[h0] = (out.hands[h0] | (1 << deck[k]) | (1 << deck[k + 1])) >>> 0;
    out.hands[h1] = (out.hands[h1] | (1 << deck[k + 2]) | (1 << deck[k + 3])) >>> 0;
    out.hands[h2] = (out.hands[h2] | (1 << deck[k + 4]) | (1 << deck[k + 5])) >>> 0;
    k += 6;
    if (round === talonRound) {
      out.talon[0] = deck[k]; // CODE-3.2.8: the talon is a pair, never the first or last one
      out.talon[1] = deck[k + 1];
      k += 2;
    }
  }
}

/**
 * Deals a shuffled 32-card deck for `players` (3 or 4) with `dealer`; see `dealInto`. Validates
 * the deck (32 distinct cards) and the options, naming the field on error.
 */
export function dealCards(
  deck: readonly Card[],
  dealer: Seat,
  players: PlayerCount,
  talonRound: TalonRound = DEFAULT_TALON_ROUND,
): Deal {
  checkDeck(deck);
  if (![1, 2, 3, 4].includes(talonRound)) throw new RangeError(`talonRound must be 1..4, got ${String(talonRound)}`);
  const order = handsOf(dealer, players); // validates dealer and players
  const buf = newDealBuffer();
  dealInto(buf, deck, dealer, players, talonRound);
  return { players, dealer, order, hands: buf.hands.slice(0, players), talon: [buf.talon[0], buf.talon[1]] };
}

function checkDeck(deck: readonly Card[]): void {
  if (!Array.isArray(deck) || deck.length !== NUM_CARDS) throw new RangeError(`deck must hold 32 cards, got ${deck?.length}`);
  let seen = 0;
  for (let i = 0; i < NUM_CARDS; i++) {
    const c = deck[i];
    if (!Number.isInteger(c) || c < 0 || c >= NUM_CARDS) throw new RangeError(`deck[${i}] is not a card code: ${String(c)}`);
    if ((seen >>> c) & 1) throw new RangeError(`deck[${i}] repeats card ${c}`);
    seen |= 1 << c;
  }
}
