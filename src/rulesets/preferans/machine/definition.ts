/**
 * The Preferans regulation (the club's rules on a wrong number of cards, their older text, and the
 * Code 1996's own wrong-count and play-irregularity clauses) as a statechart: one game (pool) as
 * a sequence of deals.
 *
 *   awaitingDeal ─DEALT─▶ auction ─AUCTION_WON─▶ talon ─CONTRACT─▶ whisting ─WHIST─▶ play ─PLAY_COMPLETE─▶ played
 *        │ MISDEAL (D0)     │ ALL_PASSED ─▶ allPass.beforeLead ─LED─▶ allPass.playing ─PLAY_COMPLETE─▶ played
 *        ▼                  │ COUNT_DISCOVERED (D1–D4, D15) ─▶ tenCard ─CHOICE─▶ resuming ─▶ auction | talon
 *     scoring ◀──────── played ─SCORE─▶ scoring ─▶ closing ─▶ awaitingDeal (the result written: D13; the next deal) | over
 *
 * `awaitingDeal` is the whole time between deals: the last result is written and the next deal is
 * about to be dealt. A late claim about the last deal (D13) is taken only while `lastDealWritten`
 * holds: from a deal's writing until the next deal begins, never at the machine's start.
 *
 * Every wrong-count discovery point of the digest's table (§5.3, D0–D15) is a transition out of
 * the state in which it can happen, guarded by where the cards are and who has spoken, and
 * carrying the clause it applies. `PREF-RULES` chooses between the club's current text (`club`),
 * its older text (`club-old`) and the Code (`code`). Guards and actions are in preferans.rules.ts.
 */
import type { MachineDefinition, NamedRef, TransitionConfig } from '../../../core/statechart/definition.ts';
import { cloneContext, type PreferansContext } from './context.ts';
import { PREFERANS_EVENT_TYPES, type PreferansEvent } from './events.ts';
import { actions, guards } from './rules.ts';
import { rule } from '../../../core/machine/rule.ts';
import { registerGeneratedModule } from '../../../core/statechart/generatedRuntime.ts';
import * as generated from './preferans.gen.ts';

// the compiled engine's generated code for this machine (`npm run gen:statechart` writes it)
registerGeneratedModule(generated);

const CLUB = ['club'];
const CLUBS = ['club', 'club-old'];
const OLD = ['club-old'];
const CODE = ['code'];
const ANY = ['club', 'club-old', 'code'];

type DiscAt = 'auction' | 'game' | 'all-pass';
const disc = (at: DiscAt, points: string[], rules: string[], extra: Record<string, unknown> = {}): NamedRef => ({ type: 'disc', params: { at, points, rules, ...extra } });
const irr = (kind: string | string[], extra: Record<string, unknown> = {}): NamedRef => ({ type: 'irr', params: { kind, ...extra } });
const found = (at: DiscAt): NamedRef[] => ['recordDiscovery', { type: 'classify', params: { at } }];

const G47_NOTE = 'No club clause names this configuration (three wrong hands, or a wrong talon); under code-fallback the Code rules it.';

// ── D0: during the deal ─────────────────────────────────────────────────────────────────────
const MISDEAL: TransitionConfig[] = [
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

const NEW_DEAL = {
  DEALT: { target: '#preferans.auction', actions: ['beginDeal', 'recordDeal'], description: 'The cards are out: ten each and two in the talon, or so the table believes' },
  MISDEAL,
};

// ── D1–D4, D15 before the contract ──────────────────────────────────────────────────────────
const AUCTION_DISCOVERIES: TransitionConfig[] = [
  // the Code
  rule(['CODE-3.2.23', 'CODE-3.2.13'], 'Code: a wrong count found before the holder entered the bidding: the dealer answers; misdeal, redeal', {
    guard: disc('auction', ['D1'], CODE),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['code_3_2_13_redeal'],
  }),
  rule(['CODE-3.2.23', 'CODE-3.2.16', 'CODE-3.2.16.b', 'CODE-fn15'], 'Code: the holder entered the bidding with a wrong count: he answers; unequal hands found in the bidding are redealt', {
    guard: disc('auction', ['D2', 'D3', 'D4'], CODE),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['code_3_2_16_redeal'],
  }),
  // the older club text
  rule(['PCR-OLD-1'], 'Older club text: a wrong count before the bidding is redealt', {
    guard: disc('auction', ['D1'], OLD),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_old_1_redeal'],
  }),
  rule(['PCR-OLD-2.2'], 'Older club text: a passer finds a wrong count before the bidding started: one trick at the all-pass level, then a redeal', {
    guard: disc('auction', ['D2'], OLD),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_old_2_2_fineAndRedeal'],
  }),
  // the club's current text
  rule(['PCR-1', 'CODE-3.2.15'], 'PCR-1: the missing card cannot simply be returned (another deck, lost, or face up under PREF-G4 face-up-redeal): the deck is short, redeal', {
    guard: disc('auction', ['D1'], CLUB, { unreturnable: true }),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_1_redeal'],
  }),
  rule(['PCR-1'], 'PCR-1: found before the holder said anything: the cards are found and returned; a 10-card player may demand a redeal; no fine', {
    guard: disc('auction', ['D1'], CLUB),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_1_findAndReturn'],
  }),
  rule(['PCR-2.2'], 'PCR-2.2: found by a player who has passed, the bidding not yet started: STOP; one trick at the all-pass level; found and returned; a 10-card player may demand a redeal', {
    guard: disc('auction', ['D2'], CLUB),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_2_2_oneTrick'],
  }),
  rule(['PCR-2.1'], 'PCR-2.1: found after the bidding started: STOP; «без двух в гору» at the stopped level; found and returned; a 10-card player may demand a redeal', {
    guard: disc('auction', ['D3'], CLUBS),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_2_1_twoDown'],
  }),
  rule(['PCR-2.3'], 'PCR-2.3: two players who began the bidding both hold a wrong count the equalisation does not cover (PREF-G17 redeal-otherwise): fines, redeal', {
    guard: disc('auction', ['D4'], CLUBS, { notEqualisable: true }),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['pcr_2_3_fineEach', 'pcr_2_3_redealOtherwise'],
  }),
  rule(['PCR-2.3'], 'PCR-2.3: two players who began the bidding both hold a wrong count: «без двух» each at the reached level; the 10-card player chooses a redeal or blind equalisation; bids stand', {
    guard: disc('auction', ['D4'], CLUBS),
    target: '#preferans.tenCard',
    before: found('auction'),
    actions: ['pcr_2_3_fineEach'],
  }),
  // nothing the club names
  rule([], 'No club clause names this configuration; under PREF-G47 redeal-no-fine it is redealt without a fine', {
    guard: disc('auction', ['D15', 'G47'], CLUBS, { gap: 'PREF-G47', is: 'redeal-no-fine' }),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G47', clauses: ['PCR-1', 'PCR-2.3'], note: G47_NOTE } }],
    gaps: ['PREF-G47'],
  }),
  rule(['CODE-3.2.15', 'CODE-fn15'], 'Unequal hands or a wrong talon before play: redeal (the Code; for the club PREF-G47 code-fallback)', {
    guard: disc('auction', ['D15', 'G47'], ANY),
    target: '#preferans.scoring',
    before: found('auction'),
    actions: ['code_redeal', { type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-3.2.15', 'CODE-fn15'], note: G47_NOTE } }],
  }),
];

// ── talon irregularities before the talon is bought ─────────────────────────────────────────
const AUCTION_IRREGULARITIES: TransitionConfig[] = [
  rule(['CODE-3.2.21', 'CODE-3.2.19'], 'The talon peeked at before the bidding: 5 into the mountain; he may not bid', {
    guard: irr('talon-peeked', { silent: true }),
    actions: ['code_3_2_21_peek', 'code_3_2_19_barred'],
  }),
  rule(['CODE-3.2.21', 'CODE-3.3.16.1'], 'The talon peeked at during the bidding: 5 into the mountain; the bidding goes on without him', {
    guard: irr('talon-peeked'),
    actions: ['code_3_2_21_peek', 'code_3_2_19_barred'],
  }),
  rule(['CODE-3.2.19'], 'The talon seen by one player before the bidding: he may not bid', { guard: irr('talon-seen', { silent: true }), actions: ['code_3_2_19_barred'] }),
  rule(['CODE-3.3.16.1'], 'The talon seen by one player during the bidding: the bidding goes on without him', { guard: irr('talon-seen'), actions: ['code_3_2_19_barred'] }),
  rule(['CODE-3.2.20'], 'The talon taken before the bidding: he may not bid; he shuffles his 12 cards and the dealer draws 2 blind for the talon', {
    guard: irr('talon-taken', { silent: true }),
    actions: ['code_3_2_19_barred'],
  }),
  rule(['CODE-3.3.17'], 'The talon taken by accident during the bidding: he may not bid; the dealer draws 2 blind from his 12 cards', { guard: irr('talon-taken'), actions: ['code_3_2_19_barred'] }),
  rule(['CODE-3.3.16.3'], 'The talon exposed while two or more are still bidding: the results the table determines are written as whists on the offender; no play', {
    guard: irr('talon-exposed', { bidding: 2 }),
    target: '#preferans.scoring',
    actions: ['code_3_3_16_3_damages'],
  }),
  rule(['CODE-3.3.16.2'], 'The talon exposed while one player is still bidding: he gets the talon at his last bid', { guard: irr('talon-exposed') }),
];

const MISERE_BEFORE_PLAY = rule(['CODE-3.4.6'], 'Misère with a wrong count, found before play: under PREF-G31 excluded the Code rules it', {
  guard: disc('game', ['D14'], CLUBS, { gap: 'PREF-G31', is: 'excluded', led: false }),
  before: found('game'),
  actions: ['code_3_4_6_twoDown'],
  gaps: ['PREF-G31'],
});

// ── D5, D6, D14, D15 once the contract is named ─────────────────────────────────────────────
const GAME_DISCOVERIES: TransitionConfig[] = [
  rule(['CODE-3.4.6'], 'Code: the contract was named with a wrong count, found before play: «без двух» on the declared game', {
    guard: disc('game', ['D5', 'D14'], CODE, { led: false }),
    before: found('game'),
    actions: ['code_3_4_6_twoDown'],
  }),
  rule(['CODE-3.9.18'], 'Code: a wrong count found during play: the declarer at least «без двух», a defender «без двух» on the whist', {
    guard: disc('game', ['D5', 'D6', 'D14'], CODE),
    before: found('game'),
    actions: ['code_3_9_18_duringPlay'],
  }),
  rule(['CODE-3.4.6'], 'A wrong discard: under PREF-G21 misdeal-only clause 3 does not reach it and the Code rules it', {
    guard: disc('game', ['D5', 'D14'], CLUBS, { discard: true, gap: 'PREF-G21', is: 'misdeal-only' }),
    before: found('game'),
    actions: ['code_3_4_6_twoDown'],
  }),
  MISERE_BEFORE_PLAY,
  rule(['CODE-3.9.18'], 'Misère with a wrong count, found in play: under PREF-G31 excluded the Code rules it', {
    guard: disc('game', ['D14'], CLUBS, { gap: 'PREF-G31', is: 'excluded' }),
    before: found('game'),
    actions: ['code_3_9_18_duringPlay'],
    gaps: ['PREF-G31'],
  }),
  rule(['PCR-3'], 'PCR-3: the contract was named with a wrong count: «без двух в гору» on the declared game plus the actual undertricks; the game is played to the end', {
    guard: disc('game', ['D5', 'D14'], CLUBS),
    before: found('game'),
    actions: ['pcr_3_contractWithWrongCount'],
  }),
  rule(['PCR-4'], 'PCR-4, but the missing card is lost or in another deck: the hands cannot be made up to ten; play goes on as it stands (PREF-G28); no whists; «без двух» each', {
    guard: disc('game', ['D6'], CLUBS, { clause4: true, returnable: false }),
    before: found('game'),
    actions: ['pcr_4_cannotMakeUp'],
    gaps: ['PREF-G26'],
  }),
  rule(['PCR-4'], 'PCR-4: the defenders hold a wrong count: their hands are made up to ten and the play is conducted again, open; no whists; «без двух» each', {
    guard: disc('game', ['D6'], CLUBS, { clause4: true, replays: true }),
    target: '#preferans.replay',
    before: found('game'),
    actions: ['pcr_4_replayOpen'],
    gaps: ['PREF-G26'],
  }),
  rule(['PCR-4'], 'PCR-4 under PREF-G27 first-play-no-whists: the first play is scored; no whists; «без двух» each', {
    guard: disc('game', ['D6'], CLUBS, { clause4: true }),
    before: found('game'),
    actions: ['pcr_4_replayOpen'],
    gaps: ['PREF-G26'],
  }),
  rule(['PCR-3'], 'PCR-3 for a defender (PREF-G26 clause-3-always): played to the end; the offender is fined and writes no whists', {
    guard: disc('game', ['D6'], CLUBS),
    before: found('game'),
    actions: ['pcr_3_defenders'],
    gaps: ['PREF-G26'],
  }),
  rule([], 'A wrong talon found once the contract is named: no club clause; PREF-G47 redeal-no-fine', {
    guard: disc('game', ['D15'], CLUBS, { gap: 'PREF-G47', is: 'redeal-no-fine' }),
    target: '#preferans.scoring',
    before: found('game'),
    actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G47', clauses: ['PCR-3'], note: G47_NOTE } }],
    gaps: ['PREF-G47'],
  }),
  rule(['CODE-fn15'], 'A wrong talon found once the contract is named: the deal counts (fn 15(c)); the club has no clause (PREF-G47 code-fallback)', {
    guard: disc('game', ['D15'], ANY),
    before: found('game'),
    actions: [{ type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-fn15'], note: G47_NOTE } }],
  }),
];

/**
 * Once play is over: a misère is always played (its first card is led), so «found before play»
 * cannot be said of one any more.
 */
const GAME_DISCOVERIES_AFTER_PLAY: TransitionConfig[] = GAME_DISCOVERIES.filter((t) => t !== MISERE_BEFORE_PLAY);

// ── D7, D11, D15 on an all-pass before the first lead ───────────────────────────────────────
const ALLPASS_BEFORE_LEAD: TransitionConfig[] = [
  rule(['CODE-3.2.16'], 'Code: the card is found before the first lead and returned; the fine of 3.2.16(e) states no amount', {
    guard: disc('all-pass', ['D7'], CODE, { returnable: true }),
    before: found('all-pass'),
    actions: ['code_3_2_16_return'],
  }),
  rule(['CODE-3.2.15', 'CODE-5.4.15'], 'Code: the card is lost or in another deck: the deck was short; redeal', {
    guard: disc('all-pass', ['D7'], CODE),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['code_redeal'],
  }),
  rule(['CODE-fn15'], 'Code: one short and one long hand before play: redeal', {
    guard: disc('all-pass', ['D11'], CODE),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['code_redeal'],
  }),
  rule(['PCR-5', 'PCR-5.1'], 'PCR-5.1: a 9-card hand before the first lead; the card is found: the all-pass goes on; 2 tricks at the current level', {
    guard: disc('all-pass', ['D7'], CLUBS, { returnable: true }),
    before: found('all-pass'),
    actions: ['pcr_5_1_foundPlayOn'],
  }),
  rule(['PCR-5', 'PCR-5.1'], 'PCR-5.1: a 9-card hand before the first lead; the card is not found, or found in another deck: redeal; 2 tricks at the current level', {
    guard: disc('all-pass', ['D7'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_5_1_redeal'],
  }),
  rule(['PCR-6', 'PCR-6.1'], 'PCR-6.1: 11 and 9 before the first lead: 2 tricks each; the 10-card player may choose equalisation (PREF-G44 ten-card-choice)', {
    guard: disc('all-pass', ['D11'], CLUBS, { gap: 'PREF-G44', is: 'ten-card-choice' }),
    target: '#preferans.tenCard',
    before: found('all-pass'),
    actions: ['pcr_6_1_twoEach'],
  }),
  rule(['PCR-6', 'PCR-6.1'], 'PCR-6.1: 11 and 9 before the first lead: redeal; 2 tricks each at the current level', {
    guard: disc('all-pass', ['D11'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_6_1_twoEach'],
  }),
  ...noClubClauseRules(false),
];

// ── D8–D12 on an all-pass under way (and at its end, before the result is written) ──────────
const ALLPASS_UNDER_WAY: TransitionConfig[] = [
  rule(['CODE-3.2.15', 'CODE-5.4.15'], 'Code: the card is in another deck: the deck was short; redeal', {
    guard: disc('all-pass', ['D9'], CODE),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['code_redeal'],
  }),
  rule(['CODE-fn15'], 'Code: unequal counts found in mid-play: the deal counts; the extra card is worthless, the short hand plays nothing to the last trick', {
    guard: disc('all-pass', ['D8', 'D10', 'D12'], CODE),
    before: found('all-pass'),
    actions: ['code_fn15_dealCounts'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], 'PCR-5.2.1 with a revoke, under PREF-G37 code-3-9-16-2: replay from the revoke with a penalty trick; 2 tricks', {
    guard: disc('all-pass', ['D8'], CLUBS, { revoke: true, gap: 'PREF-G37', is: 'code-3-9-16-2' }),
    target: '#preferans.allPass.playing',
    before: found('all-pass'),
    actions: ['pcr_5_2_1_revoke'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], 'PCR-5.2.1: the card is found and there was a revoke: the offender takes the remaining tricks; lost profit; 2 tricks', {
    guard: disc('all-pass', ['D8'], CLUBS, { revoke: true }),
    target: '#preferans.played',
    before: found('all-pass'),
    actions: ['pcr_5_2_1_revoke'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], 'PCR-5.2.1: the card is found, no revoke: it goes to the 9-card player and play goes on; 2 tricks at the current level', {
    guard: disc('all-pass', ['D8'], CLUBS),
    before: found('all-pass'),
    actions: ['pcr_5_2_1_playOn'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.2'], 'PCR-5.2.2: the card is found in another deck: redeal; the offender writes 2 tricks', {
    guard: disc('all-pass', ['D9'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_5_2_2_redeal'],
  }),
  rule(['PCR-5', 'PCR-5.2', 'PCR-5.2.3'], 'PCR-5.2.3: the card is not found: taken + remaining + 4 tricks, at most 8; lost profit; the deal stops', {
    guard: disc('all-pass', ['D10'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_5_2_3_notFound'],
  }),
  rule(['PCR-6', 'PCR-6.2'], 'PCR-6.2: 11 and 9 once the all-pass is under way: 5 tricks each; the third writes nothing; lost profit; the deal stops', {
    guard: disc('all-pass', ['D12'], CLUBS),
    target: '#preferans.scoring',
    before: found('all-pass'),
    actions: ['pcr_6_2_fiveEach'],
  }),
  ...noClubClauseRules(true),
];

/** D15, PREF-G46 and PREF-G47 on an all-pass: the configurations the club does not name. */
function noClubClauseRules(started: boolean): TransitionConfig[] {
  const note = 'An 11-card hand beside a 1-card talon: clause 6 speaks of 11 and 9; under code-fallback the Code rules it.';
  return [
    rule([], 'An 11-card hand with a 1-card talon: no club clause; PREF-G46 code-fallback and PREF-G47 redeal-no-fine: redeal without a fine', {
      guard: disc('all-pass', ['G46'], CLUBS, { gap: 'PREF-G47', is: 'redeal-no-fine' }),
      target: '#preferans.scoring',
      before: found('all-pass'),
      actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G46', clauses: ['PCR-6'], note } }],
      gaps: ['PREF-G47'],
    }),
    rule([], 'No club clause names this configuration; PREF-G47 redeal-no-fine: redeal without a fine', {
      guard: disc('all-pass', ['D15', 'G47'], CLUBS, { gap: 'PREF-G47', is: 'redeal-no-fine' }),
      target: '#preferans.scoring',
      before: found('all-pass'),
      actions: [{ type: 'redealNoFine', params: { gap: 'PREF-G47', clauses: ['PCR-5', 'PCR-6'], note: G47_NOTE } }],
      gaps: ['PREF-G47'],
    }),
    started
      ? rule(['CODE-fn15', 'CODE-3.9.18'], 'An 11-card hand with a 1-card talon during play: no club clause (PREF-G46 code-fallback): the deal counts (fn 15(c))', {
          guard: disc('all-pass', ['G46'], ANY),
          before: found('all-pass'),
          actions: [{ type: 'clubSilent', params: { gap: 'PREF-G46', clauses: ['CODE-fn15', 'CODE-3.9.18'], note } }, 'code_fn15_dealCounts'],
        })
      : rule(['CODE-3.2.15', 'CODE-fn15'], 'An 11-card hand with a 1-card talon before play: no club clause (PREF-G46 code-fallback): redeal', {
          guard: disc('all-pass', ['G46'], ANY),
          target: '#preferans.scoring',
          before: found('all-pass'),
          actions: ['code_redeal', { type: 'clubSilent', params: { gap: 'PREF-G46', clauses: ['CODE-3.2.15', 'CODE-fn15'], note } }],
        }),
    started
      ? rule(['CODE-fn15', 'CODE-3.9.18'], 'No club clause applies during play: the deal counts (fn 15(c)); 3.9.18 states no floor on an all-pass', {
          guard: disc('all-pass', ['D15', 'G47'], ANY),
          before: found('all-pass'),
          actions: [{ type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-fn15', 'CODE-3.9.18'], note: G47_NOTE } }, 'code_fn15_dealCounts'],
        })
      : rule(['CODE-3.2.15', 'CODE-fn15'], 'No club clause applies before play: unequal hands or a wrong talon are redealt', {
          guard: disc('all-pass', ['D15', 'G47'], ANY),
          target: '#preferans.scoring',
          before: found('all-pass'),
          actions: ['code_redeal', { type: 'clubSilent', params: { gap: 'PREF-G47', clauses: ['CODE-3.2.15', 'CODE-fn15'], note: G47_NOTE } }],
        }),
  ];
}

// ── play irregularities (the Code) ──────────────────────────────────────────────────────────
const gIrr = (kind: string | string[], extra: Record<string, unknown> = {}) => irr(kind, { ...extra, game: true });
const aIrr = (kind: string | string[], extra: Record<string, unknown> = {}) => irr(kind, { ...extra, game: false });

// Each rule once; the states take the ones that can happen there (CODE 3.9.17: claims stay open
// until the result is written, but once play is over no card is played: no lead out of turn, and no
// revoke is corrected in its trick).
const G_LAST = rule(['CODE-3.9.21'], 'A revoke or a lead out of turn in the last trick has no consequence', { guard: gIrr(['revoke', 'lead-out-of-turn'], { last: true }) });
const G_LAST_REVOKE = rule(['CODE-3.9.21'], 'A revoke in the last trick (a long hand still holds two cards there) claimed once play is over: no consequence', { guard: gIrr('revoke', { last: true }) });
const G_REVOKE = rule(['CODE-3.9.16', 'CODE-3.9.16.2'], 'A revoke found after its trick: one trick penalty to the opponents (PREF-C12); the cards played since are replayed', {
  guard: gIrr('revoke'),
  target: '#preferans.play',
  actions: ['code_3_9_16_2_revoke'],
  gaps: ['PREF-C12'],
});
const G_REVOKE_CORRECTED = rule(['CODE-3.9.16', 'CODE-3.9.16.1', 'CODE-3.9.15'], 'A revoke corrected in the same trick: the wrong card becomes an exposed card', {
  guard: gIrr('revoke-corrected'),
  actions: ['exposeCard'],
});
const G_LEAD_DECLARER = rule(['CODE-3.9.14', 'CODE-3.9.14.2', 'CODE-3.9.15'], 'The declarer led out of turn: the card is exposed; the defenders may demand it be played', {
  guard: gIrr('lead-out-of-turn', { declarer: true }),
  actions: ['exposeCard'],
});
const G_LEAD_DEFENDER = rule(['CODE-3.9.14', 'CODE-3.9.14.1', 'CODE-3.9.15'], 'A defender led out of turn: the card is exposed and played at the first chance; the declarer may forbid or command the partner’s lead', {
  guard: gIrr('lead-out-of-turn'),
  actions: ['exposeCard'],
});
const G_LATE = rule(['CODE-3.9.14.5'], 'A play out of turn noticed after its trick was complete: no penalty; the trick stands', { guard: gIrr('out-of-turn-late') });
const G_LOOKED_AT_TRICK = rule(['CODE-3.9.11.2', 'CODE-3.9.12'], 'Looking at a trick other than the last: the offender loses one trick, given to no one', {
  guard: gIrr('looked-at-trick'),
  actions: ['code_3_9_11_2_lookedAtTrick'],
});
const G_DISCARD_AFTER_LEAD = rule(['CODE-3.4.9'], 'The declarer looked at his discard after the first lead: minus one trick', { guard: gIrr('looked-at-discard', { led: true }), actions: ['code_3_4_9_lookedAtDiscard'] });
const G_DISCARD_BEFORE_LEAD = rule(['CODE-3.4.9'], 'The declarer looked at his discard before the first lead: the clause fines only a look after it', { guard: gIrr('looked-at-discard') });

/** During the play of a game or misère (and its PCR-4 replay). */
const GAME_IRREGULARITIES: TransitionConfig[] = [G_LAST, G_REVOKE, G_REVOKE_CORRECTED, G_LEAD_DECLARER, G_LEAD_DEFENDER, G_LATE, G_LOOKED_AT_TRICK, G_DISCARD_AFTER_LEAD, G_DISCARD_BEFORE_LEAD];

/**
 * Once a game's play is over (or it was not played: then no play irregularity can be claimed at
 * all, and the judge refuses one): the claims about the play. A played game has had its first
 * lead, so the look at the discard is the one after it.
 */
const GAME_CLAIMS_AFTER_PLAY: TransitionConfig[] = [G_LAST_REVOKE, G_REVOKE, G_LATE, G_LOOKED_AT_TRICK, G_DISCARD_AFTER_LEAD];

const A_LAST = rule(['CODE-3.9.21'], 'A revoke or a lead out of turn in the last trick has no consequence', { guard: aIrr(['revoke', 'lead-out-of-turn'], { last: true }) });
const A_LAST_REVOKE = rule(['CODE-3.9.21'], 'A revoke in the last trick of an all-pass (a long hand still holds two cards there) claimed once play is over: no consequence', { guard: aIrr('revoke', { last: true }) });
const A_LEAD = rule(['CODE-3.9.14.3'], 'A lead out of turn on an all-pass: the offender takes all the remaining tricks', {
  guard: aIrr('lead-out-of-turn'),
  target: '#preferans.played',
  actions: ['code_3_9_14_3_takesRemaining'],
});
const A_REVOKE = rule(['CODE-3.9.16', 'CODE-3.9.16.2'], 'A revoke found after its trick on an all-pass: replayed from the revoke; the penalty trick is written for the offender', {
  guard: aIrr('revoke'),
  target: '#preferans.allPass.playing',
  actions: ['code_3_9_16_2_revoke'],
});
const A_REVOKE_CORRECTED = rule(['CODE-3.9.16', 'CODE-3.9.16.1', 'CODE-3.9.15'], 'A revoke corrected in the same trick: the wrong card becomes an exposed card', {
  guard: aIrr('revoke-corrected'),
  actions: ['exposeCard'],
});
const A_LATE = rule(['CODE-3.9.14.5'], 'A play out of turn noticed after its trick was complete: no penalty; the trick stands', { guard: aIrr('out-of-turn-late') });
const A_LOOKED_AT_TRICK = rule(['CODE-3.9.11.2', 'CODE-3.9.12'], 'Looking at a trick other than the last on an all-pass: he writes one more trick (PREF-C16)', {
  guard: aIrr('looked-at-trick'),
  actions: ['code_3_9_11_2_lookedAtTrick'],
});

/** During an all-pass's play (after its first card). */
const ALLPASS_IRREGULARITIES: TransitionConfig[] = [A_LAST, A_LEAD, A_REVOKE, A_REVOKE_CORRECTED, A_LATE, A_LOOKED_AT_TRICK];

/** Once an all-pass's play is over (or stopped by a ruling): the claims about the play. */
const ALLPASS_CLAIMS_AFTER_PLAY: TransitionConfig[] = [A_LAST_REVOKE, A_REVOKE, A_LATE, A_LOOKED_AT_TRICK];

const ALLPASS_TALON_IRREGULARITIES: TransitionConfig[] = [
  rule(['CODE-3.2.21', 'CODE-3.2.19'], 'The talon peeked at before an all-pass: 5 into the mountain; he takes the talon-led tricks', {
    guard: irr('talon-peeked'),
    actions: ['code_3_2_21_peek', 'code_3_2_19_allPass'],
  }),
  rule(['CODE-3.2.19'], 'The talon seen before an all-pass: he takes the first two (talon-led) tricks; in Rostov all ten', {
    guard: irr('talon-seen'),
    actions: ['code_3_2_19_allPass'],
  }),
];

// D13: a claim about the deal last written, taken only between its writing and the next deal
// (`lastDealWritten`; at the machine's start there is no such deal)
const LATE_DISCOVERIES: TransitionConfig[] = [
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

export const preferansMachine: MachineDefinition<PreferansContext, PreferansEvent> = {
  id: 'preferans',
  eventTypes: PREFERANS_EVENT_TYPES,
  guards: guards as any,
  actions: actions as any,
  cloneContext,
  config: {
    initial: 'awaitingDeal',
    states: {
      awaitingDeal: {
        description:
          'Between deals: the result of the last deal is written (D13: a wrong count found now) and the dealer is about to deal the next (D0: errors while dealing). At the start of the game there is no last deal, so no late claim.',
        always: { guard: 'gameOver', target: 'over', description: 'Every pool is closed (Sochi, Rostov) or the pools reach N·P (Leningrad)' },
        on: { ...NEW_DEAL, COUNT_DISCOVERED: LATE_DISCOVERIES },
      },

      auction: {
        description: 'The bidding for the talon (D1–D4: a wrong count found before the contract).',
        on: {
          CALL: { actions: ['recordCall'], description: 'A call: bid, «здесь» or pass (CODE 3.2.23: any call is entering the bidding)' },
          AUCTION_WON: { target: 'talon', actions: ['recordWin'], description: 'The bidding ends with a declarer' },
          ALL_PASSED: { target: 'allPass', actions: ['startAllPass'], description: 'Everyone passed: an all-pass' },
          COUNT_DISCOVERED: AUCTION_DISCOVERIES,
          IRREGULARITY: AUCTION_IRREGULARITIES,
        },
      },

      tenCard: {
        description: 'The cards are found and returned; the players with 10 cards may demand a redeal (PCR-1, 2.1–2.3, 6.1). With at most two wrong hands (three go to PREF-G47) there is always one.',
        always: [
          { guard: { type: 'outcomeIs', params: { is: ['redeal', 'deal-passes'] } }, target: 'scoring', description: 'The ruling already ends the deal' },
        ],
        on: {
          CHOICE: [
            rule(['CODE-3.2.2'], 'A player with 10 cards demands a redeal (PREF-G2): the same dealer deals again', {
              guard: 'redealDemanded',
              target: 'scoring',
              actions: ['redealOnDemand'],
            }),
            { target: 'resuming', actions: ['playOn'], description: 'No redeal is demanded: the hands are made up to 10 and the deal goes on' },
          ],
        },
      },

      resuming: {
        always: [
          { guard: { type: 'resumeTo', params: { is: 'talon' } }, target: 'talon', description: 'Back to the declarer taking the talon' },
          { guard: { type: 'resumeTo', params: { is: 'all-pass' } }, target: 'allPass', description: 'Back to the all-pass before the first lead' },
          { target: 'auction', actions: ['resumeAuction'], description: 'The bidding resumes (PREF-G9)' },
        ],
      },

      talon: {
        description: 'The declarer takes the talon, discards two and names the contract.',
        on: {
          CONTRACT: { target: 'whisting', actions: ['recordContract'], description: 'The contract is named (CODE 3.4.1–3.4.3)' },
          COUNT_DISCOVERED: AUCTION_DISCOVERIES,
        },
      },

      whisting: {
        description: 'The defenders whist or pass (CODE 3.8).',
        on: {
          WHIST: [
            { guard: { type: 'whistIs', params: { is: 'played' } }, target: 'play', actions: ['recordWhist'], description: 'Whisted (or misère): the game is played' },
            { target: 'played', actions: ['recordWhist'], description: 'Both passed, or a half-whist stood: not played' },
          ],
        },
      },

      play: {
        description: 'The play of a game or misère (D5, D6, D14: a wrong count found in play).',
        on: {
          LED: { actions: ['recordLed'], description: 'The first lead is made' },
          TRICK: { actions: ['recordTrick'], description: 'A trick is complete' },
          PLAY_COMPLETE: { target: 'played', actions: ['recordPlayComplete'], description: 'All tricks are played' },
          COUNT_DISCOVERED: GAME_DISCOVERIES,
          IRREGULARITY: GAME_IRREGULARITIES,
        },
      },

      replay: {
        description: 'PCR-4: the play conducted again, open, with the hands made up to ten.',
        on: {
          LED: { actions: ['recordLed'] },
          TRICK: { actions: ['recordTrick'] },
          PLAY_COMPLETE: { target: 'played', actions: ['recordPlayComplete'] },
          IRREGULARITY: GAME_IRREGULARITIES,
        },
      },

      allPass: {
        initial: 'beforeLead',
        description: 'The all-pass deal (CODE 3.7).',
        states: {
          beforeLead: {
            description: 'Before the first lead (D7, D11: PCR-5.1, PCR-6.1).',
            on: {
              LED: { target: 'playing', actions: ['recordLed'], description: 'The first lead is made' },
              COUNT_DISCOVERED: ALLPASS_BEFORE_LEAD,
              // before the first card only the talon can be seen (no card, no trick yet; the first
              // card led, even out of turn, is the lead: LED comes first)
              IRREGULARITY: ALLPASS_TALON_IRREGULARITIES,
            },
          },
          playing: {
            description: 'The all-pass is under way (D8–D10, D12: PCR-5.2, PCR-6.2).',
            on: {
              TRICK: { actions: ['recordTrick'], description: 'A trick is complete' },
              PLAY_COMPLETE: { target: '#preferans.played', actions: ['recordPlayComplete'], description: 'All tricks are played' },
              COUNT_DISCOVERED: ALLPASS_UNDER_WAY,
              IRREGULARITY: ALLPASS_IRREGULARITIES,
            },
          },
        },
      },

      played: {
        description: 'Play is over (or the deal was not played); claims are still open until the result is written (CODE 3.9.17).',
        on: {
          SCORE: { target: 'scoring', description: 'The result is written' },
          COUNT_DISCOVERED: [...GAME_DISCOVERIES_AFTER_PLAY, ...ALLPASS_UNDER_WAY],
          IRREGULARITY: [...GAME_CLAIMS_AFTER_PLAY, ...ALLPASS_CLAIMS_AFTER_PLAY],
        },
      },

      scoring: {
        description: 'The deal is scored through the mechanics, with the fines the rulings wrote.',
        always: [
          { guard: { type: 'outcomeIs', params: { is: ['redeal', 'deal-passes'] } }, target: 'closing', actions: ['scoreRedeal'], description: 'Redealt: only the fines are written' },
          { guard: { type: 'outcomeIs', params: { is: ['stopped'] } }, target: 'closing', actions: ['scoreStopped'], description: 'Stopped by a ruling: the fines and what the clause writes' },
          { guard: { type: 'kindIs', params: { is: 'all-pass' } }, target: 'closing', actions: ['scoreAllPass'], description: 'An all-pass (CODE 3.7.2–3.7.3)' },
          { guard: { type: 'kindIs', params: { is: 'misere' } }, target: 'closing', actions: ['scoreMisere'], description: 'A misère (CODE 3.6)' },
          { guard: 'unplayedContract', target: 'closing', actions: ['scoreUnplayed'], description: 'Both passed, or a half-whist stood (CODE 3.5.3, 3.8.7)' },
          { target: 'closing', actions: ['scoreGame'], description: 'A played game (CODE 3.8)' },
        ],
      },

      closing: {
        always: { target: 'awaitingDeal', actions: ['closeDeal'], description: 'The entries reach the sheet; the run and the dealer move on' },
      },

      over: { type: 'final', description: 'The game is over: settle (CODE 4.2.12–4.2.14).' },
    },
  },
};
