/**
 * What there is to cover in a regulation machine: its states, its transitions and the clause ids
 * written on them. Read from the machine definition itself (through the statechart compiler,
 * which resolves targets in XState's document order), so a suite, a coverage table and a diagram
 * always agree on what a transition is called.
 *
 * A transition id reads `source:EVENT:position` (`always` for an eventless transition), e.g.
 * `ruling.outcome:always:3` is the fourth eventless candidate of `ruling.outcome`, and
 * `play:IRREGULARITY:0` the first `IRREGULARITY` candidate of `play`. The root state is `(root)`.
 *
 * @public
 */
import { compile } from './compile.ts';
import type { MachineDefinition, NamedRef, StateNodeConfig, TransitionConfig } from './definition.ts';

export interface CatalogueState {
  /** dotted path; `(root)` for the machine node (never a coverage target) */
  readonly path: string;
  readonly kind: 'atomic' | 'compound' | 'final';
  readonly parent: string | null;
  /** the atomic state entered when this state is targeted */
  readonly defaultLeaf: string;
  readonly description: string | undefined;
}

export interface CatalogueTransition {
  readonly id: string;
  readonly source: string;
  /** event type, or null for an eventless (`always`) transition */
  readonly event: string | null;
  readonly position: number;
  /** target path, or null for a targetless transition (a self-loop that keeps the state) */
  readonly target: string | null;
  readonly guard: string | null;
  readonly guardParams: Record<string, unknown> | undefined;
  readonly actions: readonly string[];
  readonly description: string | undefined;
  /** `meta.clauses`: the clauses the transition applies */
  readonly clauses: readonly string[];
  /** `meta.gaps`: the gaps whose reading decides it */
  readonly gaps: readonly string[];
  /** clause ids named statically on the transition: `meta.clauses` and every `{ params: { clauses } }` action */
  readonly cites: readonly string[];
}

export interface MachineCatalogue {
  readonly machineId: string;
  readonly initial: string;
  /** every state but the root, in document order */
  readonly states: readonly CatalogueState[];
  readonly transitions: readonly CatalogueTransition[];
  /** clause ids written statically on the transitions, in order of first appearance */
  readonly staticClauses: readonly string[];
  /** distinct guard references of the config (name + static params), for guard-valuation abstractions */
  readonly guardRefs: readonly { readonly name: string; readonly params: Record<string, unknown> | undefined }[];
}

export const ROOT = '(root)';

export function transitionId(source: string, event: string | null, position: number): string {
  return `${source === '' ? ROOT : source}:${event ?? 'always'}:${position}`;
}

/** The ids of a compiled table's transitions, in `table.transitions` order (the runtime's `onTransition` index). */
export function transitionIdsOf(table: { readonly transitions: readonly { readonly source: string; readonly event: string | null; readonly position: number }[] }): string[] {
  return table.transitions.map((t) => transitionId(t.source, t.event, t.position));
}

const cache = new WeakMap<object, MachineCatalogue>();

export function catalogueOf(def: MachineDefinition<any, any>): MachineCatalogue {
  const hit = cache.get(def);
  if (hit && hit.machineId === def.id) return hit;
  const table = compile(def);
  const pathOf = (i: number) => table.states[i].path;
  const states: CatalogueState[] = table.states
    .filter((s) => s.path !== '')
    .map((s) => ({
      path: s.path,
      kind: s.kind,
      parent: s.parent < 0 ? null : pathOf(s.parent) === '' ? null : pathOf(s.parent),
      defaultLeaf: pathOf(s.defaultLeaf),
      description: configAt(def.config, s.path)?.description,
    }));
  const staticClauses: string[] = [];
  const guardKeys = new Set<string>();
  const guardRefs: { name: string; params: Record<string, unknown> | undefined }[] = [];
  const transitions: CatalogueTransition[] = table.transitions.map((t) => {
    const cfg = transitionConfigAt(def.config, t.source, t.event, t.position);
    const refs = refsOf(cfg?.actions);
    const cites = [...(t.meta?.clauses ?? [])];
    for (const r of refs) {
      const c = typeof r === 'object' ? (r.params as { clauses?: unknown } | undefined)?.clauses : undefined;
      if (Array.isArray(c)) for (const id of c) if (typeof id === 'string' && !cites.includes(id)) cites.push(id);
    }
    for (const c of cites) if (!staticClauses.includes(c)) staticClauses.push(c);
    const g = cfg?.guard;
    const guardParams = g !== undefined && typeof g === 'object' ? (g.params as Record<string, unknown> | undefined) : undefined;
    if (t.guard !== null) {
      const key = JSON.stringify([t.guard, guardParams ?? null]);
      if (!guardKeys.has(key)) {
        guardKeys.add(key);
        guardRefs.push({ name: t.guard, params: guardParams });
      }
    }
    return {
      id: transitionId(t.source, t.event, t.position),
      source: t.source === '' ? ROOT : t.source,
      event: t.event,
      position: t.position,
      target: t.target,
      guard: t.guard,
      guardParams,
      actions: t.actions,
      description: t.description,
      clauses: [...(t.meta?.clauses ?? [])],
      gaps: [...(t.meta?.gaps ?? [])],
      cites,
    };
  });
  const cat: MachineCatalogue = { machineId: def.id, initial: pathOf(table.initial.target), states, transitions, staticClauses, guardRefs };
  cache.set(def, cat);
  return cat;
}

/** The states a transition's target enters: the target, its ancestors and its default descendants. */
export function enteredStates(cat: MachineCatalogue, target: string): string[] {
  const byPath = new Map(cat.states.map((s) => [s.path, s]));
  const out: string[] = [];
  for (let p: string | null = target; p !== null; p = byPath.get(p)?.parent ?? null) out.unshift(p);
  const leaf = byPath.get(target)?.defaultLeaf;
  if (leaf && leaf !== target) {
    const chain: string[] = [];
    for (let p: string | null = leaf; p !== null && p !== target; p = byPath.get(p)?.parent ?? null) chain.unshift(p);
    out.push(...chain);
  }
  return out;
}

/** The states a run visits: the initial configuration and everything each transition enters. */
export function statesOfRun(cat: MachineCatalogue, transitionIds: Iterable<string>): Set<string> {
  const byId = new Map(cat.transitions.map((t) => [t.id, t]));
  const out = new Set(enteredStates(cat, cat.initial));
  for (const id of transitionIds) {
    const t = byId.get(id);
    if (t && t.target !== null) for (const s of enteredStates(cat, t.target)) out.add(s);
  }
  return out;
}

function refsOf(a: NamedRef | readonly NamedRef[] | undefined): NamedRef[] {
  if (a === undefined) return [];
  return Array.isArray(a) ? [...a] : [a as NamedRef];
}

function configAt(root: StateNodeConfig, path: string): StateNodeConfig | undefined {
  let node: StateNodeConfig | undefined = root;
  if (path === '' || path === ROOT) return root;
  for (const key of path.split('.')) node = node?.states?.[key];
  return node;
}

function transitionConfigAt(root: StateNodeConfig, source: string, event: string | null, position: number): TransitionConfig | undefined {
  const node = configAt(root, source);
  const raw = event === null ? node?.always : node?.on?.[event];
  const item = Array.isArray(raw) ? raw[position] : raw;
  if (item === undefined || typeof item === 'string') return item === undefined ? undefined : { target: item };
  return item as TransitionConfig;
}
