/**
 * Which clauses the machine cites, per transition: written on it (`meta.clauses`, `cite`
 * params), and seen cited by its actions on some abstract path (the third «Б» of 6.2.1.6 is cited
 * by the action that marks the «Б», only when it is the third).
 *
 * @public
 */
import { compareClauseIds } from '../../core/regulation/clauseOrder.ts';
import { catalogueOf, type MachineCatalogue } from '../../core/statechart/catalogue.ts';
import { abstractSpace, type ReadingsMode } from '../../core/suite/candidates.ts';
import type { AbstractPath } from '../../core/suite/explore.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';

export type ClauseMap = Readonly<Record<string, readonly string[]>>;

export function clauseMapOf(cat: MachineCatalogue, paths: readonly AbstractPath[]): Record<string, string[]> {
  const map: Record<string, Set<string>> = {};
  for (const t of cat.transitions) map[t.id] = new Set(t.cites);
  for (const p of paths) p.transitions.forEach((id, i) => p.cited[i]?.forEach((cl) => map[id]?.add(cl)));
  const out: Record<string, string[]> = {};
  for (const t of cat.transitions) out[t.id] = [...map[t.id]].sort(compareClauseIds);
  return out;
}

/** Per transition, the silences its step records (`GAP clause…`), as seen on the abstract paths. */
export function silenceMapOf(cat: MachineCatalogue, paths: readonly AbstractPath[]): Record<string, string[]> {
  const map: Record<string, Set<string>> = {};
  for (const t of cat.transitions) map[t.id] = new Set();
  for (const p of paths) p.transitions.forEach((id, i) => p.silent[i]?.forEach((x) => map[id]?.add(x)));
  const out: Record<string, string[]> = {};
  for (const t of cat.transitions) out[t.id] = [...map[t.id]].sort();
  return out;
}

/** Explores the machine (every format and ledger class; the other readings with `all`) and maps its clauses. */
export function machineClauseMap(adapter: RulesetAdapter, options: { formats?: readonly string[]; readings?: ReadingsMode } = {}): { clauseMap: Record<string, string[]>; silenceMap: Record<string, string[]> } {
  const space = abstractSpace(adapter, options.formats ?? adapter.formats, options.readings ?? 'default', () => true);
  const cat = catalogueOf(adapter.machine);
  const paths = space.candidates.map((c) => c.path);
  return { clauseMap: clauseMapOf(cat, paths), silenceMap: silenceMapOf(cat, paths) };
}

/** Every clause id of a clause map, in clause order. */
export function clausesOf(map: ClauseMap): string[] {
  return [...new Set(Object.values(map).flat())].sort(compareClauseIds);
}

export { compareClauseIds } from '../../core/regulation/clauseOrder.ts';
