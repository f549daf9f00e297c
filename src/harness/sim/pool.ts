/**
 * Runs batches: in this thread (`workers: 0`) or on a piscina pool of worker threads.
 *
 * Tasks are pulled from an iterable as workers free up — never planned or queued all at once, so
 * a run of a billion batches starts in constant memory — and results are handed to `onResult` in
 * the order of the iterable (a few finished batches wait in a small window for a slower one
 * before them). In-order delivery is what lets a checkpoint say "every batch before k is merged".
 *
 * A batch that fails — its worker thread dies (out of memory, a crash) or it runs past the
 * per-batch timeout — is run once more: a batch is a pure function of its task (the same seeds),
 * so a second run gives the very result the first would have. If it fails again the run stops
 * with a `BatchFailed` naming the batch's format, parties and seed.
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
import type { AuditFailure, EngineOptions } from '../../core/sim/types.ts';
import { PACKAGE_ROOT, RUNNING_COMPILED } from '../../core/packageRoot.ts';

// Bundled, the worker is an entry of dist/bundle/ (sharing its chunks); from source it needs the tsx bootstrap.
const WORKER = RUNNING_COMPILED ? new URL('dist/bundle/worker.js', PACKAGE_ROOT) : new URL('sims/worker.mjs', PACKAGE_ROOT);

/** Default per-batch timeout: far above any sane batch (a default batch takes well under a second). */
export const DEFAULT_BATCH_TIMEOUT_MS = 600_000;

/** What every task's result carries (a simulate batch's, a compare batch's: src/harness/compare/batch.ts). */
export interface TaskResult {
  readonly auditFailure: AuditFailure | null;
}

export interface RunTasksOptions<R extends TaskResult = BatchResult, T = BatchTask> {
  readonly workers: number;
  /** called in the order of the task iterable; an exception stops the run and is rethrown */
  readonly onResult: (r: R) => void;
  /** how a task runs in this thread (`workers: 0`); default `runBatch` (the worker entry dispatches the same way: sims/worker.ts) */
  readonly runInThread?: (t: T, options?: EngineOptions) => R;
  /** what names a task in a failure (default: a simulate batch's format, parties and seed) */
  readonly describe?: (t: T) => string;
  /** a pool made by `openPool` to run on, kept open afterwards (a caller with several runs in a row starts its threads once); default: one for this run */
  readonly pool?: Piscina;
  /** aborting stops the run: no more batches start, the caller discards what arrived */
  readonly signal?: AbortSignal;
  /** engine options for in-thread runs (`workers: 0`), e.g. a test build of the machine; functions cannot reach a worker */
  readonly engineOptions?: EngineOptions;
  /** a batch still running after this many ms is stopped (its worker thread ended) and retried; 0 = no limit. Workers only. */
  readonly batchTimeoutMs?: number;
  /** extra attempts of a failed batch (default 1) */
  readonly retries?: number;
  /** the worker entry (tests substitute one that crashes or hangs) */
  readonly workerFile?: URL;
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

/** What identifies a batch to a person: its format, its parties and the run's seed. */
export const describeBatch = (t: BatchTask): string => `batch ${t.index} (format ${t.format}, parties ${t.from}–${t.to - 1}, seed ${t.spec.seed}: deals ${t.format}:${t.from}:* … ${t.format}:${t.to - 1}:*)`;

/** A batch failed on every attempt; the run cannot be completed without it. */
export class BatchFailed extends Error {
  override readonly name = 'BatchFailed';
  constructor(
    readonly task: unknown,
    readonly causes: readonly string[],
    description: string = describeBatch(task as BatchTask),
  ) {
    super(`${description} failed ${causes.length === 1 ? 'once' : `${causes.length} times`}: ${causes.map((c, i) => `attempt ${i + 1}: ${c}`).join('; ')}`);
  }
}

const causeOf = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 300);

class BatchTimeout extends Error {
  constructor(ms: number) {
    super(`did not finish within ${ms / 1000} s (the batch timeout; raise it with --batch-timeout)`);
  }
}

/** A pool of `workers` threads on the worker entry, for `RunTasksOptions.pool`; the caller destroys it. */
export function openPool(workers: number, workerFile: URL = WORKER): Piscina {
  return new Piscina({ filename: workerFile.href, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
}

export async function runTasks<R extends TaskResult = BatchResult, T = BatchTask>(tasks: Iterable<T>, options: RunTasksOptions<R, T>): Promise<void> {
  if (options.engineOptions?.machine && options.workers > 0) throw new Error('runTasks: a test build of the machine can only run in this thread (workers: 0) (#pool-1)');
  return options.workers <= 0 ? runInThread(tasks, options) : runOnPool(tasks, options);
}

const failed = <T>(t: T, causes: string[], options: RunTasksOptions<any, T>): BatchFailed => new BatchFailed(t, causes, (options.describe ?? (describeBatch as unknown as (t: T) => string))(t));

async function runInThread<R extends TaskResult, T>(tasks: Iterable<T>, options: RunTasksOptions<R, T>): Promise<void> {
  const retries = options.retries ?? 1;
  const run = options.runInThread ?? (runBatch as unknown as (t: T, o?: EngineOptions) => R);
  for (const t of tasks) {
    if (options.signal?.aborted) return;
    const causes: string[] = [];
    let r: R | null = null;
    while (r === null) {
      try {
        r = run(t, options.engineOptions);
      } catch (e) {
        causes.push(causeOf(e));
        if (causes.length > retries) throw failed(t, causes, options);
      }
    }
    if (r.auditFailure) throw new AuditDifference(r.auditFailure.dealId, r.auditFailure.message);
    options.onResult(r);
    await new Promise((res) => setImmediate(res)); // let progress and signals through
  }
}

function runOnPool<R extends TaskResult, T>(tasks: Iterable<T>, options: RunTasksOptions<R, T>): Promise<void> {
  const { signal, workers } = options;
  const retries = options.retries ?? 1;
  const timeoutMs = options.batchTimeoutMs ?? DEFAULT_BATCH_TIMEOUT_MS;
  // two batches per worker are handed to the pool (one running, one queued, so no worker waits
  // for the main thread between batches), and at most `window` finished ones wait for a slower
  // batch before them
  const inFlight = workers * 2;
  const window = workers * 4;
  // A batch's timeout counts from when it gets a worker, not from when it was queued. The pool
  // starts queued tasks in order as workers free up, so we mirror that: `busy` workers, and the
  // timers of queued attempts waiting to be armed.
  let busy = 0;
  const queued: (() => void)[] = [];
  const occupy = (arm: () => void) => {
    if (busy < workers) {
      busy++;
      arm();
    } else queued.push(arm);
  };
  const vacate = () => {
    const next = queued.shift();
    if (next) next();
    else busy--;
  };
  const pool = options.pool ?? openPool(workers, options.workerFile);
  const source = tasks[Symbol.iterator]();
  const done = new Map<number, R>();
  let started = 0;
  let delivered = 0;
  let running = 0;
  let exhausted = false;
  let stopped = false;

  /** One batch, retried after a failure; resolves to its result or rejects with BatchFailed. */
  const attempt = async (t: T): Promise<R> => {
    const causes: string[] = [];
    for (;;) {
      const ac = new AbortController();
      let timer: NodeJS.Timeout | null = null;
      let armed = false;
      const arm = () => {
        armed = true;
        if (timeoutMs > 0 && !ac.signal.aborted) timer = setTimeout(() => ac.abort(new BatchTimeout(timeoutMs)), timeoutMs);
      };
      occupy(arm);
      try {
        return (await pool.run(t, { signal: ac.signal })) as R;
      } catch (e) {
        if (stopped) throw e;
        causes.push(ac.signal.aborted ? causeOf(ac.signal.reason) : causeOf(e));
        if (causes.length > retries) throw failed(t, causes, options);
      } finally {
        if (timer) clearTimeout(timer);
        if (armed) vacate();
        else queued.splice(queued.indexOf(arm), 1); // settled before it got a worker
      }
    }
  };

  return new Promise<void>((resolve, reject) => {
    const finish = (error: unknown) => {
      if (stopped) return;
      stopped = true;
      signal?.removeEventListener('abort', onAbort);
      // a caller's pool stays open after a clean finish; after a failure it is destroyed like our
      // own (tasks may still run on it), and the caller's destroy() of it again does nothing
      if (options.pool && error === null) return resolve();
      void pool.destroy().then(
        () => (error === null ? resolve() : reject(error)),
        () => (error === null ? resolve() : reject(error)),
      );
    };
    const onAbort = () => finish(null);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) return finish(null);

    const deliver = () => {
      while (!stopped && done.has(delivered)) {
        const r = done.get(delivered)!;
        done.delete(delivered);
        delivered++;
        try {
          options.onResult(r);
        } catch (e) {
          return finish(e);
        }
      }
    };
    const pump = (): void => {
      try {
        fill();
      } catch (e) {
        finish(e); // the task iterable itself threw
      }
    };
    const fill = () => {
      while (!stopped && !exhausted && running < inFlight && started < delivered + window) {
        const next = source.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        const seq = started++;
        running++;
        attempt(next.value).then(
          (r) => {
            running--;
            if (stopped) return;
            if (r.auditFailure) return finish(new AuditDifference(r.auditFailure.dealId, r.auditFailure.message));
            done.set(seq, r);
            deliver();
            pump();
          },
          (e) => {
            running--;
            finish(e);
          },
        );
      }
      if (!stopped && exhausted && running === 0 && delivered === started) finish(null);
    };
    pump();
  });
}
