/**
 * Which clauses each transition of a machine applies: the clause ids written on it (`meta.clauses`
 * and the `cite` actions, catalogue.ts `cites`) and every registry clause id named as a string
 * literal in the code of its actions ("may cite": an action that cites a clause under a
 * condition). The diagram and the committee report draw their clause maps from this one rule.
 */
import { catalogueOf, type MachineCatalogue } from './catalogue.ts';
import type { Clause } from '../regulation/types.ts';
import type { MachineDefinition } from './definition.ts';
import { compareClauseIds } from '../regulation/clauseOrder.ts';

/**
 * Per transition: the clauses written on it, and every registry clause id named as a string
 * literal in the code of its actions.
 */
export function actionClauseMap(def: MachineDefinition<any, any>, registry: readonly Clause[], cat: MachineCatalogue = catalogueOf(def)): Record<string, string[]> {
  const sourceOf = new Map<string, string>();
  const named = (action: string): string[] => {
    if (!sourceOf.has(action)) sourceOf.set(action, String(def.actions[action] ?? ''));
    const src = sourceOf.get(action)!;
    return registry.map((c) => c.id).filter((id) => src.includes(`'${id}'`) || src.includes(`"${id}"`) || src.includes(`\`${id}\``));
  };
  const out: Record<string, string[]> = {};
  for (const t of cat.transitions) out[t.id] = [...new Set([...t.cites, ...t.actions.flatMap(named)])].sort(compareClauseIds);
  return out;
}
