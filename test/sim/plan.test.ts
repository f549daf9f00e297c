/**
 * Lazy batch planning (issue 16): a run of any size starts in constant memory, so `--parties 1e9`
 * is accepted and runs; shards and party counts are computed, not listed.
 */
import { describe, expect, it } from 'vitest';
import { batchAt, batchCount, batchesOf, partiesOf, planBatches, shardBatchCount, shardBatches, shardIndices, simulate } from '../../src/harness/sim/run.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { prepareSimulate } from '../../src/harness/cli/simulate.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './support.ts';

describe('lazy batch planning', () => {
  it('should start a run of a billion parties in batches of one and run its first batches', async () => {
    // Arrange: an eager plan would build 10⁹ batch objects before the first party is played
    const spec = parseSpec({ format: '1x1', parties: 1e9, batchParties: 1, seed: 3 });
    const controller = new AbortController();
    let calls = 0;

    // Act
    const r = await simulate(spec, {
      workers: 0,
      signal: controller.signal,
      onProgress: () => {
        if (++calls === 3) controller.abort();
      },
    });

    // Assert
    expect(r.parties).toBe(1e9);
    expect(r.batchCount).toBe(1e9);
    expect(r.complete).toBe(false);
    expect(r.tally.formats.get('1x1')!.parties).toBe(3);
  });

  it('should accept --parties 1e9 on the command line', () => {
    const tmp = tempDir('plan');
    const plan = prepareSimulate(['--parties', '1e9', '--format', '1x1', '--workers', '0', '--out', join(tmp.path, 'never')]);
    expect(plan.spec.parties).toBe(1_000_000_000);
    plan.prepared.discard();
    expect(readdirSync(tmp.path)).toEqual([]); // the temporary folder made beside --out is gone again
    tmp.cleanup();
  });

  it.each([
    ['1.5e0', '--parties must be a non-negative integer'],
    ['1e400', '--parties must be a non-negative integer'],
    ['=-3', '--parties must be a non-negative integer'],
    ['9007199254740993', '--parties must be a non-negative integer'],
  ])('should refuse --parties %s', (value, message) => {
    expect(() => prepareSimulate(value.startsWith('=') ? [`--parties${value}`, '--workers', '0'] : ['--parties', value, '--workers', '0'])).toThrow(message);
  });

  it('should refuse a party count whose deal ids would not stay exact, naming the limit', () => {
    expect(() => parseSpec({ parties: 2 ** 31 })).toThrow('spec.parties: must be an integer from 1 to 2147483647, got 2147483648');
  });

  it('should plan exactly the batches the eager plan did, for every shard, and count their parties', () => {
    for (const parties of [1, 5, 7, 12]) {
      for (const batchParties of [1, 2, 5, 13]) {
        const spec = parseSpec({ format: ['1x1', '1x2', '2x2'], parties, batchParties });
        const eager: { index: number; format: string; from: number; to: number }[] = [];
        for (const format of spec.formats) for (let from = 0; from < parties; from += batchParties) eager.push({ index: eager.length, format, from, to: Math.min(parties, from + batchParties) });
        expect(planBatches(spec)).toEqual(eager);
        expect(batchCount(spec)).toBe(eager.length);
        for (const b of eager) expect(batchAt(spec, b.index)).toEqual(b);
        for (const count of [1, 2, 3, 4, 7]) {
          for (let index = 1; index <= count; index++) {
            const shard = { index, count };
            const mine = shardBatches(eager, shard);
            expect([...batchesOf(spec, shard)]).toEqual(mine);
            expect(shardBatchCount(spec, shard)).toBe(mine.length);
            expect(partiesOf(spec, shard)).toBe(mine.reduce((a, b) => a + b.to - b.from, 0));
            for (let start = 0; start <= eager.length; start++) expect([...shardIndices(spec, shard, start)]).toEqual(mine.map((b) => b.index).filter((i) => i >= start));
          }
        }
      }
    }
  });
});
