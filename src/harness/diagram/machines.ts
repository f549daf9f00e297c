/**
 * The machines cardlaw can draw, and where the clauses on their arrows come from.
 *
 * With a suite adapter (Debertz) the machine is explored, so each arrow shows exactly the clauses
 * its step cites on some deal and the silences it records. A machine without one (Preferans, for
 * now) shows what is written on each arrow and the clause ids named in the code of its actions
 * ("may cite"): a registry id appearing as a string literal in the action's implementation.
 *
 * @public
 */
import { catalogueOf, type MachineCatalogue } from '../../core/statechart/catalogue.ts';
import { RULESETS } from '../../rulesets/index.ts';
import { InputError } from '../../core/regulation/readings.ts';
import type { Clause } from '../../core/regulation/types.ts';
import type { MachineDefinition } from '../../core/statechart/definition.ts';
import { compareClauseIds } from '../suite/clauses.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';

export interface DrawableMachine {
  readonly id: string;
  readonly machine: MachineDefinition<any, any>;
  readonly clauses: readonly Clause[];
  /** present when the suite generator knows the ruleset: the clause map is then explored */
  readonly adapter?: RulesetAdapter;
}

const MACHINES: Record<string, DrawableMachine> = Object.fromEntries(
  Object.values(RULESETS).map((r) => [r.id, { id: r.id, machine: r.machine, clauses: r.regulation.clauses, adapter: r.suite.drawsExplored ? r.suite : undefined }]),
);

export function drawableMachine(id: unknown): DrawableMachine {
  const m = typeof id === 'string' ? MACHINES[id] : undefined;
  if (!m) throw new InputError(`--ruleset: ${JSON.stringify(id)} has no machine to draw (one of: ${Object.keys(MACHINES).join(', ')})`);
  return m;
}

export { actionClauseMap } from '../../core/statechart/clauseMap.ts';
