/**
 * D5, D6, D14, D15 once the contract is named (the `play` and `played` states).
 *
 * Clause ids: CODE-3.4.6, CODE-3.9.18, CODE-fn15, PCR-3, PCR-4. Gap ids: PREF-G21, PREF-G26,
 * PREF-G31, PREF-G47. Rules: ../rules/contract.ts, ../rules/discovery.ts.
 */
import type { TransitionConfig } from '../../../../core/statechart/definition.ts';
import { rule } from '../../../../core/machine/rule.ts';
import { ANY, CLUBS, CODE, G47_NOTE, found, foundInGame } from './refs.ts';

export const MISERE_BEFORE_PLAY = rule(['CODE-3.4.6'], 'Misère with a wrong count, found before play: under PREF-G31 excluded the Code rules it', {
  guard: foundInGame(['D14'], CLUBS, { reading: { gap: 'PREF-G31', is: 'excluded' }, beforeLead: true }),
  before: found('game'),
  actions: ['code_3_4_6_twoDown'],
  gaps: ['PREF-G31'],
});

// ── D5, D6, D14, D15 once the contract is named ─────────────────────────────────────────────
export const GAME_DISCOVERIES: TransitionConfig[] = [
  rule(['CODE-3.4.6'], 'Code: the contract was named with a wrong count, found before play: «без двух» on the declared game', {
    guard: foundInGame(['D5', 'D14'], CODE, { beforeLead: true }),
    before: found('game'),
    actions: ['code_3_4_6_twoDown'],
  }),
  rule(['CODE-3.9.18'], 'Code: a wrong count found during play: the declarer at least «без двух», a defender «без двух» on the whist', {
    guard: foundInGame(['D5', 'D6', 'D14'], CODE),
    before: found('game'),
    actions: ['code_3_9_18_duringPlay'],
  }),
  rule(['CODE-3.4.6'], 'A wrong discard: under PREF-G21 misdeal-only clause 3 does not reach it and the Code rules it', {
    guard: foundInGame(['D5', 'D14'], CLUBS, { discardOnly: true, reading: { gap: 'PREF-G21', is: 'misdeal-only' } }),
    before: found('game'),
    actions: ['code_3_4_6_twoDown'],
  }),
  MISERE_BEFORE_PLAY,
  rule(['CODE-3.9.18'], 'Misère with a wrong count, found in play: under PREF-G31 excluded the Code rules it', {
    guard: foundInGame(['D14'], CLUBS, { reading: { gap: 'PREF-G31', is: 'excluded' } }),
    before: found('game'),
    actions: ['code_3_9_18_duringPlay'],
    gaps: ['PREF-G31'],
  }),
  rule(['PCR-3'], 'PCR-3: the contract was named with a wrong count: «без двух в гору» on the declared game plus the actual undertricks; the game is played to the end', {
    guard: foundInGame(['D5', 'D14'], CLUBS, { clause4DeclarerToo: false }),
    before: found('game'),
    actions: ['pcr_3_contractWithWrongCount'],
  }),
  rule(['PCR-4'], 'PCR-4, but the missing card is lost or in another deck: the hands cannot be made up to ten; play goes on as it stands (PREF-G28); no whists; «без двух» each', {
    guard: foundInGame(['D6'], CLUBS, { clause4: 'card-lost' }),
    before: found('game'),
    actions: ['pcr_4_cannotMakeUp'],
    gaps: ['PREF-G26'],
  }),
  rule(['PCR-4'], 'PCR-4: the defenders hold a wrong count: their hands are made up to ten and the play is conducted again, open; no whists; «без двух» each', {
    guard: foundInGame(['D6'], CLUBS, { clause4: 'replayed' }),
    target: '#preferans.replay',
    before: found('game'),
    actions: ['pcr_4_replayOpen'],
    gaps: ['PREF-G26'],
  }),
  rule(['PCR-4'], 'PCR-4 under PREF-G27 first-play-no-whists: the first play is scored; no whists; «без двух» each', {
    guard: foundInGame(['D6'], CLUBS, { clause4: 'any' }),
    before: found('game'),
    actions: ['pcr_4_replayOpen'],
    gaps: ['PREF-G26'],
  }),
  rule(['PCR-3'], 'PCR-3 for a defender (PREF-G26 clause-3-always): played to the end; the offender is fined and writes no whists', {
    guard: foundInGame(['D6'], CLUBS),
    before: found('game'),
    actions: ['pcr_3_defenders'],
    gaps: ['PREF-G26'],
  }),
  rule([], 'A wrong talon found once the contract is named: no club clause; PREF-G47 redeal-no-fine', {
    guard: foundInGame(['D15'], CLUBS, { reading: { gap: 'PREF-G47', is: 'redeal-no-fine' } }),
    target: '#preferans.scoring',
    before: found('game'),
    actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G47', clauses: ['PCR-3'], note: G47_NOTE } }],
    gaps: ['PREF-G47'],
  }),
  rule(['CODE-fn15'], 'A wrong talon found once the contract is named: the deal counts (fn 15(c)); the club has no clause (PREF-G47 code-fallback)', {
    guard: foundInGame(['D15'], ANY),
    before: found('game'),
    actions: [{ type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-fn15'], note: G47_NOTE } }],
  }),
];

/**
 * PREF-G26 clause-4-replayed: the declarer's and a defender's counts wrong, found at once — clause 3
 * for him and clause 4 whole for them, its replay included (the PCR-3 rule of GAME_DISCOVERIES
 * leaves this case here). Listed last in each state's discoveries (../definition.ts), so that the
 * transitions before it keep their numbers (reports and suites name transitions by number).
 */
export const CLAUSE_4_WITH_DECLARER = rule(['PCR-3', 'PCR-4'], 'PCR-3 for the declarer and PCR-4 for the defenders (PREF-G26 clause-4-replayed): the hands are made up to ten and the play is conducted again, open; no whists; «без двух» each', {
  guard: foundInGame(['D5', 'D14'], CLUBS, { clause4DeclarerToo: true }),
  target: '#preferans.replay',
  before: found('game'),
  actions: ['pcr_3_contractWithWrongCount', 'pcr_4_replayOpen'],
  gaps: ['PREF-G26'],
});

/**
 * Once play is over: a misère is always played (its first card is led), so «found before play»
 * cannot be said of one any more.
 */
export const GAME_DISCOVERIES_AFTER_PLAY: TransitionConfig[] = GAME_DISCOVERIES.filter((t) => t !== MISERE_BEFORE_PLAY);
