/**
 * Which machine transitions implement which clause: the clause ids written on each transition
 * (`meta.clauses` and `{ params: { clauses } }` actions, src/coverage/catalogue.ts `cites`) and the
 * registry ids named as string literals in its actions' code — the same "may cite" rule the
 * diagram uses (src/diagram/machines.ts actionClauseMap). Repeated here rather than imported
 * because that module also loads the suite generator, which the report does not need.
 *
 * @internal
 */
import { debertzMachine } from '../../machines/debertz.ts';
import { preferansMachine } from '../../machines/preferans.ts';
import { catalogueOf } from '../coverage/catalogue.ts';
import type { Clause } from '../regulation/types.ts';
import type { MachineDefinition } from '../statechart/definition.ts';

export interface MachineTransition {
  readonly id: string;
  readonly description: string;
  readonly clauses: readonly string[];
  readonly gaps: readonly string[];
}

const MACHINES: Record<string, MachineDefinition<any, any>> = { debertz: debertzMachine, preferans: preferansMachine };

/** The ruleset's transitions with the clauses each applies (written or named in its actions). */
export function machineTransitions(ruleset: string, registry: readonly Clause[]): MachineTransition[] {
  const def = MACHINES[ruleset];
  if (!def) return [];
  const cat = catalogueOf(def);
  const known = registry.map((c) => c.id);
  const sourceOf = new Map<string, string>();
  const named = (action: string): string[] => {
    if (!sourceOf.has(action)) sourceOf.set(action, String(def.actions[action] ?? ''));
    const src = sourceOf.get(action)!;
    return known.filter((id) => src.includes(`'${id}'`) || src.includes(`"${id}"`) || src.includes(`\`${id}\``));
  };
  return cat.transitions.map((t) => ({
    id: t.id,
    description: t.description ?? '',
    clauses: [...new Set([...t.cites, ...t.actions.flatMap(named)])],
    gaps: t.gaps,
  }));
}
