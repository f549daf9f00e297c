/**
 * D0: the deal, and what goes wrong while the cards are dealt (the `awaitingDeal` state).
 *
 * Clause ids: CODE-3.2.8, CODE-fn12, CODE-3.2.9, CODE-3.2.12, CODE-3.2.13, CODE-3.2.15,
 * CODE-3.2.17, CODE-fn13. Gap ids: PREF-C1, PREF-RULES, PREF-G47. Rules: ../rules/misdeal.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';

// ── D0: during the deal ─────────────────────────────────────────────────────────────────────
export const MISDEAL: TransitionConfig[] = [
  rule(['CODE-3.2.8', 'CODE-fn12'], 'The talon lay at a pair the rule allows: the claim fails and the deal stands', {
    guard: 'talonPairAllowed',
    target: '#preferans.awaitingDeal',
    before: ['beginDeal'],
    gaps: ['PREF-C1'],
  }),
  rule([], 'A wrong count noticed while dealing: no club clause; under PREF-G47 redeal-no-fine the cards are dealt again and nobody is charged', {
    guard: { type: 'misdealUnderClub', params: { is: 'redeal-no-fine' } },
    target: '#preferans.scoring',
    before: ['beginDeal'],
    actions: ['g47_redealNoFine'],
    gaps: ['PREF-RULES', 'PREF-G47'],
  }),
  rule(['CODE-3.2.17', 'CODE-fn13'], "The same dealer errs again: the agreed remiz into his mountain, and the deal passes", {
    guard: 'dealerRepeats',
    target: '#preferans.scoring',
    before: ['beginDeal', 'consultMisdeal'],
    actions: ['code_3_2_17_dealerRemiz'],
  }),
  rule(['CODE-3.2.12', 'CODE-3.2.15'], 'A card exposed while dealing: the same dealer deals again', {
    guard: { type: 'misdealIs', params: { kind: 'exposed-card' } },
    target: '#preferans.scoring',
    before: ['beginDeal'],
    actions: ['code_3_2_15_redeal'],
  }),
  rule(['CODE-3.2.15'], 'The talon was dealt at a pair the rule does not allow: redeal', {
    guard: { type: 'misdealIs', params: { kind: 'talon-pair' } },
    target: '#preferans.scoring',
    before: ['beginDeal'],
    actions: ['code_3_2_15_redeal'],
    gaps: ['PREF-C1'],
  }),
  rule(['CODE-3.2.9', 'CODE-3.2.15'], 'The dealing order was broken: redeal', {
    guard: { type: 'misdealIs', params: { kind: 'pattern' } },
    target: '#preferans.scoring',
    before: ['beginDeal'],
    actions: ['code_3_2_15_redeal'],
  }),
  rule(['CODE-3.2.13', 'CODE-3.2.15'], 'Cards not dealt equally, noticed while dealing: redeal (the club has no clause: PREF-G47 code-fallback)', {
    target: '#preferans.scoring',
    before: ['beginDeal', 'consultMisdeal'],
    actions: ['code_3_2_15_redeal'],
  }),
];

export const NEW_DEAL = {
  DEALT: { target: '#preferans.auction', actions: ['beginDeal', 'recordDeal'], description: 'The cards are out: ten each and two in the talon, or so the table believes' },
  MISDEAL,
};
