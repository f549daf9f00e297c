/**
 * A simulation run: plan the batches, run them (one shard of them, or all), merge the tallies,
 * and turn the merged tally into a report. Each step is a function of its inputs; only
 * `simulate` touches threads and only `writeReport` touches the disk.
 *
 * @public
 */
import { buildReport, type ReportContext } from '../report/csvReport.ts';
import { createTally, mergeTally, type Tally } from '../report/tally.ts';
import { writeDirAtomically } from './atomic.ts';
import type { BatchTask } from './batch.ts';
import { runTasks } from './pool.ts';
import { simulatorFor } from './rulesets.ts';
import { resolveSpecReadings, specToJson } from './spec.ts';
import type { EngineOptions, SimSpec } from './types.ts';
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

/** Every batch of a run: per format (in spec order), parties in runs of `batchParties`. */
export function planBatches(spec: SimSpec): PlannedBatch[] {
  const out: PlannedBatch[] = [];
  for (const format of spec.formats) {
    for (let from = 0; from < spec.parties; from += spec.batchParties) {
      out.push({ index: out.length, format, from, to: Math.min(spec.parties, from + spec.batchParties) });
    }
  }
  return out;
}

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
}

export interface SimulationResult {
  readonly spec: SimSpec;
  readonly tally: Tally;
  readonly deals: number;
  readonly parties: number;
  readonly batches: readonly number[];
  readonly durationMs: number;
}

export async function simulate(spec: SimSpec, options: SimulateOptions): Promise<SimulationResult> {
  const plan = planBatches(spec);
  const mine = options.shard ? shardBatches(plan, options.shard) : plan;
  const tasks: BatchTask[] = mine.map((b) => ({ spec, format: b.format, index: b.index, from: b.from, to: b.to, audit: options.audit ?? 0, engine: options.engine ?? 'compiled' }));
  const partiesTotal = mine.reduce((a, b) => a + b.to - b.from, 0);
  const tally = createTally(spec.ruleset);
  let deals = 0;
  let partiesDone = 0;
  const started = performance.now();
  await runTasks(tasks, {
    workers: options.workers,
    signal: options.signal,
    engineOptions: options.engineOptions,
    onResult: (r) => {
      mergeTally(tally, r.tally);
      deals += r.deals;
      const b = plan[r.index];
      partiesDone += b.to - b.from;
      options.onProgress?.(partiesDone, partiesTotal, deals);
    },
  });
  return { spec, tally, deals, parties: partiesTotal, batches: mine.map((b) => b.index), durationMs: performance.now() - started };
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

/** Builds the report of a tally and writes it, all at once, to `dir`. Returns the absolute path. */
export function writeReport(dir: string, spec: SimSpec, tally: Tally, execution: Record<string, unknown>): string {
  const files = buildReport(tally, reportContext(spec, execution));
  return writeDirAtomically(dir, files, [...Object.keys(files), 'tally.json']);
}

/** A run's default name: the spec's name, its seed, and every non-default reading (STYLE practice 9). */
export function runId(spec: SimSpec): string {
  const readings = Object.entries(spec.readings)
    .filter(([gap, r]) => simulatorFor(spec.ruleset).gaps.find((g) => g.id === gap)?.default !== r)
    .map(([gap, r]) => `${gap}-${r}`);
  return [spec.name, `seed${spec.seed}`, ...readings].join('--');
}
