/**
 * Preferans's judging facet: the strict scenario parser, the judge and the narrative. Light on
 * purpose (no simulator, no suite generator): `cardlaw judge` loads only this.
 *
 * @public
 */
import type { Judging } from '../../core/ruleset.ts';
import { PREFERANS_REGULATION } from './regulation/index.ts';
import { parsePreferansScenario, type PreferansScenario } from './scenario.ts';
import { judgePreferans, type PreferansRuling } from './judge/judge.ts';
import { narratePreferans } from './judge/narrative.ts';

export const preferansJudging: Judging<PreferansScenario, PreferansRuling> = {
  id: 'preferans',
  regulation: PREFERANS_REGULATION,
  parseScenario: parsePreferansScenario,
  judge: (scenario, options) => judgePreferans(scenario, undefined, options),
  narrate: (ruling) => narratePreferans(ruling, PREFERANS_REGULATION.clauses),
};

export type { PreferansScenario, PreferansRuling };
