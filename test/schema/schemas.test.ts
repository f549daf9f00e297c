import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSchemaAjv, SCHEMA_FILES } from '../../scripts/schemaFiles.ts';
import { generateValidators } from '../../scripts/genSchemas.ts';
import { describeSchemaError, type SchemaError } from '../../src/core/schema/messages.ts';
import { judge } from '../../src/harness/judge/judge.ts';
import { caseJson } from '../../src/harness/suite/write.ts';
import { generateSuite } from '../../src/harness/suite/generate.ts';
import { debertzAdapter } from '../../src/rulesets/debertz/suite/adapter.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { refusal } from '../support/refusal.ts';

/**
 * The published JSON Schemas (schemas/, draft 2020-12; issue 10): each compiles under strict Ajv
 * and is documented, every example scenario, golden ruling, simulation spec and generated suite
 * case validates against its schema and names it by `$schema`, the run-time validators are the
 * generated code of these very files, and a bad file of each kind is refused by its JSON path.
 */
const ajv = createSchemaAjv();
const ID = (name: string) => `urn:cardlaw:schema:${name}`;
const validator = (name: string) => {
  const v = ajv.getSchema(ID(name));
  if (!v) throw new Error(`no schema ${name}`);
  return v;
};
/** The message cardlaw gives for a value the schema refuses (Ajv itself, verbose errors). */
function schemaMessage(name: string, value: unknown, root: string): string | null {
  const v = validator(name);
  return v(value) ? null : describeSchemaError((v.errors ?? []) as unknown as SchemaError[], value, root);
}
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const jsonFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('the schema files', () => {
  it('are the six kinds, each draft 2020-12 with an $id, a title and a description', () => {
    expect(Object.keys(SCHEMA_FILES)).toEqual([
      'debertz-ruling.schema.json',
      'debertz-scenario.schema.json',
      'preferans-ruling.schema.json',
      'preferans-scenario.schema.json',
      'sim-spec.schema.json',
      'suite-case.schema.json',
    ]);
    for (const [file, s] of Object.entries(SCHEMA_FILES)) {
      expect(s.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(s.$id, file).toBe(ID(file.replace('.schema.json', '')));
      expect(typeof s.title, file).toBe('string');
      expect(String(s.description).length, file).toBeGreaterThan(80);
    }
  });

  it('the run-time validators (src/core/schema/*.gen.cjs) are generated from them as they are now (npm run gen:schemas)', () => {
    const files = Object.entries(generateValidators());
    expect(files.map(([f]) => f)).toEqual(['src/core/schema/debertz-scenario.gen.cjs', 'src/core/schema/preferans-scenario.gen.cjs', 'src/core/schema/sim-spec.gen.cjs']);
    for (const [file, text] of files) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });
});

describe.each(['debertz', 'preferans'])('the %s examples', (ruleset) => {
  const dir = `examples/${ruleset}`;
  const scenarios = jsonFiles(dir).filter((f) => !f.endsWith('.ruling.json'));
  const rulings = jsonFiles(dir).filter((f) => f.endsWith('.ruling.json'));

  it('every scenario names its schema and validates against it', () => {
    expect(scenarios.length).toBeGreaterThan(10);
    for (const f of scenarios) {
      const s = read(`${dir}/${f}`);
      expect(s.$schema, f).toBe(`../../schemas/${ruleset}-scenario.schema.json`);
      expect(schemaMessage(`${ruleset}-scenario`, s, 'scenario'), f).toBeNull();
    }
  });

  it('every golden ruling names its schema and validates against it', () => {
    expect(rulings.length).toBe(scenarios.length);
    for (const f of rulings) {
      const r = read(`${dir}/${f}`);
      expect(r.$schema, f).toBe(`../../schemas/${ruleset}-ruling.schema.json`);
      expect(schemaMessage(`${ruleset}-ruling`, r, 'ruling'), f).toBeNull();
    }
  });
});

describe('simulation specs', () => {
  it('every sims/*.json names the spec schema, validates against it, and is read by cardlaw simulate', () => {
    for (const f of jsonFiles('sims')) {
      const s = read(`sims/${f}`);
      expect(s.$schema, f).toBe('../schemas/sim-spec.schema.json');
      expect(schemaMessage('sim-spec', s, 'spec'), f).toBeNull();
      expect(parseSpec(s).name).toBe(s.name);
    }
  });
});

describe('generated suite cases', () => {
  // every case of the full suites is validated where they are generated (test/suite/support.ts,
  // itPassesOwnJudgeAlongItsPaths); here a small suite, so this file shows it on its own
  it('every case of a Debertz 1x1 suite validates against the suite-case schema (scenario and ruling included)', () => {
    const suite = generateSuite(debertzAdapter, { formats: ['1x1'], readings: 'default', budget: 60 });
    expect(suite.cases.length).toBeGreaterThan(5);
    for (const c of suite.cases) expect(schemaMessage('suite-case', JSON.parse(caseJson(c)), 'case'), c.file).toBeNull();
  }, 240_000);
});

describe('a bad file of each kind is refused by its JSON path', () => {
  const made = () => read('examples/debertz/made-1x1.json');
  const pref = () => read('examples/preferans/d03-after-bidding-started.json');

  it('a Debertz scenario: by `cardlaw judge` (the generated validator) and by Ajv from the schema file, alike', () => {
    const bad = { ...made(), events: [...made().events.slice(0, 3), { seat: 0, play: 'ZZ' }] };
    expect(refusal(bad)).toBe('scenario.events[3].play: "ZZ" is not a card (write e.g. "JH", "10S", "A♦")');
    expect(schemaMessage('debertz-scenario', bad, 'scenario')).toBe(refusal(bad));
  });

  it('a Preferans scenario', () => {
    const s = pref();
    s.events[1] = { seat: 2, whist: 'maybe' };
    expect(refusal(s)).toBe('scenario.events[1].whist: must be one of whist, pass, half-whist, open, closed, got "maybe"');
  });

  it('a Debertz ruling', () => {
    const r = read('examples/debertz/made-1x1.ruling.json');
    r.play.tricks[2].winner = 'seat 1';
    expect(schemaMessage('debertz-ruling', r, 'ruling')).toBe('ruling.play.tricks[2].winner: must be an integer, got "seat 1"');
  });

  it('a Preferans ruling', () => {
    const r = read('examples/preferans/d03-after-bidding-started.ruling.json');
    r.outcome = 'won';
    expect(schemaMessage('preferans-ruling', r, 'ruling')).toMatch(/^ruling\.outcome: must be one of made, failed, .*, got "won"$/);
  });

  it('a suite case: a ruled case whose scenario breaks the scenario schema', () => {
    const suite = { id: 'x', title: 't', ruleset: 'debertz', format: '1x1', readings: {}, ledger: 'start', exercises: { states: [], transitions: [], clauses: [], readings: [] }, path: null };
    const ruled = { ...suite, scenario: { ...made(), dealer: -1 }, expected: read('examples/debertz/made-1x1.ruling.json') };
    expect(schemaMessage('suite-case', ruled, 'case')).toBe('case.scenario.dealer: must be an integer from 0 to 3, got -1');
    // a rejected case's scenario is deliberately impossible: only its verdict's shape is checked
    expect(schemaMessage('suite-case', { ...ruled, expected: { rejected: true, message: 'm', exitCode: 2 } }, 'case')).toBeNull();
    expect(schemaMessage('suite-case', { ...ruled, expected: { rejected: true } }, 'case')).toBe('case.expected.message: required');
  });

  it('a simulation spec', () => {
    const s = read('sims/debertz-2x2.json');
    s.irregularities.signal = 2;
    expect(schemaMessage('sim-spec', s, 'spec')).toBe('spec.irregularities.signal: must be a number from 0 to 1, got 2');
  });
});
