/**
 * `cardlaw simulate` checks every spec against the published schema (schemas/sim-spec.schema.json,
 * by its generated validator src/core/schema/sim-spec.gen.cjs) before anything else: a bad spec
 * file is refused by its JSON path, exit code 2, and no report folder (nor its temporary or
 * checkpoint folder) is made. The schema's fixed lists and ranges are the code's own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILES } from '../../scripts/schemaFiles.ts';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { parseSpec, POLICY_SETS, SPEC_DEFAULTS, specToJson } from '../../src/harness/sim/spec.ts';
import { checkSimSpec } from '../../src/core/schema/validate.ts';
import { DEAL_SPAN, MAX_PARTIES } from '../../src/core/sim/ids.ts';
import { DISCOVERIES } from '../../src/core/sim/types.ts';
import { SIMULATORS } from '../../src/rulesets/simulators.ts';
import { captureIo, tempDir } from './support.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const schema = SCHEMA_FILES['sim-spec.schema.json'] as unknown as { properties: Record<string, Record<string, unknown>>; additionalProperties: boolean };
const refusal = (raw: unknown): string => {
  try {
    parseSpec(raw);
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
};

describe('the spec schema is the code\'s', () => {
  it('fixes the same lists and ranges as the simulator', () => {
    const p = schema.properties;
    expect(schema.additionalProperties).toBe(false);
    expect(p.ruleset.enum).toEqual(Object.keys(SIMULATORS));
    expect(p.discovery.enum).toEqual([...DISCOVERIES]);
    expect((p.policies.anyOf as { enum?: string[] }[])[0].enum).toEqual(Object.keys(POLICY_SETS));
    expect([p.parties.minimum, p.parties.maximum]).toEqual([1, MAX_PARTIES - 1]);
    expect([p.seed.minimum, p.seed.maximum]).toEqual([0, 0xffffffff]);
    expect([p.maxDealsPerParty.minimum, p.maxDealsPerParty.maximum]).toEqual([1, DEAL_SPAN - 1]);
    // every field the simulator reads is a property of the schema (and nothing more, but $schema)
    expect(Object.keys(p).filter((k) => k !== '$schema').sort()).toEqual(Object.keys(specToJson(parseSpec({}))).sort());
  });

  it('accepts every sims/*.json, the built-in defaults, and every spec cardlaw writes back (run.json, checkpoints, shards)', () => {
    expect(() => checkSimSpec({})).not.toThrow();
    expect(() => checkSimSpec(SPEC_DEFAULTS)).not.toThrow();
    const files = readdirSync(join(ROOT, 'sims')).filter((f) => f.endsWith('.json'));
    expect(files).toContain('debertz-defaults.json'); // what --defaults reads
    for (const f of files) {
      const spec = parseSpec(JSON.parse(readFileSync(join(ROOT, 'sims', f), 'utf8')), f);
      const back = specToJson(spec);
      expect(() => checkSimSpec(back), f).not.toThrow();
      expect(parseSpec(back), f).toEqual(spec);
    }
    for (const ruleset of Object.keys(SIMULATORS)) expect(() => checkSimSpec(specToJson(parseSpec({ ruleset })))).not.toThrow();
  });
});

describe('a bad spec is refused by its JSON path', () => {
  it.each([
    [5, 'spec: must be an object, got 5'],
    [{ readings: { 'DEB-G2': 5 } }, 'spec.readings.DEB-G2: must be a string, got 5'],
    [{ readings: ['DEB-G2'] }, 'spec.readings: must be an object of gap id → reading id, got an array of 1'],
    [{ readings: { 'deb-g25': 'led-trump' } }, 'spec.readings.deb-g25: unknown gap id (did you mean "DEB-G25"?)'],
    [{ irregularities: { revok: 0.1 } }, 'spec.irregularities.revok: unknown irregularity kind "revok" (did you mean "revoke"?) (one of: '],
    [{ irregularities: 0.1 }, 'spec.irregularities: must be an object of irregularity kind → rate per deal, got 0.1'],
    [{ format: ['1x1', '2x2', '1x1'] }, 'spec.format: "1x1" is listed twice ([0] and [2])'],
    [{ format: [] }, 'spec.format: must list at least 1 item, got 0'],
    [{ format: 12 }, 'spec.format: must be a string or an array, got 12'],
    [{ format: ['1x1', 2] }, 'spec.format[1]: must be a string, got 2'],
    [{ name: 'my run' }, 'spec.name: "my run" is not a run name: letters, digits, \'.\', \'_\' and \'-\' only (it names the report folder)'],
    [{ name: 7 }, 'spec.name: must be a run name (letters, digits, \'.\', \'_\' and \'-\'), got 7'],
    [{ description: ['x'] }, 'spec.description: must be a string, got an array of 1'],
    [{ batchParties: 0 }, 'spec.batchParties: must be an integer from 1 to 1000000, got 0'],
    [{ maxDealsPerParty: DEAL_SPAN }, 'spec.maxDealsPerParty: must be an integer from 1 to 1048575, got 1048576'],
    [{ policies: { biding: 'random-legal' } }, 'spec.policies.biding: unknown field (did you mean "bidding"?); known here: bidding, play, params'],
    [{ policies: { params: { noise: 'loud' } } }, 'spec.policies.params.noise: must be a number, got "loud"'],
    [{ policies: { params: { nois: 1 } } }, 'spec.policies.params.nois: unknown parameter for policies expected-points/greedy (did you mean "noise"?)'],
    [{ ruleset: 'preferans', seed: 1, Seed: 2 }, 'spec.Seed: unknown field (did you mean "seed"?); known here:'],
  ])('%j', (raw, message) => {
    expect(refusal(raw).slice(0, message.length)).toBe(message);
  });
});

describe('a run named by its file name', () => {
  it('is refused when the file name cannot name a report folder, unless the spec gives a name', () => {
    // `cardlaw simulate "sims/my spec (copy).json"`: the run takes the file's name when the spec gives none
    expect(() => parseSpec({ parties: 1 }, 'my spec (copy)')).toThrow(/^spec\.name: the spec gives no name and its file name "my spec \(copy\)" cannot name a report folder/);
    expect(parseSpec({ parties: 1, name: 'copy' }, 'my spec (copy)').name).toBe('copy');
    expect(parseSpec({ parties: 1 }, 'my-spec_2.v1').name).toBe('my-spec_2.v1');
  });
});

describe('cardlaw simulate refuses a bad spec file before it writes anything', () => {
  const tmp = tempDir('specschema');
  afterAll(() => tmp.cleanup());
  const BAD: Record<string, [unknown, string]> = {
    'misspelt-field': [{ ruleset: 'debertz', partys: 10 }, 'spec.partys: unknown field (did you mean "parties"?)'],
    'rate-out-of-range': [{ irregularities: { signal: 2 } }, 'spec.irregularities.signal: must be a number from 0 to 1, got 2'],
    'reading-not-a-string': [{ readings: { 'DEB-G2': true } }, 'spec.readings.DEB-G2: must be a string, got true'],
    'format-twice': [{ format: ['2x2', '2x2'] }, 'spec.format: "2x2" is listed twice ([0] and [1])'],
    'unknown-policy-field': [{ policies: { play: 'greedy', param: {} } }, 'spec.policies.param: unknown field (did you mean "params"?)'],
    'unknown-gap': [{ readings: { 'DEB-G99': 'x' } }, 'spec.readings.DEB-G99: unknown gap id'],
  };

  it.each(Object.keys(BAD))('%s: exit 2, the JSON path named, no report folder', async (name) => {
    const [spec, message] = BAD[name];
    const file = join(tmp.path, `${name}.json`);
    writeFileSync(file, JSON.stringify({ $schema: '../schemas/sim-spec.schema.json', ...(spec as object) }));
    const out = join(tmp.path, `out-${name}`);
    const io = captureIo();
    expect(await simulateCommandAsync([file, '--parties', '1', '--workers', '0', '--out', out], io)).toBe(2);
    expect(io.stderr().slice(0, `cardlaw: ${message}`.length)).toBe(`cardlaw: ${message}`);
    expect(io.stderr().split('\n').filter(Boolean)).toHaveLength(1);
    expect(io.stdout()).toBe('');
    expect(readdirSync(tmp.path).filter((f) => f.startsWith(`out-${name}`))).toEqual([]);
  });

  it('through the command: exit 2, one line naming the path, no output folder', () => {
    const file = join(tmp.path, 'cli-bad.json');
    writeFileSync(file, JSON.stringify({ ruleset: 'preferans', irregularities: { wrongCountHand: 0.5 }, policies: { bidding: 'trick-estimate', paly: 'simple' } }, null, 2));
    const out = join(tmp.path, 'cli-out');
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), 'simulate', file, '--parties', '1', '--workers', '0', '--out', out], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('cardlaw: spec.policies.paly: unknown field (did you mean "play"?); known here: bidding, play, params\n');
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(tmp.path).filter((f) => f.startsWith('cli-out'))).toEqual([]);
  }, 60_000);
});
