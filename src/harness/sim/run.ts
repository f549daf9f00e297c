/**
 * A simulation run: plan the batches, run them (one shard of them, or all), merge the tallies,
 * and turn the merged tally into a report. Each step is a function of its inputs; only
 * `simulate` touches threads and only `writeReport` touches the disk (checkpoints are the
 * caller's, through `onMerged`).
 *
 * Batches are planned lazily — batch i is computed from i, never looked up in a list — so a run
 * of a billion parties starts in constant memory.
 *
 * @public
 */
import { buildReport, REPORT_FILES, type ReportContext } from '../report/csvReport.ts';
import { createTally, mergeTally, type Tally } from '../../core/report/tally.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runHash, writeDirAtomically, type OutOptions, type OutputMarker } from './atomic.ts';
import { isPlainObject } from '../../core/scenario/fields.ts';
import type { BatchTask } from './batch.ts';
import { runTasks } from './pool.ts';
import { simulatorFor } from '../../rulesets/simulators.ts';
import { resolveSpecReadings, specToJson } from './spec.ts';
import type { EngineOptions, SimSpec } from '../../core/sim/types.ts';
import { versions } from './versions.ts';

export interface PlannedBatch {
  readonly index: number;
  readonly format: string;
  readonly from: number;
  readonly to: number;
}

export interface Shard {
  /** 1-based */
  readonly index: number;
  readonly count: number;
}

/** Batches per format: parties in runs of `batchParties`, the last one possibly shorter. */
export const batchesPerFormat = (spec: SimSpec): number => Math.ceil(spec.parties / spec.batchParties);

/** The number of batches of a run (of every shard together). */
export const batchCount = (spec: SimSpec): number => spec.formats.length * batchesPerFormat(spec);

/** Batch `index` of a run, computed rather than looked up: per format (in spec order), parties in runs of `batchParties`. */
export function batchAt(spec: SimSpec, index: number): PlannedBatch {
  const per = batchesPerFormat(spec);
  if (!Number.isInteger(index) || index < 0 || index >= per * spec.formats.length) throw new RangeError(`batchAt: no batch ${index} (#run-1)`);
  const from = (index % per) * spec.batchParties;
  return { index, format: spec.formats[Math.floor(index / per)], from, to: Math.min(spec.parties, from + spec.batchParties) };
}

/** The batch indices of shard i of N (every N-th batch, starting with batch i−1; all without a shard), from `start` on, lazily. */
export function* shardIndices(spec: SimSpec, shard: Shard | undefined, start = 0): Generator<number> {
  const total = batchCount(spec);
  const step = shard ? shard.count : 1;
  const first = shard ? shard.index - 1 : 0;
  let i = start <= first ? first : first + Math.ceil((start - first) / step) * step; // the first of the shard's indices ≥ start
  for (; i < total; i += step) yield i;
}

/** Every batch of a run (or of one shard), lazily, in index order, from batch `start` on. */
export function* batchesOf(spec: SimSpec, shard?: Shard, start = 0): Generator<PlannedBatch> {
  for (const i of shardIndices(spec, shard, start)) yield batchAt(spec, i);
}

/** How many of the run's batches belong to `shard` (all of them without one). */
export function shardBatchCount(spec: SimSpec, shard?: Shard): number {
  const total = batchCount(spec);
  if (!shard) return total;
  return total >= shard.index ? Math.floor((total - shard.index) / shard.count) + 1 : 0;
}

/** Parties of the batches that belong to `shard` (every party of every format without one), by arithmetic. */
export function partiesOf(spec: SimSpec, shard?: Shard): number {
  if (!shard) return spec.parties * spec.formats.length;
  const per = batchesPerFormat(spec);
  const first = shard.index - 1;
  const below = (n: number): number => (n <= first ? 0 : Math.floor((n - first - 1) / shard.count) + 1); // shard indices in [0, n)
  const short = spec.batchParties - (spec.parties - (per - 1) * spec.batchParties); // missing from each format's last batch
  let total = 0;
  for (let f = 0; f < spec.formats.length; f++) {
    const last = (f + 1) * per - 1;
    total += (below(last + 1) - below(f * per)) * spec.batchParties;
    if (last >= first && (last - first) % shard.count === 0) total -= short;
  }
  return total;
}

/** Every batch of a run as an array — for small runs and tests only; runs use `batchesOf`. */
export const planBatches = (spec: SimSpec): PlannedBatch[] => [...batchesOf(spec)];

/** The batches of shard i of N: every N-th batch, starting with batch i−1. */
export const shardBatches = (plan: readonly PlannedBatch[], shard: Shard): PlannedBatch[] => plan.filter((b) => b.index % shard.count === shard.index - 1);

export interface SimulateOptions {
  /** worker threads; 0 runs in this thread */
  readonly workers: number;
  readonly audit?: number;
  readonly engine?: 'compiled' | 'xstate';
  readonly shard?: Shard;
  readonly onProgress?: (partiesDone: number, partiesTotal: number, deals: number) => void;
  readonly signal?: AbortSignal;
  /** in-thread runs only: engine options such as a test build of the machine */
  readonly engineOptions?: EngineOptions;
  /** per-batch timeout in ms on worker threads (0 = none); see runTasks */
  readonly batchTimeoutMs?: number;
  /** the worker entry (tests) */
  readonly workerFile?: URL;
  /** continue from a checkpoint: its batches are not run again, its tally is the start */
  readonly resume?: Progress;
  /** after each batch is merged (in batch order): what is finished so far, for checkpoints */
  readonly onMerged?: (p: Progress) => void;
}

/** What a run has finished: every batch of its shard with an index below `nextIndex` (a checkpoint's content). */
export interface Progress {
  readonly nextIndex: number;
  readonly deals: number;
  readonly parties: number;
  readonly tally: Tally;
}

export interface SimulationResult {
  readonly spec: SimSpec;
  readonly tally: Tally;
  readonly deals: number;
  readonly parties: number;
  /** how many batches the run (or its shard) has */
  readonly batchCount: number;
  readonly durationMs: number;
  /** false when the run was stopped by its signal before every batch was merged */
  readonly complete: boolean;
}

export async function simulate(spec: SimSpec, options: SimulateOptions): Promise<SimulationResult> {
  const shard = options.shard;
  const partiesTotal = partiesOf(spec, shard);
  const tally = options.resume?.tally ?? createTally(spec.ruleset);
  let deals = options.resume?.deals ?? 0;
  let partiesDone = options.resume?.parties ?? 0;
  let nextIndex = options.resume?.nextIndex ?? 0;
  const audit = options.audit ?? 0;
  const engine = options.engine ?? 'compiled';
  function* tasks(): Generator<BatchTask> {
    for (const b of batchesOf(spec, shard, nextIndex)) yield { spec, format: b.format, index: b.index, from: b.from, to: b.to, audit, engine };
  }
  const started = performance.now();
  await runTasks(tasks(), {
    workers: options.workers,
    signal: options.signal,
    engineOptions: options.engineOptions,
    batchTimeoutMs: options.batchTimeoutMs,
    workerFile: options.workerFile,
    onResult: (r) => {
      // results arrive in batch order, so what is merged is always every batch below r.index + 1
      mergeTally(tally, r.tally);
      deals += r.deals;
      const b = batchAt(spec, r.index);
      partiesDone += b.to - b.from;
      nextIndex = r.index + 1;
      options.onMerged?.({ nextIndex, deals, parties: partiesDone, tally });
      options.onProgress?.(partiesDone, partiesTotal, deals);
    },
  });
  const complete = shardIndices(spec, shard, nextIndex).next().done === true;
  return { spec, tally, deals, parties: partiesTotal, batchCount: shardBatchCount(spec, shard), durationMs: performance.now() - started, complete };
}

export function reportContext(spec: SimSpec, execution: Record<string, unknown>): ReportContext {
  const sim = simulatorFor(spec.ruleset);
  return {
    spec,
    specJson: specToJson(spec),
    readings: resolveSpecReadings(spec),
    gaps: sim.gaps,
    invariants: sim.invariants,
    clauseGloss: sim.clauseGloss,
    transitionIds: sim.transitionIds ? sim.transitionIds() : null,
    versions: versions(),
    execution,
  };
}

/** The tally file of a shard folder (simulate --shard i/N), read by merge. */
export const SHARD_FILE = 'tally.json';

/** The files of a report or shard folder written before the marker existed (a legacy output). */
export const LEGACY_OUTPUT_FILES: readonly string[] = [...REPORT_FILES, SHARD_FILE];

/**
 * Whether a folder without a marker holds a report or shard tally written before the marker
 * existed — judged by content, not names: its run.json has a spec and results, or its tally.json
 * is a shard tally. A user's own `run.json` is not a report.
 */
export function isLegacyOutput(dir: string, present: readonly string[]): boolean {
  const json = (name: string): Record<string, unknown> | null => {
    try {
      const j = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
      return typeof j === 'object' && j !== null && !Array.isArray(j) ? (j as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const isObj = (x: unknown) => typeof x === 'object' && x !== null;
  if (present.includes('run.json')) {
    const run = json('run.json');
    if (run !== null && isObj(run.spec) && isObj(run.results)) return true;
  }
  if (present.includes(SHARD_FILE)) return json(SHARD_FILE)?.kind === 'cardlaw-shard-tally';
  return false;
}

/**
 * How a report folder is guarded (atomic.ts): identified by its spec, pre-marker reports by
 * content; a report of this spec with fewer parties is replaced without --force (`containedRun`).
 */
export const reportOut = (spec: SimSpec, force: boolean): OutOptions => ({
  what: 'report',
  identity: reportIdentity(spec),
  force,
  legacyNames: LEGACY_OUTPUT_FILES,
  isLegacy: isLegacyOutput,
  contains: (dir, marker) => containedRun(spec, dir, marker),
});

/**
 * Whether a report folder holds a run that `spec`'s run contains: its run.json's spec is this spec
 * with at most as many parties, and the marker's run hash is that spec's (run.json was not edited
 * since cardlaw wrote it). A party's seed depends only on the seed, the format and the party's
 * number (src/core/sim/ids.ts), so this run plays every deal of that one again, and a rerun with
 * its `parties` gives its report back byte for byte: replacing it loses nothing. This is what lets
 * a spec's default size grow (`npm start`) without refusing everyone's previous default report.
 * Returns a description for the message, or null.
 */
export function containedRun(spec: SimSpec, dir: string, marker: OutputMarker): string | null {
  if (!marker.files.includes('run.json')) return null;
  let previous: unknown;
  try {
    previous = (JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')) as { spec?: unknown }).spec;
  } catch {
    return null;
  }
  if (!isPlainObject(previous) || marker.run !== runHash(JSON.stringify({ report: previous }))) return null;
  const { parties: before, ...rest } = previous;
  const { parties: now, ...mine } = specToJson(spec);
  if (typeof before !== 'number' || typeof now !== 'number' || before > now || JSON.stringify(rest) !== JSON.stringify(mine)) return null;
  return `the same run with ${before.toLocaleString('en-US')} ${before === 1 ? 'party' : 'parties'}`;
}

/** The same for one shard's tally folder. */
export const shardOut = (spec: SimSpec, shard: Shard, force: boolean): OutOptions => ({ what: 'shard tally', identity: shardIdentity(spec, shard), force, legacyNames: LEGACY_OUTPUT_FILES, isLegacy: isLegacyOutput });

/** The report files of a tally (name → text). */
export const reportFilesOf = (spec: SimSpec, tally: Tally, execution: Record<string, unknown>): Record<string, string> => buildReport(tally, reportContext(spec, execution));

/** What identifies a run's report: its canonical spec (equal specs give byte-equal results). */
export const reportIdentity = (spec: SimSpec): string => JSON.stringify({ report: specToJson(spec) });

/** What identifies a shard's tally: the spec and the shard. */
export const shardIdentity = (spec: SimSpec, shard: Shard): string => JSON.stringify({ shard: `${shard.index}/${shard.count}`, spec: specToJson(spec) });

/**
 * Builds the report of a tally and writes it, all at once, to `dir` (atomic.ts says which folders
 * may be replaced; `force` allows replacing another run's report). Returns the absolute path.
 */
export function writeReport(dir: string, spec: SimSpec, tally: Tally, execution: Record<string, unknown>, force = false): string {
  return writeDirAtomically(dir, reportFilesOf(spec, tally, execution), reportOut(spec, force));
}

/** A run's default name: the spec's name, its seed, and every non-default reading (STYLE practice 9). */
export function runId(spec: SimSpec): string {
  const readings = Object.entries(spec.readings)
    .filter(([gap, r]) => simulatorFor(spec.ruleset).gaps.find((g) => g.id === gap)?.default !== r)
    .map(([gap, r]) => `${gap}-${r}`);
  return [spec.name, `seed${spec.seed}`, ...readings].join('--');
}
