/**
 * Lookup tables for the hot loop, built once from the mechanics (src/rulesets/debertz/mechanics/points.ts), never
 * written by hand: card points, trick-taking strength and the cards that beat a winning card,
 * per trump (`trump * 32 + card`); and per 8-bit suit pattern (bit r = rank r) the weakest and
 * strongest rank and the card points, so that a question about a hand mask costs one table read
 * per suit instead of one step per card. test/sim/fastMechanics.test.ts checks each against a
 * scan of the cards.
 *
 * @internal
 */
import { NUM_CARDS, rankOf, suitOf } from '../../../core/cards/card.ts';
import { beats, cardPoints, PLAIN_STRENGTH, TRUMP_STRENGTH } from './points.ts';

export const POINTS = new Uint8Array(4 * NUM_CARDS);
/** plain cards 0–7, trumps 8–15: comparable across suits as "how hard is it to beat" */
export const STRENGTH = new Uint8Array(4 * NUM_CARDS);

for (let t = 0; t < 4; t++) {
  for (let c = 0; c < NUM_CARDS; c++) {
    POINTS[t * NUM_CARDS + c] = cardPoints(c, t);
    STRENGTH[t * NUM_CARDS + c] = suitOf(c) === t ? 8 + TRUMP_STRENGTH[rankOf(c)] : PLAIN_STRENGTH[rankOf(c)];
  }
}

/**
 * The cards that beat a card winning a trick: `BEATERS[trump * 32 + w]`. A trick's winning card
 * is always of the led suit or a trump (a card only takes the lead by following higher or by
 * trumping), so "beats w" does not depend on which suit was led beyond w's own: a plain w is of
 * the led suit, and a trump w is beaten by higher trumps whatever was led. Built from `beats`.
 */
export const BEATERS = new Uint32Array(4 * NUM_CARDS);
for (let t = 0; t < 4; t++) {
  for (let w = 0; w < NUM_CARDS; w++) {
    let m = 0;
    for (let c = 0; c < NUM_CARDS; c++) if (beats(c, w, suitOf(w), t)) m |= 1 << c;
    BEATERS[t * NUM_CARDS + w] = m >>> 0;
  }
}

/**
 * The rank of the weakest and of the strongest card of each 8-bit suit pattern (bit r = rank r),
 * as a plain suit and as the trump suit; -1 for the empty pattern. Within one suit strengths are
 * distinct, so "the weakest" is one card.
 */
const WEAK_PLAIN = new Int8Array(256).fill(-1);
const STRONG_PLAIN = new Int8Array(256).fill(-1);
const WEAK_TRUMP = new Int8Array(256).fill(-1);
const STRONG_TRUMP = new Int8Array(256).fill(-1);
for (let bits = 1; bits < 256; bits++) {
  for (let r = 0; r < 8; r++) {
    if (!((bits >> r) & 1)) continue;
    if (WEAK_PLAIN[bits] < 0 || PLAIN_STRENGTH[r] < PLAIN_STRENGTH[WEAK_PLAIN[bits]]) WEAK_PLAIN[bits] = r;
    if (STRONG_PLAIN[bits] < 0 || PLAIN_STRENGTH[r] > PLAIN_STRENGTH[STRONG_PLAIN[bits]]) STRONG_PLAIN[bits] = r;
    if (WEAK_TRUMP[bits] < 0 || TRUMP_STRENGTH[r] < TRUMP_STRENGTH[WEAK_TRUMP[bits]]) WEAK_TRUMP[bits] = r;
    if (STRONG_TRUMP[bits] < 0 || TRUMP_STRENGTH[r] > TRUMP_STRENGTH[STRONG_TRUMP[bits]]) STRONG_TRUMP[bits] = r;
  }
}

/**
 * Per 8-bit plain-suit pattern, a sort key of its weakest and of its strongest card, so that the
 * two searches below compare the four suits with one `Math.min` / `Math.max` and no branches:
 * - `WEAK_KEY[bits] = strength << 5 | rank`; a card of suit s has key `WEAK_KEY + 8s`, i.e.
 *   (strength, card): the smallest is the weakest, the first in card order on a tie;
 * - `STRONG_KEY[bits] = strength << 5 | (7 − rank)`; suit s adds `8(3 − s)`, i.e. (strength,
 *   31 − card): the largest is the strongest, the first in card order on a tie.
 * The empty pattern has a key no card reaches (larger, resp. smaller, than every card's).
 */
const WEAK_KEY = new Int32Array(256).fill(1 << 12);
const STRONG_KEY = new Int32Array(256).fill(-(1 << 12));
for (let bits = 1; bits < 256; bits++) {
  WEAK_KEY[bits] = (PLAIN_STRENGTH[WEAK_PLAIN[bits]] << 5) | WEAK_PLAIN[bits];
  STRONG_KEY[bits] = (PLAIN_STRENGTH[STRONG_PLAIN[bits]] << 5) | (7 - STRONG_PLAIN[bits]);
}

/**
 * The weakest card of a non-empty mask under a trump (lowest STRENGTH; on a tie — equal plain
 * ranks of two suits — the first in card order); -1 for the empty mask. Every plain card is
 * weaker than every trump (STRENGTH 0–7 against 8–15), so it is the weakest trump only when the
 * mask holds no plain card, else the plain card of least (strength, card) over the three plain
 * suits (`WEAK_KEY`; the trump suit is masked out and counts as empty).
 */
export function weakestCard(m: number, trump: number): number {
  const plain = m & ~SUIT_MASK[trump];
  if (plain === 0) return m === 0 ? -1 : trump * 8 + WEAK_TRUMP[(m >>> (trump * 8)) & 0xff];
  const k = Math.min(WEAK_KEY[plain & 0xff], WEAK_KEY[(plain >>> 8) & 0xff] + 8, WEAK_KEY[(plain >>> 16) & 0xff] + 16, WEAK_KEY[plain >>> 24] + 24);
  return k & 31;
}

/**
 * The strongest card of a non-empty mask under a trump (highest STRENGTH; on a tie the first in
 * card order); -1 for the empty mask. Any trump beats every plain card: the strongest trump if
 * the mask holds one, else the plain card of greatest (strength, 31 − card) (`STRONG_KEY`).
 */
export function strongestCard(m: number, trump: number): number {
  const tb = (m >>> (trump * 8)) & 0xff;
  if (tb !== 0) return trump * 8 + STRONG_TRUMP[tb];
  if (m === 0) return -1;
  const k = Math.max(STRONG_KEY[m & 0xff] + 24, STRONG_KEY[(m >>> 8) & 0xff] + 16, STRONG_KEY[(m >>> 16) & 0xff] + 8, STRONG_KEY[m >>> 24]);
  return 31 - (k & 31);
}

/** Card points of each 8-bit suit pattern as a plain suit [0] and as the trump suit [1]. */
const SUIT_POINTS = [new Uint8Array(256), new Uint8Array(256)];
for (let bits = 0; bits < 256; bits++) {
  for (let r = 0; r < 8; r++) {
    if ((bits >> r) & 1) {
      SUIT_POINTS[0][bits] += cardPoints(r, 1); // rank r of suit 0 under a trump of suit 1: plain
      SUIT_POINTS[1][bits] += cardPoints(r, 0); // rank r of suit 0 as trump
    }
  }
}

/** The mask of one suit's 8 cards. */
export const SUIT_MASK: readonly number[] = [0, 1, 2, 3].map((s) => (0xff << (s * 8)) >>> 0);

/** Lowest card of a non-empty mask. */
export const lowestCard = (m: number): number => 31 - Math.clz32(m & -m);

/** Card points of every card in a mask under a trump (one table read per suit). */
export function maskPoints(m: number, trump: number): number {
  let total = 0;
  for (let s = 0; s < 4; s++) total += SUIT_POINTS[s === trump ? 1 : 0][(m >>> (s * 8)) & 0xff];
  return total;
}

/** Number of cards in a mask (SWAR popcount: a handful of operations, no loop over the cards). */
export function popcount(m: number): number {
  let x = m >>> 0;
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The k-th (0-based) card of a mask in code order. */
export function nthCard(m: number, k: number): number {
  let x = m;
  for (let i = 0; i < k; i++) x &= x - 1;
  return lowestCard(x);
}
