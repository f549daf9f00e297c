/**
 * Every ruleset cardlaw models, by id: the one list a new game is added to.
 *
 * The harness imports rulesets only through the entry modules in this folder — this file (all
 * facets), regulations.ts, judging.ts, simulators.ts, adapters.ts — each of which lists every
 * ruleset's facet of one kind (test/structure/imports.test.ts holds the rule).
 *
 * @public
 */
import type { Ruleset } from '../core/ruleset.ts';
import { InputError } from '../core/regulation/readings.ts';
import { shortValue } from '../core/scenario/fields.ts';
import { debertz } from './debertz/index.ts';
import { preferans } from './preferans/index.ts';

export const RULESETS: Readonly<Record<string, Ruleset<any, any>>> = { debertz, preferans };

export function rulesetFor(id: unknown, field = '--ruleset'): Ruleset<any, any> {
  const r = typeof id === 'string' && Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined;
  if (!r) throw new InputError(`${field}: unknown ruleset ${shortValue(id)} (one of: ${Object.keys(RULESETS).join(', ')})`);
  return r;
}
