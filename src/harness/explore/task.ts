/**
 * One setting's search as a task for the worker pool (src/harness/sim/pool.ts, sims/worker.ts):
 * plain data in (the ruleset, format, non-default readings and the ledger's index), plain data out
 * (the search's result with its tree pruned to the witnesses: ./prune.ts). The same function runs
 * it in this thread, so a run gives the same results on any number of workers.
 *
 * A setting is the unit and not a part of one's frontier: settings are independent searches with
 * no shared visited set, and each is small (at most a few thousand abstract states) while a
 * ruleset has hundreds; splitting a frontier would need the visited set shared between threads.
 *
 * @internal
 */
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import type { MachineDefinition } from '../../core/statechart/definition.ts';
import { resolveReadings } from '../../core/regulation/readings.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';
import { exploreSetting, type Setting, type SettingResult } from './bfs.ts';
import { pruneTree } from './prune.ts';

export interface ExploreTask {
  readonly kind: 'explore';
  readonly ruleset: string;
  readonly format: string;
  /** the non-default readings */
  readonly overrides: Readonly<Record<string, string>>;
  /** the index of the party ledger in `adapter.ledgerClasses(format, readings)` */
  readonly ledger: number;
  readonly maxStates?: number;
  /** keep the first ends' witnesses (the reading set is compared with those that add a reading to it) */
  readonly keepEnds: boolean;
}

/** The result without its setting (the caller has it), and the CPU milliseconds of the search. */
export interface ExploreTaskResult {
  readonly auditFailure: null;
  readonly result: Omit<SettingResult, 'setting'>;
  readonly cpuMs: number;
}

/** The setting a task names. */
export function settingOf(adapter: RulesetAdapter, task: ExploreTask): Setting {
  const readings = resolveReadings(adapter.gaps, { ...task.overrides }, '--readings');
  const ledger = adapter.ledgerClasses(task.format, readings)[task.ledger];
  if (ledger === undefined) throw new Error(`explore: ${task.format} has no party ledger ${task.ledger} (#explore-task-1)`);
  return { format: task.format, overrides: task.overrides, readings, ledger };
}

export function runExploreTask(task: ExploreTask, adapter: RulesetAdapter, def: MachineDefinition<any, any> = adapter.machine): ExploreTaskResult {
  const c0 = cpuMs();
  const { setting: _, ...result } = pruneTree(exploreSetting(adapter, def, settingOf(adapter, task), { maxStates: task.maxStates }), task.keepEnds);
  return { auditFailure: null, result, cpuMs: cpuMs() - c0 };
}

/**
 * CPU milliseconds of this thread. `process.cpuUsage()` is the whole process's (every worker's):
 * in a worker the thread's own clock is read instead (Linux: /proc/thread-self/schedstat, in
 * nanoseconds), or, where there is none, the wall clock. The main thread keeps the process's
 * clock, as before (it includes V8's helper threads: its collector's).
 */
const cpuMs: () => number = isMainThread ? processCpuMs : threadCpuClock() ?? (() => performance.now());

function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function threadCpuClock(): (() => number) | null {
  const read = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  try {
    return Number.isFinite(read()) ? read : null;
  } catch {
    return null;
  }
}
