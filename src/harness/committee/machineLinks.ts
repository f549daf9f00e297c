/**
 * Which machine transitions implement which clause, for the report's clause-by-clause section:
 * the shared "written on it or named in its actions" rule of src/core/statechart/clauseMap.ts.
 *
 * @internal
 */
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import { actionClauseMap } from '../../core/statechart/clauseMap.ts';
import type { Clause } from '../../core/regulation/types.ts';
import { MACHINES } from '../../rulesets/machines.ts';

export interface MachineTransition {
  readonly id: string;
  readonly description: string;
  readonly clauses: readonly string[];
  readonly gaps: readonly string[];
}

/** The ruleset's transitions with the clauses each applies (written or named in its actions). */
export function machineTransitions(ruleset: string, registry: readonly Clause[]): MachineTransition[] {
  const def = MACHINES[ruleset];
  if (!def) return [];
  const cat = catalogueOf(def);
  const clauses = actionClauseMap(def, registry, cat);
  return cat.transitions.map((t) => ({
    id: t.id,
    description: t.description ?? '',
    clauses: clauses[t.id],
    gaps: t.gaps,
  }));
}
