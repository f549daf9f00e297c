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
 * its older text (`club-old`) and the Code (`code`).
 *
 * The transitions of each region are in ./transitions/ (deal, beforeContract, talon, contract,
 * allPass, play, late), each listing its clause ids; their guards and actions are in ./rules/
 * (assembled by rules.ts).
 */
import type { MachineDefinition } from '../../../core/statechart/definition.ts';
import { cloneContext, type PreferansContext } from './context.ts';
import { PREFERANS_EVENT_TYPES, type PreferansEvent } from './events.ts';
import { actions, guards } from './rules.ts';
import { rule } from '../../../core/machine/rule.ts';
import { registerGeneratedModule } from '../../../core/statechart/generatedRuntime.ts';
import * as generated from './preferans.gen.ts';
import { NEW_DEAL } from './transitions/deal.ts';
import { AUCTION_DISCOVERIES } from './transitions/beforeContract.ts';
import { ALLPASS_TALON_IRREGULARITIES, AUCTION_IRREGULARITIES } from './transitions/talon.ts';
import { CLAUSE_4_WITH_DECLARER, GAME_DISCOVERIES, GAME_DISCOVERIES_AFTER_PLAY } from './transitions/contract.ts';
import { ALLPASS_BEFORE_LEAD, ALLPASS_UNDER_WAY } from './transitions/allPass.ts';
import { ALLPASS_CLAIMS_AFTER_PLAY, ALLPASS_IRREGULARITIES, GAME_CLAIMS_AFTER_PLAY, GAME_IRREGULARITIES } from './transitions/play.ts';
import { LATE_DISCOVERIES } from './transitions/late.ts';

// the compiled engine's generated code for this machine (`npm run gen:statechart` writes it)
registerGeneratedModule(generated);

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
          COUNT_DISCOVERED: [...GAME_DISCOVERIES, CLAUSE_4_WITH_DECLARER],
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
          COUNT_DISCOVERED: [...GAME_DISCOVERIES_AFTER_PLAY, ...ALLPASS_UNDER_WAY, CLAUSE_4_WITH_DECLARER],
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
