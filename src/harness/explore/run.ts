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
 * Each setting is one task (./task.ts), run in this thread (`exploreRuleset`) or on the worker
 * pool (`exploreOnPool`); the reading sets are planned in rounds, since the next round depends on
 * what the last one consulted, and the results are taken in task order, so both give the same
 * exploration, in the order one format after another would have searched it.
 *
 * @internal
 */
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import type { MachineDefinition } from '../../core/statechart/definition.ts';
import { resolveReadings } from '../../core/regulation/readings.ts';
import { keyOf } from '../../core/suite/candidates.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';
import { openPool, runTasks } from '../sim/pool.ts';
import { tableOf, type Setting, type SettingResult } from './bfs.ts';
import { runExploreTask, type ExploreTask, type ExploreTaskResult } from './task.ts';
import { Stepper } from './step.ts';

export type ReadingsMode = 'all' | 'default' | Readonly<Record<string, string>>;

export interface ExploreOptions {
  readonly formats?: readonly string[];
  readonly readings?: ReadingsMode;
  /** the machine to search (default: the adapter's); a test build of it for planted defects (this thread only) */
  readonly machine?: MachineDefinition<any, any>;
  readonly maxStates?: number;
  /** a line per reading set searched */
  readonly log?: (line: string) => void;
  /** after every setting searched: the settings done, those planned so far, and the states found */
  readonly progress?: (p: ExploreProgress) => void;
}

export interface ExploreProgress {
  readonly settingsDone: number;
  /** grows as the reading sets the first searches call for are planned */
  readonly settingsPlanned: number;
  readonly states: number;
}

/** One searched setting and where it came from. */
export interface Explored {
  readonly result: SettingResult;
  /** the reading set this one adds a reading to (null: the defaults or an exploration set) */
  readonly parent: string | null;
  /** the `gap=reading` this set adds to its parent */
  readonly adds: string | null;
  /** CPU milliseconds of the search (in a worker: of its thread) */
  readonly cpuMs: number;
}

export interface Exploration {
  readonly adapter: RulesetAdapter;
  readonly machine: MachineDefinition<any, any>;
  readonly formats: readonly string[];
  readonly mode: ReadingsMode;
  readonly explored: Explored[];
  readonly ms: number;
  /** CPU of the whole exploration, every thread of the process */
  readonly cpuMs: number;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A reading set to search in every party ledger, and where it came from. */
interface ReadingSet {
  readonly format: string;
  readonly overrides: Record<string, string>;
  readonly parent: string | null;
  readonly adds: string | null;
  /** another reading set may add a reading to this one (./prune.ts keeps its first ends) */
  readonly isParent: boolean;
}

/**
 * The reading sets, in rounds: each round's sets can be searched at once, and the next round
 * depends on what they consulted — the base set and the exploration sets of every format, then
 * each other reading of every gap a base set consulted, then of every gap only those consulted.
 * Yields a round, receives its settings (per set, per ledger), returns every setting in the order
 * one format after another would have searched them.
 */
function* rounds(adapter: RulesetAdapter, formats: readonly string[], mode: ReadingsMode): Generator<ReadingSet[], Explored[], Explored[][]> {
  const done = new Set<string>();
  const byFormat = new Map<string, Explored[]>(formats.map((f) => [f, []]));
  /** the sets not searched yet, in order (a set met again is searched once, where it was first met) */
  const fresh = (sets: ReadingSet[]) => sets.filter((s) => {
    const k = `${s.format}|${keyOf(s.overrides)}`;
    return done.has(k) ? false : (done.add(k), true);
  });
  const search = function* (sets: ReadingSet[]): Generator<ReadingSet[], Explored[][], Explored[][]> {
    const got = sets.length === 0 ? [] : yield sets;
    sets.forEach((s, i) => byFormat.get(s.format)!.push(...got[i]));
    return got;
  };
  const base: Record<string, string> = typeof mode === 'object' ? { ...mode } : {};
  const first = fresh(formats.flatMap((format) => [
    { format, overrides: base, parent: null, adds: null, isParent: mode === 'all' },
    ...(mode === 'all' ? (adapter.explorationReadings?.(format) ?? []).map((o) => ({ format, overrides: { ...o }, parent: null, adds: null, isParent: false })) : []),
  ]));
  const firstGot = yield* search(first);
  if (mode !== 'all') return formats.flatMap((f) => byFormat.get(f)!);
  const consultedBy = (xs: readonly Explored[]) => new Set(xs.flatMap((x) => [...x.result.readings.keys()].map((t) => t.split('=')[0])));
  const rootGaps = new Map(formats.map((f) => [f, consultedBy(firstGot[first.findIndex((s) => s.format === f && s.overrides === base)] ?? [])]));
  // each other reading of every gap the defaults consulted
  const singles = fresh(formats.flatMap((format) =>
    adapter.gaps
      .filter((g) => g.status === 'switch' && rootGaps.get(format)!.has(g.id) && adapter.gapApplies(g.id, format))
      .flatMap((g) => g.readings.filter((r) => r.id !== g.default).map((r) => ({ format, overrides: { [g.id]: r.id }, parent: keyOf(base), adds: `${g.id}=${r.id}`, isParent: true }))),
  ));
  const singlesGot = yield* search(singles);
  // then of every gap only one of those consulted
  const doubles = fresh(singles.flatMap((s, i) => {
    const out: ReadingSet[] = [];
    for (const gid of consultedBy(singlesGot[i])) {
      if (rootGaps.get(s.format)!.has(gid) || gid in s.overrides) continue;
      const g = adapter.gaps.find((x) => x.id === gid);
      if (!g || g.status !== 'switch' || !adapter.gapApplies(g.id, s.format)) continue;
      for (const r of g.readings) if (r.id !== g.default) out.push({ format: s.format, overrides: { ...s.overrides, [g.id]: r.id }, parent: keyOf(s.overrides), adds: `${g.id}=${r.id}`, isParent: false });
    }
    return out;
  }));
  yield* search(doubles);
  return formats.flatMap((f) => byFormat.get(f)!);
}

/** A round's sets as tasks (one per party ledger), and a collector of their results in task order. */
function roundTasks(adapter: RulesetAdapter, sets: readonly ReadingSet[], options: ExploreOptions, counts: { done: number; planned: number; states: number }) {
  const resolve = (o: Record<string, string>) => resolveReadings(adapter.gaps, o, '--readings');
  const tasks: { task: ExploreTask; setting: Setting; set: number }[] = [];
  sets.forEach((s, set) => {
    const readings = resolve(s.overrides);
    adapter.ledgerClasses(s.format, readings).forEach((ledger, i) => {
      tasks.push({ set, setting: { format: s.format, overrides: s.overrides, readings, ledger }, task: { kind: 'explore', ruleset: adapter.id, format: s.format, overrides: s.overrides, ledger: i, maxStates: options.maxStates, keepEnds: s.isParent } });
    });
  });
  counts.planned += tasks.length;
  const got: Explored[][] = sets.map(() => []);
  let next = 0;
  const take = (r: ExploreTaskResult) => {
    const { set, setting } = tasks[next++];
    const s = sets[set];
    got[set].push({ result: { ...r.result, setting }, parent: s.parent, adds: s.adds, cpuMs: r.cpuMs });
    counts.done++;
    counts.states += r.result.states;
    options.progress?.({ settingsDone: counts.done, settingsPlanned: counts.planned, states: counts.states });
    if (next === tasks.length || tasks[next].set !== set) {
      const n = got[set].reduce((sum, x) => sum + x.result.states, 0);
      options.log?.(`${s.format} ${keyOf(s.overrides) || 'default'}: ${n} abstract states in ${got[set].length} ledgers`);
    }
  };
  return { tasks: tasks.map((t) => t.task), take, got };
}

function exploration(adapter: RulesetAdapter, options: ExploreOptions, explored: Explored[], t0: number, c0: number): Exploration {
  return { adapter, machine: options.machine ?? adapter.machine, formats: options.formats ?? adapter.formats, mode: options.readings ?? 'all', explored, ms: performance.now() - t0, cpuMs: cpuNow() - c0 };
}

/** Every setting searched in this thread. */
export function exploreRuleset(adapter: RulesetAdapter, options: ExploreOptions = {}): Exploration {
  const t0 = performance.now();
  const c0 = cpuNow();
  const def = options.machine ?? adapter.machine;
  const counts = { done: 0, planned: 0, states: 0 };
  const plan = rounds(adapter, options.formats ?? adapter.formats, options.readings ?? 'all');
  let step = plan.next();
  while (!step.done) {
    const round = roundTasks(adapter, step.value, options, counts);
    for (const t of round.tasks) round.take(runExploreTask(t, adapter, def));
    step = plan.next(round.got);
  }
  return exploration(adapter, options, step.value, t0, c0);
}

/**
 * Every setting searched on a pool of `workers` threads (0: in this thread, as `exploreRuleset`),
 * the results taken in the order of the tasks: the same exploration for any number of workers.
 */
export async function exploreOnPool(adapter: RulesetAdapter, options: ExploreOptions & { readonly workers: number }): Promise<Exploration> {
  if (options.machine && options.workers > 0) throw new Error('explore: a test build of the machine can only run in this thread (workers: 0) (#explore-pool-1)');
  const t0 = performance.now();
  const c0 = cpuNow();
  const counts = { done: 0, planned: 0, states: 0 };
  const plan = rounds(adapter, options.formats ?? adapter.formats, options.readings ?? 'all');
  // one pool for every round: a worker thread's start (loading both rulesets) is paid once
  const pool = options.workers > 0 ? openPool(options.workers) : undefined;
  try {
    let step = plan.next();
    while (!step.done) {
      const round = roundTasks(adapter, step.value, options, counts);
      await runTasks<ExploreTaskResult, ExploreTask>(round.tasks, {
        workers: options.workers,
        pool,
        onResult: round.take,
        runInThread: (t) => runExploreTask(t, adapter, options.machine),
        describe: (t) => `the search of ${t.ruleset} ${t.format} ${keyOf(t.overrides) || 'default'} ledger ${t.ledger}`,
      });
      step = plan.next(round.got);
    }
    return exploration(adapter, options, step.value, t0, c0);
  } finally {
    await pool?.destroy();
  }
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

/** The catalogue of the searched machine (ids of its transitions by table index). */
export function transitionIds(def: MachineDefinition<any, any>): string[] {
  return catalogueOf(def).transitions.map((t) => t.id);
}
