import { InputError } from '../regulation/readings.ts';
import { parseDebertzScenario } from './debertz/scenario.ts';
import { judgeDebertz, type DebertzRuling } from './debertz/judge.ts';
import { narrateDebertz } from './narrative.ts';
import { DEBERTZ_CLAUSES } from '../regulation/debertz/clauses.ts';

export type Ruling = DebertzRuling;

/**
 * One scripted deal in, one ruling out. Throws InputError (naming the field) for a scenario that
 * cannot happen; never for a legal one.
 */
export function judge(raw: unknown): Ruling {
  const ruleset = (raw as { ruleset?: unknown } | null)?.ruleset;
  if (ruleset === 'debertz') return judgeDebertz(parseDebertzScenario(raw));
  throw new InputError(`scenario.ruleset: unknown ruleset ${JSON.stringify(ruleset)} (one of: debertz)`);
}

export function narrate(r: Ruling): string {
  return narrateDebertz(r, DEBERTZ_CLAUSES);
}
