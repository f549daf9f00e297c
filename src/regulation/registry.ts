import { DEBERTZ_CLAUSES } from './debertz/clauses.ts';
import { DEBERTZ_GAPS } from './debertz/gaps.ts';
import type { Ruleset, RulesetId } from './types.ts';
import { InputError } from './readings.ts';

/** Every ruleset cardlaw models, by id. */
export const RULESETS: Record<string, Ruleset> = {
  debertz: { id: 'debertz', title: 'Debertz — FDU competition rules, section 6', clauses: DEBERTZ_CLAUSES, gaps: DEBERTZ_GAPS },
};

export function rulesetById(id: unknown): Ruleset {
  const r = typeof id === 'string' ? RULESETS[id] : undefined;
  if (!r) throw new InputError(`--ruleset: unknown ruleset ${JSON.stringify(id)} (one of: ${Object.keys(RULESETS).join(', ')})`);
  return r;
}
export type { RulesetId };
