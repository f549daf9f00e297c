import type { JudgeCallOptions } from '../../core/ruleset.ts';
import { JUDGING, type DebertzRuling, type PreferansRuling } from '../../rulesets/judging.ts';
import { rulesetOf } from './rulesetOf.ts';

export type Ruling = DebertzRuling | PreferansRuling;

/** Options of a judge call: the engine (compiled by default, `'xstate'` the reference) and `inspect`, an observer of the XState actor (e.g. its microsteps). */
export type JudgeOptions = JudgeCallOptions;

/**
 * One scripted deal in, one ruling out: the scenario's `ruleset` picks the ruleset's judging
 * facet. Throws InputError (naming the field) for a scenario that cannot happen; never for a
 * legal one. The ruling's `ruleset` says which kind it is; a caller that passes a Preferans
 * scenario typed as such gets a PreferansRuling. (An untyped scenario is typed as Debertz, as it
 * was before Preferans existed, so Debertz callers keep their types; check `ruling.ruleset` when
 * the input may be either.)
 */
export function judge(raw: { readonly ruleset: 'preferans' }, options?: JudgeOptions): PreferansRuling;
export function judge(raw: unknown, options?: JudgeOptions): DebertzRuling;
export function judge(raw: unknown, options: JudgeOptions = {}): Ruling {
  const j = JUDGING[rulesetOf(raw, Object.keys(JUDGING))];
  return j.judge(j.parseScenario(raw), options);
}

export function narrate(r: Ruling): string {
  return JUDGING[r.ruleset].narrate(r);
}
