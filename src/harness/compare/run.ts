/**
 * Running compare and gap-impact: the baseline spec's batches (the same plan as simulate's,
 * src/harness/sim/run.ts), one shard of them or all, in this thread or on the worker pool;
 * results are merged in batch order, so any number of workers gives the same tallies — and, the
 * tallies being integers and minima, any grouping into shards too.
 *
 * @internal
 */
import { batchesOf, type Shard } from '../sim/run.ts';
import { runTasks } from '../sim/pool.ts';
import type { EngineOptions, SimSpec } from '../../core/sim/types.ts';
import { runCompareTask, type CompareJob, type CompareResult, type CompareTask } from './batch.ts';
import { compareFormatTally, gapImpactFormatTally, mergeCompareFormat, mergeGapImpactFormat, type CompareFormatTally, type GapImpactFormatTally } from './tally.ts';

export interface CompareTallies {
  readonly kind: 'compare' | 'gap-impact';
  /** per format, in the spec's order */
  readonly compare: Record<string, CompareFormatTally>;
  readonly gapImpact: Record<string, GapImpactFormatTally>;
}

export const emptyTallies = (kind: 'compare' | 'gap-impact', formats: readonly string[]): CompareTallies => ({
  kind,
  compare: kind === 'compare' ? Object.fromEntries(formats.map((f) => [f, compareFormatTally(f)])) : {},
  gapImpact: kind === 'gap-impact' ? Object.fromEntries(formats.map((f) => [f, gapImpactFormatTally(f)])) : {},
});

export function mergeTallies(into: CompareTallies, from: CompareTallies): void {
  for (const [f, t] of Object.entries(from.compare)) mergeCompareFormat((into.compare[f] ??= compareFormatTally(f)), t);
  for (const [f, t] of Object.entries(from.gapImpact)) mergeGapImpactFormat((into.gapImpact[f] ??= gapImpactFormatTally(f)), t);
}

export interface CompareRunOptions {
  readonly workers: number;
  readonly shard?: Shard;
  readonly engine?: 'compiled' | 'xstate';
  readonly signal?: AbortSignal;
  /** in-thread runs only */
  readonly engineOptions?: EngineOptions;
  readonly onProgress?: (deals: number) => void;
}

export interface CompareRunResult {
  readonly tallies: CompareTallies;
  readonly deals: number;
  readonly durationMs: number;
}

export async function runComparison(base: SimSpec, job: CompareJob, options: CompareRunOptions): Promise<CompareRunResult> {
  const tallies = emptyTallies(job.kind, base.formats);
  let deals = 0;
  const engine = options.engine ?? 'compiled';
  function* tasks(): Generator<CompareTask> {
    for (const b of batchesOf(base, options.shard)) yield { spec: base, format: b.format, index: b.index, from: b.from, to: b.to, audit: 0, engine, job };
  }
  const started = performance.now();
  await runTasks<CompareResult>(tasks(), {
    workers: options.workers,
    signal: options.signal,
    engineOptions: options.engineOptions,
    runInThread: runCompareTask,
    onResult: (r) => {
      if (r.compare) mergeCompareFormat(tallies.compare[r.compare.format], r.compare);
      if (r.gapImpact) mergeGapImpactFormat(tallies.gapImpact[r.gapImpact.format], r.gapImpact);
      deals += r.deals;
      options.onProgress?.(deals);
    },
  });
  return { tallies, deals, durationMs: performance.now() - started };
}
