/**
 * Debertz's judging facet: the strict scenario parser, the judge and the narrative. Light on
 * purpose (no simulator, no suite generator): `cardlaw judge` loads only this.
 *
 * @public
 */
import type { Judging } from '../../core/ruleset.ts';
import { DEBERTZ_REGULATION } from './regulation/index.ts';
import { parseDebertzScenario, type DebertzScenario } from './scenario.ts';
import { judgeDebertz, type DebertzRuling } from './judge/judge.ts';
import { narrateDebertz } from './judge/narrative.ts';

export const debertzJudging: Judging<DebertzScenario, DebertzRuling> = {
  id: 'debertz',
  regulation: DEBERTZ_REGULATION,
  parseScenario: parseDebertzScenario,
  judge: (scenario, options) => judgeDebertz(scenario, options),
  narrate: (ruling) => narrateDebertz(ruling, DEBERTZ_REGULATION.clauses),
};

export type { DebertzScenario, DebertzRuling };
