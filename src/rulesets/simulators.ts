/**
 * The rulesets the simulator can run. A new ruleset (Preferans) adds its `RulesetSimulator`
 * here; nothing else in src/sim or src/report names a ruleset.
 *
 * @public
 */
import { InputError } from '../core/regulation/readings.ts';
import { debertzSimulator } from './debertz/sim/index.ts';
import { preferansSimulator } from './preferans/sim/index.ts';
import type { RulesetSimulator } from '../core/sim/types.ts';

export const SIMULATORS: Record<string, RulesetSimulator> = {
  debertz: debertzSimulator,
  preferans: preferansSimulator,
};

export function simulatorFor(ruleset: string): RulesetSimulator {
  const s = SIMULATORS[ruleset];
  if (!s) throw new InputError(`spec.ruleset: unknown ruleset ${JSON.stringify(ruleset)} (one of: ${Object.keys(SIMULATORS).join(', ')})`);
  return s;
}
