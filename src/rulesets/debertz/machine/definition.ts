/**
 * The Debertz regulation (FDU competition rules, section 6) as a statechart: one party of deals.
 *
 *   awaitingDeal ──DEALT──▶ bidding ──ORDERED──▶ play ──PLAY_COMPLETE──▶ ruling ─▶ awaitingDeal | over
 *        │  (special deal pending: DEALT ──▶ play, 6.2.2.2–6.2.2.3)
 *        └─ DEALER_EXPOSED_CARD: 6.3 redeal       IRREGULARITY anywhere: 6.2.1.8 referee bayd
 *
 * DEB-6.1 (game situations arise after the end of a deal, as its result): every ruling is made
 * in the `ruling` state, after PLAY_COMPLETE or an IRREGULARITY has ended the deal.
 *
 * The ruling is a chain of eventless steps in the order the regulation applies them: the outcome
 * (6.2.1 bayd, 6.2.2 deferred bayd, or made), the trickless penalty (6.2.3), the «Б» mark and
 * its penalties (6.2.1.4, 6.2.1.6, 6.2.1.7), the deferred pot (6.2.2.5, 6.2.2.6), the protocol
 * (6.4), and the end of the party. Guards and actions are in ./rules/, one file per section (listed in rules.ts).
 */
import type { MachineDefinition } from '../../../core/statechart/definition.ts';
import { cloneContext, type DebertzContext } from './context.ts';
import { DEBERTZ_EVENT_TYPES, type DebertzEvent } from './events.ts';
import { actions, guards } from './rules.ts';
import { readingIs, rule } from '../../../core/machine/rule.ts';
import { registerGeneratedModule } from '../../../core/statechart/generatedRuntime.ts';
import * as generated from './debertz.gen.ts';

// the compiled engine's generated code for this machine (`npm run gen:statechart` writes it)
registerGeneratedModule(generated);

export const debertzMachine: MachineDefinition<DebertzContext, DebertzEvent> = {
  id: 'debertz',
  eventTypes: DEBERTZ_EVENT_TYPES,
  guards: guards as any,
  actions: actions as any,
  cloneContext,
  config: {
    initial: 'awaitingDeal',
    states: {
      awaitingDeal: {
        description: 'Between deals: the party ledger is settled; the referee is about to deal.',
        on: {
          DEALT: [
            rule(['DEB-6.2.2.2', 'DEB-6.2.2.3', 'DEB-6.2.2.4'], 'The referee deals the special deal; the declarer does not change; play follows the general rules', {
              guard: 'specialPending',
              target: 'play',
              before: ['beginDeal'],
              gaps: ['DEB-G2', 'DEB-G3', 'DEB-G4'],
            }),
            { target: 'bidding', actions: ['beginDeal'], description: 'A normal deal: six cards each and the turned card' },
          ],
          DEALER_EXPOSED_CARD: [
            rule(['DEB-6.3'], 'The referee exposed a card while dealing the special deal: a normal deal follows', {
              guard: { type: 'specialPendingAndReading', params: { gap: 'DEB-G7', is: 'normal-deal' } },
              before: ['beginDeal'],
              actions: ['dropSpecial', 'deb_6_3_redeal'],
              gaps: ['DEB-G7'],
            }),
            rule(['DEB-6.3'], 'The referee exposed a card while dealing the special deal: it is dealt again the same way', {
              guard: 'specialPending',
              before: ['beginDeal'],
              actions: ['deb_6_3_redeal'],
              gaps: ['DEB-G7'],
            }),
            rule(['DEB-6.3'], 'The referee exposed a card while dealing: the deal starts again', {
              before: ['beginDeal'],
              actions: ['deb_6_3_redeal'],
            }),
          ],
          IRREGULARITY: [
            { guard: 'specialPending', target: 'ruling', actions: ['beginDeal', 'recordOffence'], description: 'A player exposes his cards during the special deal: the declarer is known' },
            { target: 'preOrder', actions: ['beginDeal', 'recordOffence'], description: 'A player offends during the deal, before anyone has ordered' },
          ],
        },
      },

      bidding: {
        description: 'The order bidding: two rounds; no declarer yet.',
        on: {
          ORDERED: { target: 'play', actions: ['recordOrder'], description: 'A player orders the game and becomes the declarer' },
          ALL_PASSED: { target: 'awaitingDeal', actions: ['allPassedRedeal', { type: 'consult', params: { gaps: ['DEB-G35'] } }], description: 'Everyone passed twice: thrown in; the next dealer deals' },
          IRREGULARITY: { target: 'preOrder', actions: ['recordOffence'], description: 'An offence before anyone has ordered' },
        },
      },

      preOrder: {
        description: 'A 6.2.1.8 offence before any declarer exists (DEB-G24).',
        always: [
          rule(['DEB-6.2.1.1', 'DEB-6.2.1.8'], 'Bayd declared against the offender though no one has ordered; nothing to credit; redeal', {
            guard: readingIs('DEB-G24', 'mark-and-redeal'),
            target: 'ruling.marks',
            actions: ['citeCause', 'preOrderBayd'],
            gaps: ['DEB-G24'],
          }),
          rule(['DEB-6.2.1.8'], 'No declarer, no bayd: the deal is simply redealt', {
            target: 'ruling.protocol',
            actions: ['citeCause', 'preOrderRedeal'],
            gaps: ['DEB-G24'],
          }),
        ],
      },

      play: {
        description: 'The play of the tricks; combinations are declared at the first lead (DEB-G29).',
        on: {
          MELDS: [
            { guard: 'declaresDeberc', target: 'ruling', actions: ['recordMelds'], description: 'A deberc is declared at the first lead: the party ends at once' },
            { actions: ['recordMelds'], description: 'Combinations declared at the first lead' },
          ],
          TRICK: { actions: ['recordTrick'], description: 'A trick is taken' },
          IRREGULARITY: [
            { guard: 'revokeIsSilent', actions: ['recordSilentRevoke', { type: 'consult', params: { gaps: ['DEB-G27'] } }], description: 'A revoke: section 6 names no penalty (DEB-G27 no-clause); play goes on' },
            { guard: 'isRevoke', target: 'ruling', actions: ['recordOffence', { type: 'consult', params: { gaps: ['DEB-G27'] } }], description: 'A revoke treated as a breach of the rules of play (DEB-G27 bayd-by-analogy)' },
            { target: 'ruling', actions: ['recordOffence'], description: 'The referee records a 6.2.1.8 offence: the deal stops' },
          ],
          PLAY_COMPLETE: { target: 'ruling', actions: ['recordPlayComplete'], description: 'All cards are played' },
        },
      },

      ruling: {
        initial: 'outcome',
        description: 'The deal is over; the regulation is applied in its own order.',
        states: {
          outcome: {
            always: [
              { guard: 'hasDeberc', target: 'closing', actions: ['deberc', 'closeDeal', { type: 'consult', params: { gaps: ['DEB-G39'] } }], description: 'A deberc ends the party for its holder (DEB-G39)' },
              rule(['DEB-6.2.1.1', 'DEB-6.2.1.8'], 'The referee declares bayd against the offending side', {
                guard: 'refereeBayd',
                target: 'noTrick',
                actions: ['citeCause', 'deb_6_2_1_8_refereeBayd', { type: 'cite', params: { clauses: ['DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5'] } }],
                gaps: ['DEB-G22'],
              }),
              rule(['DEB-6.2.1.1', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5'], 'A tie in the special deal counts as failing to score the necessary points', {
                guard: 'specialTieFailsOnTie',
                target: 'noTrick',
                actions: [{ type: 'consultMulti', params: { gaps: ['DEB-G15', 'DEB-G18'] } }, 'deb_6_2_1_baydOnPoints'],
                gaps: ['DEB-G10'],
              }),
              rule(['DEB-6.2.2.1'], 'Equal points: the declarer’s points are deferred to a special deal', {
                guard: 'isTie',
                target: 'noTrick',
                actions: [{ type: 'consultMulti', params: { gaps: ['DEB-G15', 'DEB-G18'] } }, 'deb_6_2_2_1_deferBayd'],
              }),
              { guard: 'declarerMade', target: 'noTrick', actions: [{ type: 'consultMulti', params: { gaps: ['DEB-G15'] } }, 'made'], description: 'The declarer scored the necessary points' },
              rule(['DEB-6.2.1.1', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5'], 'The declarer failed to score the necessary points: bayd', {
                target: 'noTrick',
                actions: [{ type: 'consultMulti', params: { gaps: ['DEB-G15'] } }, 'deb_6_2_1_baydOnPoints'],
              }),
            ],
          },
          noTrick: {
            always: [
              { guard: 'someoneTrickless', target: 'marks', actions: ['deb_6_2_3_noTrickPenalty', { type: 'consult', params: { gaps: ['DEB-G32'] } }], description: 'A side took no winning trick: −50 and its combinations are not credited' },
              { guard: 'noTricklessBecauseStopped', target: 'marks', actions: [{ type: 'consult', params: { gaps: ['DEB-G32'] } }, 'deb_6_2_3_2_citeWithheld'], description: 'The deal was stopped before every side could take a trick: no −50 (DEB-G32); a trickless side’s combinations are still not credited (6.2.3.2), unless DEB-G48 credits them' },
              { target: 'marks' },
            ],
          },
          marks: {
            always: [
              { guard: 'baydSideMarked', target: 'pot', actions: ['deb_6_2_1_4_markB'], description: 'The bayd is marked «Б»; the third and later «Б» cost more' },
              { guard: 'deferredMarked', target: 'pot', actions: [{ type: 'consult', params: { gaps: ['DEB-G19'] } }, 'deb_6_2_1_4_markB'], description: 'A deferred bayd is marked «Б» (DEB-G19 yes)' },
              { guard: 'deferredUnmarked', target: 'pot', actions: [{ type: 'consult', params: { gaps: ['DEB-G19'] } }], description: 'A deferred bayd is not marked (DEB-G19 no)' },
              { target: 'pot' },
            ],
          },
          pot: {
            always: [
              { guard: 'specialMade', target: 'protocol', actions: ['deb_6_2_2_5_a_potToDeclarer'], description: 'The declarer made the special deal (or a defender’s bayd won it): the deferred points are his (in 1x2/1x3 after a defender’s bayd, DEB-G43)' },
              { guard: 'specialFailedSingle', target: 'protocol', actions: ['deb_6_2_2_5_b_potToOpponent'], description: 'The declarer failed the special deal: the deferred points pass to the opponent' },
              { guard: 'specialFailedMulti', target: 'protocol', actions: ['deb_6_2_2_6_potSplit'], description: 'The declarer failed the special deal: the deferred points go to who outscored him' },
              { guard: 'tieCarries', target: 'protocol', actions: [{ type: 'consult', params: { gaps: ['DEB-G10', 'DEB-G11'] } }], description: 'The special deal tied again: the pot stays open for another special deal (DEB-G10 carry)' },
              { target: 'protocol' },
            ],
          },
          protocol: {
            always: [
              rule(['DEB-6.4'], 'The referee enters every penalty and «Б» in the match protocol', { guard: 'anyProtocolEntry', target: 'closing', actions: ['closeDeal'] }),
              { target: 'closing', actions: ['closeDeal'] },
            ],
          },
          closing: {
            always: [
              { guard: 'partyOverWithPot', target: '#debertz.over', actions: ['closePotAtPartyEnd', 'decideWinner'], description: 'The party ends with deferred points still open (DEB-G20)' },
              { guard: 'partyOver', target: '#debertz.over', actions: ['decideWinner'], description: 'A side reached the target (DEB-G38)' },
              { target: '#debertz.awaitingDeal' },
            ],
          },
        },
      },

      over: { type: 'final', description: 'The party is over.' },
    },
  },
};
