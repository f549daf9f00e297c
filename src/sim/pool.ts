/**
 * Runs batches: in this thread (`workers: 0`) or on a piscina pool of worker threads. Results
 * are handed to `onResult` as they arrive, in any order; the tally merge does not care.
 *
 * The worker entry is sims/worker.mjs, which registers the tsx ESM loader in the worker and
 * imports sims/worker.ts as ESM. (The usual `execArgv: ['--import', 'tsx']` also works, but then
 * piscina require()s the entry and every module runs as tsx-compiled CommonJS, measured at half
 * the speed; see the comment in sims/worker.mjs.)
 *
 * @internal
 */
import { Piscina } from 'piscina';
import { runBatch, type BatchResult, type BatchTask } from './batch.ts';
import type { EngineOptions } from './types.ts';
import { PACKAGE_ROOT, RUNNING_COMPILED } from '../packageRoot.ts';

// Compiled, the worker is plain JS beside the rest of dist/; from source it needs the tsx bootstrap.
const WORKER = RUNNING_COMPILED ? new URL('dist/sims/worker.js', PACKAGE_ROOT) : new URL('sims/worker.mjs', PACKAGE_ROOT);

export interface RunTasksOptions {
  readonly workers: number;
  readonly onResult: (r: BatchResult) => void;
  /** aborting stops the run: queued batches are dropped, the caller discards what arrived */
  readonly signal?: AbortSignal;
  /** engine options for in-thread runs (`workers: 0`), e.g. a test build of the machine; functions cannot reach a worker */
  readonly engineOptions?: EngineOptions;
}

/** Thrown when a batch's audit found a difference; carries the deal id and both traces. */
export class AuditDifference extends Error {
  override readonly name = 'AuditDifference';
  constructor(
    readonly dealId: string,
    message: string,
  ) {
    super(message);
  }
}

export async function runTasks(tasks: readonly BatchTask[], options: RunTasksOptions): Promise<void> {
  const { signal } = options;
  if (options.engineOptions?.machine && options.workers > 0) throw new Error('runTasks: a test build of the machine can only run in this thread (workers: 0) (#pool-1)');
  if (options.workers <= 0) {
    for (const t of tasks) {
      if (signal?.aborted) return;
      const r = runBatch(t, options.engineOptions);
      if (r.auditFailure) throw new AuditDifference(r.auditFailure.dealId, r.auditFailure.message);
      options.onResult(r);
      await new Promise((res) => setImmediate(res)); // let progress and signals through
    }
    return;
  }
  const pool = new Piscina<BatchTask, BatchResult>({
    filename: WORKER.href,
    minThreads: options.workers,
    maxThreads: options.workers,
    idleTimeout: 1000,
  });
  let failure: unknown = null;
  let stopping = false;
  const stop = () => {
    if (!stopping) {
      stopping = true;
      void pool.destroy();
    }
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await Promise.all(
      tasks.map((t) =>
        pool.run(t).then(
          (r) => {
            if (stopping) return;
            if (r.auditFailure) {
              failure = new AuditDifference(r.auditFailure.dealId, r.auditFailure.message);
              stop();
              return;
            }
            options.onResult(r);
          },
          (e) => {
            if (stopping) return;
            failure = e;
            stop();
          },
        ),
      ),
    );
    if (failure) throw failure;
  } finally {
    signal?.removeEventListener('abort', stop);
    if (!stopping) await pool.destroy();
  }
}
