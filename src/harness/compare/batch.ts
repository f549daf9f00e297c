/**
 * One unit of compare or gap-impact work: a range of parties of one format (the batches of
 * `simulate`, planned the same way from the baseline spec: src/harness/sim/run.ts batchAt), run
 * in this thread or on the worker pool (sims/worker.ts dispatches on `job`). Pure.
 *
 * @internal
 */
import type { BatchTask } from '../sim/batch.ts';
import { simulatorFor } from '../../rulesets/simulators.ts';
import type { EngineOptions, SimSpec } from '../../core/sim/types.ts';
import { compareParties, gapImpactParties } from './core.ts';
import type { CompareFormatTally, GapImpactFormatTally } from './tally.ts';

export type CompareJob = { readonly kind: 'compare'; readonly alt: SimSpec } | { readonly kind: 'gap-impact' };

export interface CompareTask extends BatchTask {
  readonly job: CompareJob;
}

export interface CompareResult {
  readonly index: number;
  readonly deals: number;
  readonly auditFailure: null;
  readonly compare: CompareFormatTally | null;
  readonly gapImpact: GapImpactFormatTally | null;
}

export const isCompareTask = (t: BatchTask): t is CompareTask => (t as Partial<CompareTask>).job !== undefined;

export function runCompareTask(task: BatchTask, options: EngineOptions = {}): CompareResult {
  if (!isCompareTask(task)) throw new Error('runCompareTask: not a compare task (#compare-2)');
  const sim = simulatorFor(task.spec.ruleset);
  const engine: EngineOptions = { engine: task.engine, ...options };
  if (task.job.kind === 'compare') {
    const t = compareParties(sim, task.spec, task.job.alt, task.format, task.from, task.to, engine);
    return { index: task.index, deals: t.deals, auditFailure: null, compare: t, gapImpact: null };
  }
  const g = gapImpactParties(sim, task.spec, task.format, task.from, task.to, engine);
  return { index: task.index, deals: g.deals, auditFailure: null, compare: null, gapImpact: g };
}
