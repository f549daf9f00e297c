import { InputError } from '../../core/regulation/readings.ts';
import { shortValue } from '../../core/scenario/fields.ts';
import { parseDebertzScenario } from '../../rulesets/debertz/scenario.ts';
import { judgeDebertz, type DebertzRuling } from '../../rulesets/debertz/judge/judge.ts';
import { parsePreferansScenario } from '../../rulesets/preferans/scenario.ts';
import { judgePreferans, type PreferansRuling } from '../../rulesets/preferans/judge/judge.ts';
import { narrateDebertz } from '../../rulesets/debertz/judge/narrative.ts';
import { narratePreferans } from '../../rulesets/preferans/judge/narrative.ts';
import { DEBERTZ_CLAUSES } from '../../rulesets/debertz/regulation/clauses.ts';
import { PREFERANS_CLAUSES } from '../../rulesets/preferans/regulation/clauses.ts';

export type Ruling = DebertzRuling | PreferansRuling;

/** Options of a judge call. `inspect` observes the judge's XState actor (e.g. its microsteps). */
export interface JudgeOptions {
  readonly inspect?: (event: unknown) => void;
}

/**
 * One scripted deal in, one ruling out. Throws InputError (naming the field) for a scenario that
 * cannot happen; never for a legal one. The ruling's `ruleset` says which kind it is; a caller
 * that passes a Preferans scenario typed as such gets a PreferansRuling. (An untyped scenario is
 * typed as Debertz, as it was before Preferans existed, so Debertz callers keep their types;
 * check `ruling.ruleset` when the input may be either.)
 */
export function judge(raw: { readonly ruleset: 'preferans' }, options?: JudgeOptions): PreferansRuling;
export function judge(raw: unknown, options?: JudgeOptions): DebertzRuling;
export function judge(raw: unknown, options: JudgeOptions = {}): Ruling {
  const ruleset = (raw as { ruleset?: unknown } | null)?.ruleset;
  if (ruleset === 'debertz') return judgeDebertz(parseDebertzScenario(raw), options);
  if (ruleset === 'preferans') return judgePreferans(parsePreferansScenario(raw), undefined, options);
  throw new InputError(`scenario.ruleset: unknown ruleset ${shortValue(ruleset)} (one of: debertz, preferans)`);
}

export function narrate(r: Ruling): string {
  if (r.ruleset === 'preferans') return narratePreferans(r, PREFERANS_CLAUSES);
  return narrateDebertz(r, DEBERTZ_CLAUSES);
}
