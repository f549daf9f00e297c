import { describe, expect, it } from 'vitest';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { captureIo } from './support.ts';

describe('simulation specs', () => {
  it('should fill every default', () => {
    const spec = parseSpec({ format: '2x2' });
    expect(spec).toMatchObject({ ruleset: 'debertz', formats: ['2x2'], discovery: 'uniform', policies: { bidding: 'expected-points', play: 'greedy' } });
    expect(spec.irregularities.revoke).toBe(0);
    expect(spec.policies.params).toEqual({ margin: 15, meldWeight: 0.5, noise: 10 });
  });

  it.each([
    [{ irregularities: { signal: -0.1 } }, 'spec.irregularities.signal: must be a number from 0 to 1, got -0.1'],
    [{ irregularities: { signal: 1.5 } }, 'spec.irregularities.signal: must be a number from 0 to 1, got 1.5'],
    [{ irregularities: { signal: '0.1' } }, 'spec.irregularities.signal: must be a number from 0 to 1, got "0.1"'],
    [{ irregularities: { cheating: 0.1 } }, 'spec.irregularities.cheating: unknown irregularity kind'],
    [{ readings: { 'DEB-G25': 'sometimes' } }, 'spec.readings.DEB-G25: unknown reading "sometimes"'],
    [{ readings: { 'DEB-G99': 'x' } }, 'spec.readings.DEB-G99: unknown gap id'],
    [{ format: '3x3' }, 'spec.format: unknown format "3x3"'],
    [{ format: ['1x1', '5x5'] }, 'spec.format[1]: unknown format "5x5"'],
    [{ ruleset: 'bridge' }, 'spec.ruleset: must be one of debertz, preferans, got "bridge"'],
    [{ partys: 10 }, 'spec.partys: unknown field (did you mean "parties"?); known here: $schema, name,'],
    [{ parties: 0 }, 'spec.parties: must be an integer from 1 to 2147483647, got 0'],
    [{ parties: 2.5 }, 'spec.parties: must be an integer from 1 to 2147483647, got 2.5'],
    [{ seed: -1 }, 'spec.seed: must be an integer from 0 to 4294967295, got -1'],
    [{ discovery: 'late' }, 'spec.discovery: must be one of uniform, first-opportunity, got "late"'],
    [{ policies: 'cautious' }, 'spec.policies: must be one of plausible, random-legal or an object, got "cautious"'],
    [{ policies: { play: 'psychic' } }, 'spec.policies.play: unknown play policy "psychic"'],
    [{ policies: { params: { margin: 1000 } } }, 'spec.policies.params.margin: must be a number from -200 to 200 for policies expected-points/greedy, got 1000'],
    [{ policies: { bidding: 'random-legal', params: { margin: 5 } } }, 'spec.policies.params.margin: unknown parameter'],
  ])('should reject %j naming the field', (raw, message) => {
    expect(() => parseSpec(raw)).toThrow(message);
  });

  it('should exit with code 2 and the field named for a bad spec from flags or file', async () => {
    const io = captureIo();
    expect(await simulateCommandAsync(['--rate', 'revoke=2', '--workers', '0'], io)).toBe(2);
    expect(io.stderr()).toBe('cardlaw: spec.irregularities.revoke: must be a number from 0 to 1, got 2\n');
    const io2 = captureIo();
    expect(await simulateCommandAsync(['sims/does-not-exist.json'], io2)).toBe(2);
    expect(io2.stderr()).toContain('sims/does-not-exist.json: cannot read the spec (no such file)');
    const io3 = captureIo();
    expect(await simulateCommandAsync(['--parties', 'many'], io3)).toBe(2);
    expect(io3.stderr()).toContain('--parties must be a non-negative integer');
    const io4 = captureIo();
    expect(await simulateCommandAsync(['--shard', '4/3'], io4)).toBe(2);
    expect(io4.stderr()).toContain('--shard 4/3');
    const io5 = captureIo();
    expect(await simulateCommandAsync(['--parties', '1', '--workers', '0', '--out', 'src'], io5)).toBe(2);
    expect(io5.stderr()).toContain('--out src: the folder is not empty and is not a cardlaw report');
    // thousands of worker threads exhausted memory (a fatal V8 error no boundary catches)
    for (const w of ['100000', '9999999999999999999999999999999999999999']) {
      const io6 = captureIo();
      expect(await simulateCommandAsync(['--parties', '1', '--workers', w], io6)).toBe(2);
      expect(io6.stderr()).toMatch(/--workers must be/);
    }
  });

  // issue 16: a Preferans spec without `policies` (or naming only one member) died with
  // "TypeError: Cannot read properties of undefined (reading 'params')"
  it('should give a Preferans spec that leaves out policies, or a member of them, the ruleset\'s own defaults', () => {
    for (const policies of [undefined, 'plausible', {}, { play: 'simple' }, { bidding: 'trick-estimate' }, { params: { noise: 1 } }]) {
      const spec = parseSpec({ ruleset: 'preferans', ...(policies === undefined ? {} : { policies }) });
      expect(spec.policies.bidding).toBe('trick-estimate');
      expect(spec.policies.play).toBe('simple');
      expect(Object.keys(spec.policies.params).sort()).toEqual(['noise', 'talonHelp', 'whistMargin']);
    }
  });

  it.each([
    [{ ruleset: 'preferans', policies: 'random-legal' }, 'spec.policies: policy set "random-legal" is not available for preferans (one of: plausible;'],
    [{ ruleset: 'preferans', policies: { bidding: 'expected-points' } }, 'spec.policies.bidding: unknown bidding policy "expected-points" (one of: trick-estimate)'],
    [{ ruleset: 'preferans', policies: 7 }, 'spec.policies: must be one of plausible, random-legal or an object, got 7'],
    [{ policies: { bidding: ['x'] } }, 'spec.policies.bidding: must be a string, got an array of 1'],
    [{ policies: { params: [] } }, 'spec.policies.params: must be an object of policy parameter → number, got []'],
  ])('should refuse the policies of %j with a message naming the field', (raw, message) => {
    expect(() => parseSpec(raw)).toThrow(message);
  });

  it('should refuse a Preferans policy set from the command line by name, exit code 2, no stack', async () => {
    const io = captureIo();
    expect(await simulateCommandAsync(['sims/preferans-sochi.json', '--policies', 'random-legal', '--play', 'simple', '--workers', '0'], io)).toBe(2);
    expect(io.stderr()).toContain('policy set "random-legal" is not available for preferans');
  });

  it('should echo a huge bad value in a few characters, not whole', () => {
    expect(() => parseSpec({ parties: 'x'.repeat(100_000) })).toThrow(/^spec\.parties: must be an integer from 1 to 2147483647, got "x{20,80}…$/);
  });

  it('should accept every spec under sims/', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    for (const f of readdirSync('sims').filter((n) => n.endsWith('.json'))) expect(() => parseSpec(JSON.parse(readFileSync(`sims/${f}`, 'utf8')))).not.toThrow();
  });
});
