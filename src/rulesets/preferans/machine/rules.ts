/**
 * The guards and actions of the Preferans regulation machine: the club's rules on a wrong number
 * of cards (PCR-1 … PCR-6.2), their older text (PCR-OLD-*), the Code's own wrong-count clauses
 * (CODE-3.2.13, 3.2.16, 3.2.23, CODE-fn15, 3.4.6, 3.9.18) and the Code's play and talon
 * irregularities they lean on (3.2.19–3.2.21, 3.3.16, 3.4.9, 3.9.11.2, 3.9.14, 3.9.16).
 *
 * One file per regulation section under ./rules/, each listing its clause and gap ids at the top:
 *
 *   deal.ts            the deal's facts: the deal, the bidding, the contract, the whist, the play
 *   misdeal.ts         D0, while dealing: CODE-3.2.8–3.2.17, CODE-fn12–13
 *   discovery.ts       where a wrong count was found (digest §5.3, D1–D15) and under which text
 *   beforeContract.ts  D1–D4: PCR-1, PCR-2.1–2.3, PCR-OLD-1, PCR-OLD-2.2, CODE-3.2.13, 3.2.16, 3.2.23;
 *                      the 10-card players' choice
 *   contract.ts        D5, D6, D14: PCR-3, PCR-4, CODE-3.4.6, 3.9.18
 *   allPassCount.ts    D7–D12: PCR-5.1–5.2.3, PCR-6.1–6.2, CODE-3.2.16, CODE-fn15(c)
 *   unnamed.ts         what no club clause names (PREF-G46, PREF-G47); the Code's redeal
 *   late.ts            D13, after the result is written: CODE-3.9.17, PREF-G49, PREF-G32
 *   talon.ts           the talon before it is bought: CODE-3.2.19–3.2.21, 3.3.16, 3.3.17
 *   play.ts            play irregularities: CODE-3.4.9, 3.9.11.2, 3.9.14, 3.9.16, 3.9.21
 *   allPass.ts         the all-pass write-up: CODE-3.7.2–3.7.3, 3.7.6
 *   scoring.ts         a game, misère or unplayed contract: CODE-3.5.3, 3.6, 3.8
 *   sheet.ts           settlement: the sheet, the run, the dealer (CODE-3.2.2, 3.7.4, 3.7.8)
 *   fines.ts, common.ts  the fine arithmetic and the helpers the sections share
 *
 * Each block quotes the clause it implements (a gloss; the Russian text is in
 * src/rulesets/preferans/regulation/clauses.ts) and is named after it. Where the text leaves a choice, the
 * line that depends on it carries `// READING PREF-…` and reads the reading through `reading()`,
 * which records that the gap was consulted on this deal. Guards only `peek`.
 *
 * Actions mutate the context (see src/core/statechart/definition.ts). Amounts are written as sheet
 * entries through the mechanics (src/rulesets/preferans/mechanics/sheet.ts), each with its reason and clause.
 */
import { peek, reading } from '../../../core/machine/reading.ts';
import { allPassActions } from './rules/allPass.ts';
import { allPassCountActions } from './rules/allPassCount.ts';
import { beforeContractActions, beforeContractGuards } from './rules/beforeContract.ts';
import { contractActions } from './rules/contract.ts';
import { dealActions, dealGuards } from './rules/deal.ts';
import { discoveryActions, discoveryGuards } from './rules/discovery.ts';
import { lateActions, lateGuards } from './rules/late.ts';
import { misdealActions, misdealGuards } from './rules/misdeal.ts';
import { playActions, playGuards } from './rules/play.ts';
import { scoringActions } from './rules/scoring.ts';
import { sheetActions } from './rules/sheet.ts';
import { talonActions, talonGuards } from './rules/talon.ts';
import { unnamedActions } from './rules/unnamed.ts';

export { reading, peek };
export { realTricks, realTricksInto, wrongSeats } from './rules/common.ts';
export { allPassEntries } from './rules/allPass.ts';
export { auctionPoint, gamePoint, allPassPoint, type AuctionPoint, type GamePoint, type AllPassPoint } from './rules/discovery.ts';
export { TALON_PEEK_FINE } from './rules/talon.ts';
export { NOT_FOUND_PENALTY_TRICKS, NOT_FOUND_CAP, ELEVEN_NINE_TRICKS, ROSTOV_LOST_PROFIT_RATE } from './rules/fines.ts';

export const guards = {
  ...dealGuards,
  ...misdealGuards,
  ...discoveryGuards,
  ...talonGuards,
  ...playGuards,
  ...lateGuards,
  ...beforeContractGuards,
};

export const actions = {
  ...dealActions,
  ...discoveryActions,
  ...misdealActions,
  ...unnamedActions,
  ...beforeContractActions,
  ...contractActions,
  ...allPassCountActions,
  ...lateActions,
  ...talonActions,
  ...playActions,
  ...allPassActions,
  ...scoringActions,
  ...sheetActions,
};
