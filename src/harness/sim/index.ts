/**
 * The simulator's public surface, in one place (STYLE practice 7). Everything not named here is
 * internal to src/sim.
 *
 * @example
 * ```ts
 * import { parseSpec, simulate, writeReport } from './sim/index.ts';
 * const spec = parseSpec({ format: '2x2', parties: 1000, seed: 42 });
 * const run = await simulate(spec, { workers: 2 });
 * writeReport('reports/my-run', spec, run.tally, {});
 * ```
 * @public
 */
export { parseSpec, resolveSpecReadings, specToJson, SPEC_DEFAULTS, POLICY_SETS } from './spec.ts';
export { simulate, batchesOf, batchAt, batchCount, partiesOf, planBatches, shardBatches, writeReport, reportContext, runId, type PlannedBatch, type Progress, type Shard, type SimulateOptions, type SimulationResult } from './run.ts';
export { runBatch, joinPath, type BatchTask, type BatchResult } from './batch.ts';
export { AuditDifference, BatchFailed } from './pool.ts';
export { prepareOut, MARKER, type OutOptions, type PreparedOut } from './atomic.ts';
export { readCheckpoint, writeCheckpoint, partialDirOf, type Checkpoint } from './checkpoint.ts';
export { loadShard, mergeShards, shardFileText, SHARD_FILE } from './shardFile.ts';
export { replayDeal, specOfReport, type ReplayResult } from './replay.ts';
export { createEngine, type DealEngine } from '../../core/statechart/engine.ts';
export { parseDealId, formatDealId, dealRef, streamSeed, Stream, type DealId } from '../../core/sim/ids.ts';
export { SIMULATORS, simulatorFor } from '../../rulesets/simulators.ts';
export type { SimSpec, PolicySpec, PolicyInfo, EngineOptions, RulesetSimulator, ReplayedDeal, InvariantInfo, AuditFailure, Discovery } from '../../core/sim/types.ts';
