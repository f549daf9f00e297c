/**
 * The piscina worker entry: runs one task and returns its result. Thin on purpose; the work is
 * `runBatch` in src/harness/sim/batch.ts (simulate), `runCompareTask` in
 * src/harness/compare/batch.ts (compare, gap-impact) or `runExploreTask` in
 * src/harness/explore/task.ts (explore: one setting's search), all pure. The explorer and the
 * suite adapters are loaded on the first explore task only: a simulating worker never needs them.
 */
import { runBatch, type BatchResult, type BatchTask } from '../src/harness/sim/batch.ts';
import { isCompareTask, runCompareTask, type CompareResult } from '../src/harness/compare/batch.ts';
import type { ExploreTask, ExploreTaskResult } from '../src/harness/explore/task.ts';

let explorer: Promise<(task: ExploreTask) => ExploreTaskResult> | null = null;
const loadExplorer = async () => {
  const [{ runExploreTask }, { suiteAdapter }] = await Promise.all([import('../src/harness/explore/task.ts'), import('../src/rulesets/adapters.ts')]);
  return (task: ExploreTask) => runExploreTask(task, suiteAdapter(task.ruleset));
};

export default function work(task: BatchTask | ExploreTask): BatchResult | CompareResult | Promise<ExploreTaskResult> {
  if ((task as Partial<ExploreTask>).kind === 'explore') return (explorer ??= loadExplorer()).then((run) => run(task as ExploreTask));
  return isCompareTask(task as BatchTask) ? runCompareTask(task as BatchTask) : runBatch(task as BatchTask);
}
