/**
 * D1–D4, D15 before the contract is named (the `auction` and `talon` states).
 *
 * Clause ids: CODE-3.2.23, CODE-3.2.13, CODE-3.2.16, CODE-3.2.16.b, CODE-fn15, CODE-3.2.15,
 * PCR-OLD-1, PCR-OLD-2.2, PCR-1, PCR-2.1, PCR-2.2, PCR-2.3. Gap ids: PREF-G47.
 * Rules: ../rules/beforeContract.ts, ../rules/discovery.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';
import { ANY, CLUB, CLUBS, CODE, G47_NOTE, OLD, found, foundBeforeContract } from './refs.ts';

// ── D1–D4, D15 before the contract ──────────────────────────────────────────────────────────
export const AUCTION_DISCOVERIES: TransitionConfig[] = [
  // the Code
  rule(['CODE-3.2.23', 'CODE-3.2.13'], 'Code: a wrong count found before the holder entered the bidding: the dealer answers; misdeal, redeal', {
    guard: foundBeforeContract(['D1'], CODE),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['code_3_2_13_redeal'],
  }),
  rule(['CODE-3.2.23', 'CODE-3.2.16', 'CODE-3.2.16.b', 'CODE-fn15'], 'Code: the holder entered the bidding with a wrong count: he answers; unequal hands found in the bidding are redealt', {
    guard: foundBeforeContract(['D2', 'D3', 'D4'], CODE),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['code_3_2_16_redeal'],
  }),
  // the older club text
  rule(['PCR-OLD-1'], 'Older club text: a wrong count before the bidding is redealt', {
    guard: foundBeforeContract(['D1'], OLD),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_old_1_redeal'],
  }),
  rule(['PCR-OLD-2.2'], 'Older club text: a passer finds a wrong count before the bidding started: one trick at the all-pass level, then a redeal', {
    guard: foundBeforeContract(['D2'], OLD),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_old_2_2_fineAndRedeal'],
  }),
  // the club's current text
  rule(['PCR-1', 'CODE-3.2.15'], 'PCR-1: the missing card cannot simply be returned (another deck, lost, or face up under PREF-G4 face-up-redeal): the deck is short, redeal', {
    guard: foundBeforeContract(['D1'], CLUB, { cardUnreturnable: true }),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_1_redeal'],
  }),
  rule(['PCR-1'], 'PCR-1: found before the holder said anything: the cards are found and returned; a 10-card player may demand a redeal; no fine', {
    guard: foundBeforeContract(['D1'], CLUB),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_1_findAndReturn'],
  }),
  rule(['PCR-2.2'], 'PCR-2.2: found by a player who has passed, the bidding not yet started: STOP; one trick at the all-pass level; found and returned; a 10-card player may demand a redeal', {
    guard: foundBeforeContract(['D2'], CLUB),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_2_2_oneTrick'],
  }),
  rule(['PCR-2.1'], 'PCR-2.1: found after the bidding started: STOP; «без двух в гору» at the stopped level; found and returned; a 10-card player may demand a redeal', {
    guard: foundBeforeContract(['D3'], CLUBS),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_2_1_twoDown'],
  }),
  rule(['PCR-2.3'], 'PCR-2.3: two players who began the bidding both hold a wrong count the equalisation does not cover (PREF-G17 redeal-otherwise): fines, redeal', {
    guard: foundBeforeContract(['D4'], CLUBS, { notEqualisable: true }),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_2_3_fineEach', 'pcr_2_3_redealOtherwise'],
  }),
  rule(['PCR-2.3'], 'PCR-2.3: two players who began the bidding both hold a wrong count: «без двух» each at the reached level; the 10-card player chooses a redeal or blind equalisation; bids stand', {
    guard: foundBeforeContract(['D4'], CLUBS),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_2_3_fineEach'],
  }),
  // nothing the club names
  rule([], 'No club clause names this configuration; under PREF-G47 redeal-no-fine it is redealt without a fine', {
    guard: foundBeforeContract(['D15', 'G47'], CLUBS, { reading: { gap: 'PREF-G47', is: 'redeal-no-fine' } }),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G47', clauses: ['PCR-1', 'PCR-2.3'], note: G47_NOTE } }],
    gaps: ['PREF-G47'],
  }),
  rule(['CODE-3.2.15', 'CODE-fn15'], 'Unequal hands or a wrong talon before play: redeal (the Code; for the club PREF-G47 code-fallback)', {
    guard: foundBeforeContract(['D15', 'G47'], ANY),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['code_redeal', { type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-3.2.15', 'CODE-fn15'], note: G47_NOTE } }],
  }),
];
