/**
 * Issues 16/17: a worker that dies or hangs costs one batch, not the run. The batch is run once
 * more (same task, same seeds: the report does not change); a second failure stops the run with
 * the batch named by format, parties and seed.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tallyToJson } from '../../src/harness/report/tallyJson.ts';
import { BatchFailed } from '../../src/harness/sim/pool.ts';
import { batchCount, planBatches, simulate } from '../../src/harness/sim/run.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { tempDir } from './support.ts';

const FAULTY = new URL('./fixtures/faultyWorker.mjs', import.meta.url);
const spec = parseSpec({ format: ['1x1', '2x2'], parties: 12, batchParties: 3, seed: 31, irregularities: { revoke: 0.1, signal: 0.05 } });

describe('the worker pool survives a dying or hanging worker', () => {
  const tmp = tempDir('faults');
  afterAll(() => tmp.cleanup());
  afterEach(() => delete process.env.CARDLAW_TEST_FAULT);
  let reference: string | undefined;
  const expected = async () => (reference ??= JSON.stringify(tallyToJson((await simulate(spec, { workers: 0 })).tally)));

  /** Makes batch `index` fail its first `times` attempts in the given way (see fixtures/faultyWorker.mjs). */
  const inject = (mode: 'crash' | 'hang' | 'throw', index: number, times: number) => {
    const dir = mkdtempSync(join(tmp.path, 'fault-'));
    process.env.CARDLAW_TEST_FAULT = JSON.stringify({ mode, index, times, dir });
    /** how many attempts of the batch failed on purpose */
    return () => readdirSync(dir).length;
  };

  it('should re-run a batch whose worker thread died, and give the same tally as a clean run', async () => {
    const failed = inject('crash', 2, 1);
    const r = await simulate(spec, { workers: 2, workerFile: FAULTY });
    expect(failed()).toBe(1);
    expect(JSON.stringify(tallyToJson(r.tally))).toBe(await expected());
  });

  it('should stop a batch that runs past the batch timeout, re-run it, and give the same tally', async () => {
    // the timeout counts from the hand-over to the pool, so the retry's time includes starting a
    // fresh worker thread (tsx and the simulator loaded anew): 10 s leaves room on a busy machine
    const failed = inject('hang', 5, 1);
    const r = await simulate(spec, { workers: 2, workerFile: FAULTY, batchTimeoutMs: 10_000 });
    expect(failed()).toBe(1);
    expect(JSON.stringify(tallyToJson(r.tally))).toBe(await expected());
  });

  it('should stop the run cleanly when a batch fails twice, naming its format, parties and seed', async () => {
    // Arrange
    const failed = inject('crash', 6, 2);
    const batch = [...planBatches(spec)][6];

    // Act
    const run = simulate(spec, { workers: 2, workerFile: FAULTY });

    // Assert
    const e = await run.then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(BatchFailed);
    const message = (e as Error).message;
    expect(message).toContain(`batch 6`);
    expect(message).toContain(`format ${batch.format}`);
    expect(message).toContain(`parties ${batch.from}–${batch.to - 1}`);
    expect(message).toContain(`seed ${spec.seed}`);
    expect(failed()).toBe(2);
    expect(batchCount(spec)).toBe(8);
  });

  it('should retry a batch that threw in this thread (workers 0) once, then name it', async () => {
    // in-thread runs have no worker to replace; a thrown batch is still retried once
    const { runTasks } = await import('../../src/harness/sim/pool.ts');
    const tasks = [...planBatches(spec)].map((b) => ({ spec, format: b.format, index: b.index, from: b.from, to: b.to, audit: 0, engine: 'compiled' as const }));
    const bad = { ...tasks[1], spec: { ...spec, ruleset: 'no-such-ruleset' } };
    const e = await runTasks([tasks[0], bad], { workers: 0, onResult: () => {} }).then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(BatchFailed);
    expect((e as BatchFailed).causes).toHaveLength(2);
  });
});
