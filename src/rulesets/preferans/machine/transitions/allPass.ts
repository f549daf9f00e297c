/**
 * D7–D12, D15 on an all-pass, before the first lead and once it is under way (the `allPass`
 * states and `played`).
 *
 * Clause ids: CODE-3.2.15, CODE-3.2.16, CODE-5.4.15, CODE-fn15, CODE-3.9.18, PCR-5, PCR-5.1,
 * PCR-5.2, PCR-5.2.1, PCR-5.2.2, PCR-5.2.3, PCR-6, PCR-6.1, PCR-6.2. Gap ids: PREF-G37, PREF-G44,
 * PREF-G46, PREF-G47. Rules: ../rules/allPassCount.ts, ../rules/unnamed.ts, ../rules/discovery.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';
import { ANY, CLUBS, CODE, G47_NOTE, found, foundOnAllPass } from './refs.ts';

// ── D7, D11, D15 on an all-pass before the first lead ───────────────────────────────────────
export const ALLPASS_BEFORE_LEAD: TransitionConfig[] = [
  rule(['CODE-3.2.16'], 'Code: the card is found before the first lead and returned; the fine of 3.2.16(e) states no amount', {
    guard: foundOnAllPass(['D7'], CODE, { cardReturnable: true }),
    before: found('all-pass'),
    actions: ['code_3_2_16_return'],
  }),
  rule(['CODE-3.2.15', 'CODE-5.4.15'], 'Code: the card is lost or in another deck: the deck was short; redeal', {
    guard: foundOnAllPass(['D7'], CODE),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['code_redeal'],
  }),
  rule(['CODE-fn15'], 'Code: one short and one long hand before play: redeal', {
    guard: foundOnAllPass(['D11'], CODE),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['code_redeal'],
  }),
  rule(['PCR-5', 'PCR-5.1'], 'PCR-5.1: a 9-card hand before the first lead; the card is found: the all-pass goes on; 2 tricks at the current level', {
    guard: foundOnAllPass(['D7'], CLUBS, { cardReturnable: true }),
    before: found('all-pass'),
    actions: ['pcr_5_1_foundPlayOn'],
  }),
  rule(['PCR-5', 'PCR-5.1'], 'PCR-5.1: a 9-card hand before the first lead; the card is not found, or found in another deck: redeal; 2 tricks at the current level', {
    guard: foundOnAllPass(['D7'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_5_1_redeal'],
  }),
  rule(['PCR-6', 'PCR-6.1'], 'PCR-6.1: 11 and 9 before the first lead: 2 tricks each; the 10-card player may choose equalisation (PREF-G44 ten-card-choice)', {
    guard: foundOnAllPass(['D11'], CLUBS, { reading: { gap: 'PREF-G44', is: 'ten-card-choice' } }),
    target: '#preferans.tenCard',
    before: found('all-pass'),
    actions: ['pcr_6_1_twoEach'],
  }),
  rule(['PCR-6', 'PCR-6.1'], 'PCR-6.1: 11 and 9 before the first lead: redeal; 2 tricks each at the current level', {
    guard: foundOnAllPass(['D11'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_6_1_twoEach'],
  }),
  ...noClubClauseRules(false),
];

// ── D8–D12 on an all-pass under way (and at its end, before the result is written) ──────────
export const ALLPASS_UNDER_WAY: TransitionConfig[] = [
  rule(['CODE-3.2.15', 'CODE-5.4.15'], 'Code: the card is in another deck: the deck was short; redeal', {
    guard: foundOnAllPass(['D9'], CODE),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['code_redeal'],
  }),
  rule(['CODE-fn15'], 'Code: unequal counts found in mid-play: the deal counts; the extra card is worthless, the short hand plays nothing to the last trick', {
    guard: foundOnAllPass(['D8', 'D10', 'D12'], CODE),
    before: found('all-pass'),
    actions: ['code_fn15_dealCounts'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], 'PCR-5.2.1 with a revoke, under PREF-G37 code-3-9-16-2: replay from the revoke with a penalty trick; 2 tricks', {
    guard: foundOnAllPass(['D8'], CLUBS, { revoked: true, reading: { gap: 'PREF-G37', is: 'code-3-9-16-2' } }),
    target: '#preferans.allPass.playing',
    before: found('all-pass'),
    actions: ['pcr_5_2_1_revoke'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], 'PCR-5.2.1: the card is found and there was a revoke: the offender takes the remaining tricks; lost profit; 2 tricks', {
    guard: foundOnAllPass(['D8'], CLUBS, { revoked: true }),
    target: '#preferans.played',
    before: found('all-pass'),
    actions: ['pcr_5_2_1_revoke'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], 'PCR-5.2.1: the card is found, no revoke: it goes to the 9-card player and play goes on; 2 tricks at the current level', {
    guard: foundOnAllPass(['D8'], CLUBS),
    before: found('all-pass'),
    actions: ['pcr_5_2_1_playOn'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.2'], 'PCR-5.2.2: the card is found in another deck: redeal; the offender writes 2 tricks', {
    guard: foundOnAllPass(['D9'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_5_2_2_redeal'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.3'], 'PCR-5.2.3: the card is not found: taken + remaining + 4 tricks, at most 8; lost profit; the deal stops', {
    guard: foundOnAllPass(['D10'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_5_2_3_notFound'],
  }),
  rule(['PCR-6', 'PCR-6.2'], 'PCR-6.2: 11 and 9 once the all-pass is under way: 5 tricks each; the third writes nothing; lost profit; the deal stops', {
    guard: foundOnAllPass(['D12'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_6_2_fiveEach'],
  }),
  ...noClubClauseRules(true),
];

/** D15, PREF-G46 and PREF-G47 on an all-pass: the configurations the club does not name. */
export function noClubClauseRules(started: boolean): TransitionConfig[] {
  const note = 'An 11-card hand beside a 1-card talon: clause 6 speaks of 11 and 9; under code-fallback the Code rules it.';
  return [
    rule([], 'An 11-card hand with a 1-card talon: no club clause; PREF-G46 code-fallback and PREF-G47 redeal-no-fine: redeal without a fine', {
      guard: foundOnAllPass(['G46'], CLUBS, { reading: { gap: 'PREF-G47', is: 'redeal-no-fine' } }),
      target: '#preferans.scoring',
      before: found('all-pass'),
      actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G46', clauses: ['PCR-6'], note } }],
      gaps: ['PREF-G47'],
    }),
    rule([], 'No club clause names this configuration; PREF-G47 redeal-no-fine: redeal without a fine', {
      guard: foundOnAllPass(['D15', 'G47'], CLUBS, { reading: { gap: 'PREF-G47', is: 'redeal-no-fine' } }),
      target: '#preferans.scoring',
      before: found('all-pass'),
      actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G47', clauses: ['PCR-5', 'PCR-6'], note: G47_NOTE } }],
      gaps: ['PREF-G47'],
    }),
    started
      ? rule(['CODE-fn15', 'CODE-3.9.18'], 'An 11-card hand with a 1-card talon during play: no club clause (PREF-G46 code-fallback): the deal counts (fn 15(c))', {
          guard: foundOnAllPass(['G46'], ANY),
          before: found('all-pass'),
          actions: [{ type: 'clubSilent', params: { gap: 'PREF-G46', clauses: ['CODE-fn15', 'CODE-3.9.18'], note } }, 'code_fn15_dealCounts'],
        })
      : rule(['CODE-3.2.15', 'CODE-fn15'], 'An 11-card hand with a 1-card talon before play: no club clause (PREF-G46 code-fallback): redeal', {
          guard: foundOnAllPass(['G46'], ANY),
          target: '#preferans.scoring',
          before: found('all-pass'),
          actions: ['code_redeal', { type: 'clubSilent', params: { gap: 'PREF-G46', clauses: ['CODE-3.2.15', 'CODE-fn15'], note } }],
        }),
    started
      ? rule(['CODE-fn15', 'CODE-3.9.18'], 'No club clause applies during play: the deal counts (fn 15(c)); 3.9.18 states no floor on an all-pass', {
          guard: foundOnAllPass(['D15', 'G47'], ANY),
          before: found('all-pass'),
          actions: [{ type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-fn15', 'CODE-3.9.18'], note: G47_NOTE } }, 'code_fn15_dealCounts'],
        })
      : rule(['CODE-3.2.15', 'CODE-fn15'], 'No club clause applies before play: unequal hands or a wrong talon are redealt', {
          guard: foundOnAllPass(['D15', 'G47'], ANY),
          target: '#preferans.scoring',
          before: found('all-pass'),
          actions: ['code_redeal', { type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-3.2.15', 'CODE-fn15'], note: G47_NOTE } }],
        }),
  ];
}
