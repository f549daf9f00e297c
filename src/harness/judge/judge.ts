import { InputError } from '../../core/regulation/readings.ts';
import { shortValue } from '../../core/scenario/fields.ts';
import type { JudgeCallOptions } from '../../core/ruleset.ts';
import { JUDGING, type DebertzRuling, type PreferansRuling } from '../../rulesets/judging.ts';

export type Ruling = DebertzRuling | PreferansRuling;

/** Options of a judge call. `inspect` observes the judge's XState actor (e.g. its microsteps). */
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
  const ruleset = (raw as { ruleset?: unknown } | null)?.ruleset;
  const j = typeof ruleset === 'string' && Object.hasOwn(JUDGING, ruleset) ? JUDGING[ruleset] : undefined;
  if (!j) throw new InputError(`scenario.ruleset: unknown ruleset ${shortValue(ruleset)} (one of: ${Object.keys(JUDGING).join(', ')})`);
  return j.judge(j.parseScenario(raw), options);
}

export function narrate(r: Ruling): string {
  return JUDGING[r.ruleset].narrate(r);
}
