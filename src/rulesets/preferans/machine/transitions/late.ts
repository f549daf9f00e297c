/**
 * D13: a claim about the deal last written (`awaitingDeal`).
 *
 * Clause ids: CODE-3.9.17, PCR-3, PCR-4. Gap ids: PREF-RULES, PREF-G32, PREF-G49. Rules: ../rules/late.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';
import { CODE } from './refs.ts';

// D13: a claim about the deal last written, taken only between its writing and the next deal
// (`lastDealWritten`; at the machine's start there is no such deal)
export const LATE_DISCOVERIES: TransitionConfig[] = [
  rule(['CODE-3.9.17'], 'Code: no claims once the cards are mixed and the result written; the result stands', {
    guard: { type: 'lateUnder', params: { is: CODE } },
    actions: ['recordDiscovery'],
    gaps: ['PREF-RULES'],
  }),
  rule(['PCR-3'], 'A wrong count found after an unplayed contract was written: clause 3 applies as written (PREF-G32 clause-3-applies)', {
    guard: { type: 'lateUnplayed', params: { is: 'clause-3-applies' } },
    actions: ['recordDiscovery', 'lateFines'],
    gaps: ['PREF-G32'],
  }),
  rule([], 'A wrong count found after an unplayed contract was written: no play, no fine (PREF-G32 no-fine)', {
    guard: 'lateUnplayed',
    actions: ['recordDiscovery', { type: 'noClubClause', params: { gap: 'PREF-G32', clauses: ['PCR-3', 'PCR-4'], note: 'Clauses 3 and 4 speak of a game played; with no play there is no fine.' } }],
    gaps: ['PREF-G32'],
  }),
  rule(['CODE-3.9.17'], 'A wrong count found after the result was written: the club has no deadline; under PREF-G49 code-3-9-17 the claim comes too late', {
    guard: 'lateClaimBarred',
    actions: ['recordDiscovery'],
    gaps: ['PREF-G49'],
  }),
  rule([], 'A wrong count found after the result was written: PREF-G49 no-deadline; fined as at the end of play, on top of the result', {
    guard: 'lateClaim',
    actions: ['recordDiscovery', 'lateFines'],
    gaps: ['PREF-G49'],
  }),
];
