import { DEBERTZ_CLAUSES } from './debertz/regulation/clauses.ts';
import { DEBERTZ_GAPS } from './debertz/regulation/gaps.ts';
import { PREFERANS_CLAUSES } from './preferans/regulation/clauses.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from './preferans/regulation/gaps.ts';
import type { Ruleset, RulesetId } from '../core/regulation/types.ts';
import { InputError } from '../core/regulation/readings.ts';
import { shortValue } from '../core/scenario/fields.ts';

/** Every ruleset cardlaw models, by id. */
export const RULESETS: Record<string, Ruleset> = {
  debertz: { id: 'debertz', title: 'Debertz — FDU competition rules, section 6', clauses: DEBERTZ_CLAUSES, gaps: DEBERTZ_GAPS },
  preferans: {
    id: 'preferans',
    title: 'Preferans — club rules on a wrong number of cards, with the Preferans Code 1996',
    clauses: PREFERANS_CLAUSES,
    gaps: [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS],
  },
};

export function rulesetById(id: unknown): Ruleset {
  const r = typeof id === 'string' ? RULESETS[id] : undefined;
  if (!r) throw new InputError(`--ruleset: unknown ruleset ${shortValue(id)} (one of: ${Object.keys(RULESETS).join(', ')})`);
  return r;
}
export type { RulesetId };
