/**
 * DEB-G50 (ranking equal-valued sequences of different length): where its two readings part. The
 * table ranks the sides' sequences under the reading in force (`MeldTable.analyse`); these
 * functions tell whether the other reading would rank them otherwise in a way that matters, so
 * that the gap is consulted only there.
 *
 * @internal
 */
import type { CardMask } from '../../../core/cards/mask.ts';
import type { MeldTable } from '../mechanics/melds.ts';
import type { DebertzTableRules } from './rules.ts';

/**
 * How the other reading ranks the sides' sequences: another side scores them ('scorer'), or
 * (DEB-G30 pass-to-next) the same side with the others in another order, which matters only if
 * the combinations pass on ('order', settled at the end of play with `firstTaker`). Only two
 * sides whose best sequences are of equal value (50 or more: a terz is always three cards) can be
 * ranked otherwise, so `other` is analysed under the other reading only then.
 */
export function rankingParts(a: MeldTable, other: MeldTable, sequences: readonly CardMask[], bella: readonly boolean[] | null, trump: number, eldest: number, rules: DebertzTableRules): 'scorer' | 'order' | null {
  let equal = false;
  for (let i = 0; i + 1 < a.sideCount; i++) if (a.sideValue(i) >= 50 && a.sideValue(i) === a.sideValue(i + 1)) equal = true;
  if (!equal) return null;
  other.analyse(sequences, trump, eldest, rules.hundred, !rules.longerSequenceFirst, rules.bellaApart, bella);
  if (other.scorer !== a.scorer) return 'scorer';
  if (!rules.passToNext) return null;
  for (let i = 0; i < a.sideCount; i++) if (other.sideOrder[i] !== a.sideOrder[i]) return 'order';
  return null;
}

/** The first side in a ranking that took a trick: where the combinations pass under DEB-G30 pass-to-next (as `MeldTable.points`). */
export function firstTaker(m: MeldTable, tookTrick: readonly boolean[]): number {
  for (let i = 0; i < m.sideCount; i++) if (tookTrick[m.sideOrder[i]]) return m.sideOrder[i];
  return -1;
}
