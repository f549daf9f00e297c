/**
 * Every regulation cardlaw models, by ruleset id: the light entry point (clauses and gaps only)
 * for `cardlaw clauses`, `cardlaw gaps` and the reports.
 *
 * @public
 */
import { DEBERTZ_REGULATION } from './debertz/regulation/index.ts';
import { PREFERANS_REGULATION } from './preferans/regulation/index.ts';
import type { Regulation, RulesetId } from '../core/regulation/types.ts';
import { InputError } from '../core/regulation/readings.ts';
import { shortValue } from '../core/scenario/fields.ts';

export const REGULATIONS: Record<string, Regulation> = {
  debertz: DEBERTZ_REGULATION,
  preferans: PREFERANS_REGULATION,
};

export function regulationOf(id: unknown): Regulation {
  const r = typeof id === 'string' ? REGULATIONS[id] : undefined;
  if (!r) throw new InputError(`--ruleset: unknown ruleset ${shortValue(id)} (one of: ${Object.keys(REGULATIONS).join(', ')})`);
  return r;
}
export type { RulesetId };
