/**
 * The piscina worker entry: runs one batch and returns its tally. Thin on purpose; the work is
 * `runBatch` in src/harness/sim/batch.ts, which is pure.
 */
import { runBatch, type BatchResult, type BatchTask } from '../src/harness/sim/batch.ts';

export default function work(task: BatchTask): BatchResult {
  return runBatch(task);
}
