/**
 * `cardlaw explore`: every setting of a ruleset (format × reading set × party ledger) searched
 * breadth first (./bfs.ts), and what the searches found gathered into the committee's findings
 * (./findings.ts): penalty paths with witnesses, events no clause answers, choices two clauses
 * claim, dead clauses and dead readings.
 *
 * Reading sets: the defaults, the ruleset's own exploration sets (`explorationReadings`), then,
 * with `readings: 'all'`, each other reading of every gap a reachable state consulted (one at a
 * time, on top of the defaults), and once more on top of those for a gap that only they make
 * consulted (DEB-G13 under DEB-G12).
 *
 * @internal
 */
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import type { MachineDefinition } from '../../core/statechart/definition.ts';
import { resolveReadings } from '../../core/regulation/readings.ts';
import { keyOf } from '../../core/suite/candidates.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';
import { eventsTo, exploreSetting, tableOf, type Setting, type SettingResult } from './bfs.ts';
import { Stepper } from './step.ts';

export type ReadingsMode = 'all' | 'default' | Readonly<Record<string, string>>;

export interface ExploreOptions {
  readonly formats?: readonly string[];
  readonly readings?: ReadingsMode;
  /** the machine to search (default: the adapter's); a test build of it for planted defects */
  readonly machine?: MachineDefinition<any, any>;
  readonly maxStates?: number;
  readonly log?: (line: string) => void;
  readonly progress?: (line: string) => void;
}

/** One searched setting and where it came from. */
export interface Explored {
  readonly result: SettingResult;
  /** the reading set this one adds a reading to (null: the defaults or an exploration set) */
  readonly parent: string | null;
  /** the `gap=reading` this set adds to its parent */
  readonly adds: string | null;
  /** CPU milliseconds of the search */
  readonly cpuMs: number;
}

export interface Exploration {
  readonly adapter: RulesetAdapter;
  readonly machine: MachineDefinition<any, any>;
  readonly formats: readonly string[];
  readonly mode: ReadingsMode;
  readonly explored: Explored[];
  readonly ms: number;
  readonly cpuMs: number;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export function exploreRuleset(adapter: RulesetAdapter, options: ExploreOptions = {}): Exploration {
  const t0 = performance.now();
  const c0 = cpuNow();
  const def = options.machine ?? adapter.machine;
  const formats = options.formats ?? adapter.formats;
  const mode = options.readings ?? 'all';
  const log = options.log ?? (() => {});
  const resolve = (o: Record<string, string>) => resolveReadings(adapter.gaps, o, '--readings');
  const explored: Explored[] = [];
  const done = new Set<string>();
  const search = (format: string, overrides: Record<string, string>, parent: string | null, adds: string | null): Explored[] => {
    const k = `${format}|${keyOf(overrides)}`;
    if (done.has(k)) return [];
    done.add(k);
    const readings = resolve(overrides);
    const out: Explored[] = [];
    for (const ledger of adapter.ledgerClasses(format, readings)) {
      const setting: Setting = { format, overrides, readings, ledger };
      const c = cpuNow();
      const result = exploreSetting(adapter, def, setting, {
        maxStates: options.maxStates,
        progress: options.progress ? (n, d) => options.progress!(`${adapter.id} ${format} ${keyOf(overrides) || 'default'} ${ledger.name}: ${n} states, depth ${d}`) : undefined,
      });
      const e: Explored = { result, parent, adds, cpuMs: cpuNow() - c };
      out.push(e);
      explored.push(e);
    }
    const n = out.reduce((s, x) => s + x.result.states, 0);
    log(`${format} ${keyOf(overrides) || 'default'}: ${n} abstract states in ${out.length} ledgers`);
    return out;
  };
  const base: Record<string, string> = typeof mode === 'object' ? { ...mode } : {};
  for (const format of formats) {
    const roots = search(format, base, null, null);
    if (mode !== 'all') continue;
    for (const o of adapter.explorationReadings?.(format) ?? []) search(format, { ...o }, null, null);
    // each other reading of every gap the defaults consulted, then of every gap only those consulted
    const consultedBy = (xs: readonly Explored[]) => new Set(xs.flatMap((x) => [...x.result.readings.keys()].map((t) => t.split('=')[0])));
    const rootGaps = consultedBy(roots);
    const singles: { overrides: Record<string, string>; got: Explored[] }[] = [];
    for (const g of adapter.gaps) {
      if (g.status !== 'switch' || !rootGaps.has(g.id) || !adapter.gapApplies(g.id, format)) continue;
      for (const r of g.readings) {
        if (r.id === g.default) continue;
        const o = { [g.id]: r.id };
        singles.push({ overrides: o, got: search(format, o, keyOf(base), `${g.id}=${r.id}`) });
      }
    }
    for (const s of singles) {
      for (const gid of consultedBy(s.got)) {
        if (rootGaps.has(gid) || gid in s.overrides) continue;
        const g = adapter.gaps.find((x) => x.id === gid);
        if (!g || g.status !== 'switch' || !adapter.gapApplies(g.id, format)) continue;
        for (const r of g.readings) if (r.id !== g.default) search(format, { ...s.overrides, [g.id]: r.id }, keyOf(s.overrides), `${g.id}=${r.id}`);
      }
    }
  }
  return { adapter, machine: def, formats, mode, explored, ms: performance.now() - t0, cpuMs: cpuNow() - c0 };
}

/** The canonical end of an abstract path replayed under a setting: the ruling, without the readings consulted. */
export function endRuling(adapter: RulesetAdapter, def: MachineDefinition<any, any>, setting: Setting, events: readonly unknown[]): string {
  const table = tableOf(def);
  const stepper = new Stepper<any, any>(table, null, false);
  const ctx = def.cloneContext(adapter.initialContext(setting.format, setting.readings, setting.ledger.ledger));
  let r = stepper.init(ctx);
  let leaf = r.leaf;
  let isDone = r.done;
  for (const e of events) {
    if (adapter.isEnd({ value: table.states[leaf].value, status: isDone ? 'done' : 'active', context: ctx })) break;
    r = stepper.send(ctx, leaf, isDone, e as any);
    leaf = r.leaf;
    isDone = r.done;
  }
  return `${table.states[leaf].path}|${JSON.stringify(ctx, (k, v) => (k === 'readings' || k === 'consulted' ? undefined : v))}`;
}

/** The events of a setting's state, from the search tree. */
export const witnessEvents = eventsTo;

/** The catalogue of the searched machine (ids of its transitions by table index). */
export function transitionIds(def: MachineDefinition<any, any>): string[] {
  return catalogueOf(def).transitions.map((t) => t.id);
}
