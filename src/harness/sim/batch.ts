/**
 * One unit of work: a range of parties of one format, played into a fresh tally. Pure: the
 * result depends only on the task (spec, format, range), never on the worker that runs it.
 *
 * @public
 */
import { FormatAccumulator } from '../../core/report/tallyAccumulator.ts';
import { createTally, type Tally } from '../../core/report/tally.ts';
import { resolveSpecReadings } from './spec.ts';
import { simulatorFor } from '../../rulesets/simulators.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../../core/sim/types.ts';

export interface BatchTask {
  readonly spec: SimSpec;
  readonly format: string;
  /** the batch's index in the run's plan (for shards and progress) */
  readonly index: number;
  readonly from: number;
  readonly to: number;
  readonly audit: number;
  readonly engine: 'compiled' | 'xstate';
}

export interface BatchResult {
  readonly index: number;
  readonly tally: Tally;
  readonly deals: number;
  readonly auditFailure: AuditFailure | null;
}

/** Joins a trail into its report form: clause ids with ` > `, or `(none)`. */
export const joinPath = (clauses: readonly string[]): string => (clauses.length === 0 ? '(none)' : clauses.join(' > '));

export function runBatch(task: BatchTask, options: EngineOptions = {}): BatchResult {
  const sim = simulatorFor(task.spec.ruleset);
  const readings = resolveSpecReadings(task.spec);
  const acc = new FormatAccumulator(task.format, sim.invariants.map((i) => i.id), sim.irregularityKinds);
  const auditFailure = sim.runParties(task.spec, readings, task.format, task.from, task.to, acc, { engine: task.engine, audit: task.audit, ...options });
  const ft = acc.toFormatTally(joinPath);
  const tally = createTally(sim.id);
  tally.formats.set(task.format, ft);
  return { index: task.index, tally, deals: ft.deals, auditFailure };
}
