/**
 * Per-trump lookup tables for the hot loop: card points and trick-taking strength of each of
 * the 32 cards under each of the 4 trumps, indexed `trump * 32 + card`. Built once from the
 * mechanics (src/debertz/points.ts), never written by hand.
 *
 * @internal
 */
import { NUM_CARDS, rankOf, suitOf } from '../../cards/card.ts';
import { cardPoints, PLAIN_STRENGTH, TRUMP_STRENGTH } from '../../debertz/points.ts';

export const POINTS = new Uint8Array(4 * NUM_CARDS);
/** plain cards 0–7, trumps 8–15: comparable across suits as "how hard is it to beat" */
export const STRENGTH = new Uint8Array(4 * NUM_CARDS);

for (let t = 0; t < 4; t++) {
  for (let c = 0; c < NUM_CARDS; c++) {
    POINTS[t * NUM_CARDS + c] = cardPoints(c, t);
    STRENGTH[t * NUM_CARDS + c] = suitOf(c) === t ? 8 + TRUMP_STRENGTH[rankOf(c)] : PLAIN_STRENGTH[rankOf(c)];
  }
}

/** The mask of one suit's 8 cards. */
export const SUIT_MASK: readonly number[] = [0, 1, 2, 3].map((s) => (0xff << (s * 8)) >>> 0);

/** Lowest card of a non-empty mask. */
export const lowestCard = (m: number): number => 31 - Math.clz32(m & -m);

/** Card points of every card in a mask under a trump. */
export function maskPoints(m: number, trump: number): number {
  let total = 0;
  const base = trump * NUM_CARDS;
  for (let x = m; x !== 0; x &= x - 1) total += POINTS[base + lowestCard(x)];
  return total;
}

/** The k-th (0-based) card of a mask in code order. */
export function nthCard(m: number, k: number): number {
  let x = m;
  for (let i = 0; i < k; i++) x &= x - 1;
  return lowestCard(x);
}
