/**
 * The other irregularities (OTHER_KINDS: D0 misdeals, talon irregularities in the bidding,
 * revokes — claimed later, corrected at once or never claimed —, a lead out of turn, a late
 * out-of-turn claim, looks at old tricks and at the discard) have a schedule and a random stream
 * of their own and happen only on a deal without a wrong count: placed among the points of the
 * generated deal where the kind can happen, written as the move the table knows, and
 * the deal goes on by the policies as the table's probe says.
 *
 * @internal
 */
import type { Injection } from './injection.ts';
import type { OtherKind } from './kinds.ts';
import { injectMisdeal } from './misdeals.ts';
import { injectPlayIrregularity } from './playIrregularities.ts';
import type { DealToRule } from './rule.ts';
import { injectTalonIrregularity } from './talonIrregularities.ts';

/**
 * Commits an irregularity of the other kinds on the deal as generated: at the point its schedule
 * drew among the points where it can happen, then the deal goes on as the table's probe says.
 * The deal (its events and the session that made them on the ruled table), or null when it
 * cannot happen on this deal (not committed).
 */
export function injectOther(name: OtherKind, inj: Injection): DealToRule | null {
  if (name.startsWith('misdeal')) return injectMisdeal(name, inj);
  if (name === 'talonSeen' || name === 'talonPeeked' || name === 'talonTaken' || name === 'talonExposed') return injectTalonIrregularity(name, inj);
  return injectPlayIrregularity(name, inj);
}
