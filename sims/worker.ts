/**
 * The piscina worker entry: runs one batch and returns its tally. Thin on purpose; the work is
 * `runBatch` in src/harness/sim/batch.ts (simulate) or `runCompareTask` in
 * src/harness/compare/batch.ts (compare, gap-impact), both pure.
 */
import { runBatch, type BatchResult, type BatchTask } from '../src/harness/sim/batch.ts';
import { isCompareTask, runCompareTask, type CompareResult } from '../src/harness/compare/batch.ts';

export default function work(task: BatchTask): BatchResult | CompareResult {
  return isCompareTask(task) ? runCompareTask(task) : runBatch(task);
}
