/**
 * Picking a ruleset's judging facet by the scenario's `ruleset` field, over whichever facets are
 * at hand: all of them (./judge.ts, the synchronous library call) or only those loaded so far
 * (./lazy.ts, what `cardlaw judge` uses so that it starts fast).
 */
import { InputError } from '../../core/regulation/readings.ts';
import { shortValue } from '../../core/scenario/fields.ts';
import type { JudgeCallOptions, Judging } from '../../core/ruleset.ts';

export type Facets = Readonly<Record<string, Judging<any, any>>>;

/** The facet the scenario names; InputError naming `scenario.ruleset` when there is none of that id. */
export function facetFor(facets: Facets, known: readonly string[], raw: unknown): Judging<any, any> {
  const ruleset = (raw as { ruleset?: unknown } | null)?.ruleset;
  const j = typeof ruleset === 'string' && Object.hasOwn(facets, ruleset) ? facets[ruleset] : undefined;
  if (!j) throw new InputError(`scenario.ruleset: unknown ruleset ${shortValue(ruleset)} (one of: ${known.join(', ')})`);
  return j;
}

export function judgeWith(facets: Facets, known: readonly string[], raw: unknown, options: JudgeCallOptions = {}): any {
  const j = facetFor(facets, known, raw);
  return j.judge(j.parseScenario(raw), options);
}
