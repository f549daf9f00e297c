/**
 * The rulesets the suite generator, the coverage table and the diagram know, by id.
 *
 * @public
 */
import { InputError } from '../core/regulation/readings.ts';
import { debertzAdapter } from './debertz/suite/adapter.ts';
import { preferansAdapter } from './preferans/suite/adapter.ts';
import type { RulesetAdapter } from '../core/suite/types.ts';

const ADAPTERS: Record<string, RulesetAdapter> = {
  debertz: debertzAdapter,
  preferans: preferansAdapter,
};

export const SUITE_RULESETS: readonly string[] = Object.keys(ADAPTERS);

export function suiteAdapter(id: unknown, field = '--ruleset'): RulesetAdapter {
  const a = typeof id === 'string' ? ADAPTERS[id] : undefined;
  if (!a) throw new InputError(`${field}: ${JSON.stringify(id)} has no suite support (one of: ${SUITE_RULESETS.join(', ')})`);
  return a;
}
