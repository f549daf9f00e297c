/**
 * Every ruleset's judging facet, by id: what `cardlaw judge` loads (and nothing heavier).
 *
 * @public
 */
import type { Judging } from '../core/ruleset.ts';
import { debertzJudging } from './debertz/judging.ts';
import { preferansJudging } from './preferans/judging.ts';

export const JUDGING: Readonly<Record<string, Judging<any, any>>> = { debertz: debertzJudging, preferans: preferansJudging };

export type { DebertzScenario, DebertzRuling } from './debertz/judging.ts';
export type { PreferansScenario, PreferansRuling } from './preferans/judging.ts';
