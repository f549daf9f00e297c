import { type Card, rankOf, suitOf, Rank } from '../../../core/cards/card.ts';

/**
 * Card points and trick-taking order (digest §1). Indexed by the natural rank 7 8 9 T J Q K A.
 */
//                                      7  8   9   T   J  Q  K   A
export const TRUMP_POINTS: readonly number[] = [0, 0, 14, 10, 20, 3, 4, 11];
export const PLAIN_POINTS: readonly number[] = [0, 0, 0, 10, 2, 3, 4, 11];
/** Trick-taking strength (higher wins): trump J 9 A T K Q 8 7; plain A T K Q J 9 8 7. */
export const TRUMP_STRENGTH: readonly number[] = [0, 1, 6, 4, 7, 2, 3, 5];
export const PLAIN_STRENGTH: readonly number[] = [0, 1, 2, 6, 3, 4, 5, 7];

export const LAST_TRICK_BONUS = 10;

export const cardPoints = (card: Card, trump: number): number =>
  suitOf(card) === trump ? TRUMP_POINTS[rankOf(card)] : PLAIN_POINTS[rankOf(card)];

/** True when `a` beats `b` given the led suit and trump (a played after b). */
export function beats(a: Card, b: Card, led: number, trump: number): boolean {
  const sa = suitOf(a);
  const sb = suitOf(b);
  if (sa === sb) return (sa === trump ? TRUMP_STRENGTH : PLAIN_STRENGTH)[rankOf(a)] > (sa === trump ? TRUMP_STRENGTH : PLAIN_STRENGTH)[rankOf(b)];
  if (sa === trump) return true;
  if (sb === trump) return false;
  return sa === led && sb !== led;
}

export const isTrumpSeven = (card: Card, trump: number): boolean => suitOf(card) === trump && rankOf(card) === Rank.Seven;
