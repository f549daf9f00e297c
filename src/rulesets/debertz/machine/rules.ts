/**
 * The guards and actions of the Debertz regulation machine, in the order of section 6, one file
 * per section under ./rules/, each listing its clause and gap ids at the top:
 *
 *   deal.ts       the deal's facts; DEB-6.3 (a card exposed while dealing)
 *   bayd.ts       DEB-6.2.1.x: made, deberc, bayd on points or by the referee, the «Б» mark
 *   deferred.ts   DEB-6.2.2.x: the tie, the special deal's pot and who wins it
 *   trickless.ts  DEB-6.2.3.x: the side that took no trick
 *   ledger.ts     the party ledger, the protocol (DEB-6.4) and the end of the party
 *   common.ts     what they share: a side's points, the opposing sides, equal division
 *
 * Each block quotes the clause it implements (gloss; the Russian text is in
 * src/rulesets/debertz/regulation/clauses.ts) and is named after it. Where the text leaves a choice, the
 * line that depends on it carries `// READING DEB-Gn` and reads the chosen reading through
 * `reading()`, which records that the gap was consulted on this deal.
 *
 * Actions mutate the context (see src/core/statechart/definition.ts).
 */
import { peek, reading as recordReading } from '../../../core/machine/reading.ts';
import { baydActions, baydGuards } from './rules/bayd.ts';
import { dealActions, dealGuards } from './rules/deal.ts';
import { deferredActions, deferredGuards } from './rules/deferred.ts';
import { ledgerActions, ledgerGuards } from './rules/ledger.ts';
import { tricklessActions, tricklessGuards } from './rules/trickless.ts';

export { recordReading as reading, peek };
export { combinationsWithheld, sidePoints } from './rules/common.ts';
export { THIRD_B_PENALTY, LATER_B_PENALTY } from './rules/bayd.ts';
export { NO_TRICK_PENALTY } from './rules/trickless.ts';

export const guards = {
  ...dealGuards,
  ...deferredGuards,
  ...baydGuards,
  ...tricklessGuards,
  ...ledgerGuards,
};

export const actions = {
  ...dealActions,
  ...baydActions,
  ...deferredActions,
  ...tricklessActions,
  ...ledgerActions,
};

export type DebertzGuards = typeof guards;
export type DebertzActions = typeof actions;
