import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mergeCommand, simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { captureIo, reportFiles, tempDir } from './support.ts';

// A small run with many batches (batch-parties 6) and every irregularity, so merging really mixes.
const SPEC = ['--format', '1x1,2x2', '--parties', '36', '--batch-parties', '6', '--seed', '4242', '--policies', 'random-legal', '--quiet'];
const RATES = ['dealerExposedCard=0.02', 'outOfTurnBid=0.03', 'outOfTurnPass=0.03', 'outOfTurnPlay=0.03', 'signal=0.03', 'exposedCards=0.03', 'failedFirstTrumpBeat=0.2', 'revoke=0.1', 'offenceWhileDealing=0.02'].flatMap((r) => ['--rate', r]);

describe('simulation determinism (seed 4242)', () => {
  const tmp = tempDir('determinism');
  afterAll(() => tmp.cleanup());
  const dir = (name: string) => join(tmp.path, name);

  it('should write byte-identical reports for 1 and 2 worker threads and for 3 merged shards', async () => {
    // Arrange / Act
    const io = captureIo();
    expect(await simulateCommandAsync([...SPEC, ...RATES, '--workers', '1', '--out', dir('w1')], io)).toBe(0);
    expect(await simulateCommandAsync([...SPEC, ...RATES, '--workers', '2', '--out', dir('w2')], io)).toBe(0);
    expect(await simulateCommandAsync([...SPEC, ...RATES, '--workers', '0', '--out', dir('w0')], io)).toBe(0);
    for (const i of [1, 2, 3]) expect(await simulateCommandAsync([...SPEC, ...RATES, '--workers', '0', '--shard', `${i}/3`, '--out', dir(`s${i}`)], io)).toBe(0);
    expect(mergeCommand([dir('s3'), dir('s1'), dir('s2'), '--out', dir('merged'), '--quiet'], io)).toBe(0);

    // Assert
    const single = reportFiles(dir('w1'));
    expect(Object.keys(single)).toEqual(['.cardlaw-report.json', 'clauses.csv', 'gaps.csv', 'invariants.csv', 'outcomes.csv', 'paths.csv', 'run.json', 'transitions.csv']);
    expect(reportFiles(dir('w2'))).toEqual(single);
    expect(reportFiles(dir('w0'))).toEqual(single);
    expect(reportFiles(dir('merged'))).toEqual(single);
    expect(io.stderr()).toBe('');
  });

  it('should refuse to merge an incomplete or mixed set of shards, naming the problem', async () => {
    const io = captureIo();
    expect(() => mergeCommand([dir('s1'), dir('s2'), '--out', dir('bad')], io)).toThrow(/shard 3\/3 missing/);
    expect(() => mergeCommand([dir('s1'), dir('s1'), dir('s2'), '--out', dir('bad')], io)).toThrow(/shard 1\/3 is given twice/);
    expect(await simulateCommandAsync([...SPEC, ...RATES, '--seed', '7', '--workers', '0', '--shard', '3/3', '--out', dir('other')], io)).toBe(0);
    expect(() => mergeCommand([dir('s1'), dir('s2'), dir('other'), '--out', dir('bad')], io)).toThrow(/different spec/);
  });
});
