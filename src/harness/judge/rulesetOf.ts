import { InputError } from '../../core/regulation/readings.ts';
import { shortValue } from '../../core/scenario/fields.ts';

/** The scenario's `ruleset`, one of `known`; an InputError naming the field otherwise. */
export function rulesetOf(raw: unknown, known: readonly string[]): string {
  const ruleset = (raw as { ruleset?: unknown } | null)?.ruleset;
  if (typeof ruleset === 'string' && known.includes(ruleset)) return ruleset;
  throw new InputError(`scenario.ruleset: unknown ruleset ${shortValue(ruleset)} (one of: ${known.join(', ')})`);
}
