/**
 * The invariants checked on every simulated Preferans deal and party. The per-deal checks are in
 * census.ts (the ruled table's census after every step) and rule.ts (the sheet); the
 * per-party ones in driver.ts.
 *
 * @public
 */
import type { InvariantInfo } from '../../../core/sim/types.ts';

export const PREFERANS_INVARIANTS: readonly InvariantInfo[] = [
  {
    id: 'card-conservation',
    per: 'deal',
    description: 'after every event of the deal the 32 cards are each in exactly one place: a hand, the talon, the discard, the floor, another deck, lost, or played to a trick',
  },
  {
    id: 'at-most-ten-tricks',
    per: 'deal',
    description: 'after every event at most 10 tricks are on the table and the real tricks credited (penalty tricks apart) sum to at most 10',
  },
  {
    id: 'sheet-follows-entries',
    per: 'deal',
    description: 'the sheet after the deal is the sheet before plus the entries written for the deal (pool, mountain, whists)',
  },
  {
    id: 'settlement-zero-sum',
    per: 'party',
    description: 'CODE 4.2.14: the final settlement of the game (or of the sheet where the deal cap stopped it) sums to zero',
  },
  {
    id: 'party-terminates',
    per: 'party',
    description: 'the game (pool) closes within spec.maxDealsPerParty deal attempts',
  },
];

export const PInv = { Cards: 0, Tricks: 1, Sheet: 2, ZeroSum: 3, Terminates: 4 } as const;

export const PREFERANS_INVARIANT_IDS: readonly string[] = PREFERANS_INVARIANTS.map((i) => i.id);
