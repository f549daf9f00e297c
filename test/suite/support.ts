/**
 * Helpers for the suite tests: cardlaw's own judge as an in-process implementation (the same
 * JSON in and out as `cardlaw judge -`), implementations with a planted error, and the checks
 * every ruleset's generated suite must pass.
 */
import { expect, it } from 'vitest';
import { catalogueOf } from '../../src/core/statechart/catalogue.ts';
import { judge } from '../../src/harness/judge/judge.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import { traced } from '../../src/harness/suite/attempt.ts';
import { signature } from '../../src/core/suite/candidates.ts';
import { runConformance, type Answer, type Implementation } from '../../src/harness/suite/conform.ts';
import type { GeneratedSuite } from '../../src/harness/suite/generate.ts';
import type { Json, RulesetAdapter } from '../../src/core/suite/types.ts';
import { createSchemaAjv } from '../../scripts/schemaFiles.ts';
import { describeSchemaError, type SchemaError } from '../../src/core/schema/messages.ts';
import { caseJson } from '../../src/harness/suite/write.ts';

/** cardlaw's judge, in-process; `plant` may change the ruling before it is printed. */
export function inProcess(plant: (ruling: Json) => void = () => {}): Implementation {
  return async (scenarioJson: string): Promise<Answer> => {
    try {
      const ruling = JSON.parse(JSON.stringify(judge(JSON.parse(scenarioJson)))) as Json;
      plant(ruling);
      return { code: 0, stdout: JSON.stringify(ruling, null, 2), stderr: '', timedOut: false };
    } catch (e) {
      if (e instanceof InputError) return { code: 2, stdout: '', stderr: `cardlaw: ${e.message}\n`, timedOut: false };
      throw e;
    }
  };
}

type Entry = { side: number; kind: string; amount: number; clause: string };

/** Planted error: the third «Б» costs 50 instead of the 100 of DEB-6.2.1.6. */
export function thirdMarkCostsFifty(r: Json): void {
  for (const e of (r.protocol as Entry[]) ?? []) {
    if (e.clause !== 'DEB-6.2.1.6') continue;
    e.amount = -50;
    (r.penalties as number[])[e.side] -= 50;
    ((r.ledger as Json).after as Json & { scores: number[] }).scores[e.side] += 50;
  }
}

/** Planted error: the implementation never reports where no clause applies. */
export function forgetsSilences(r: Json): void {
  r.silences = [];
}

/**
 * The tests every generated suite passes, registered in the caller's describe (`suite` is read
 * when they run): cardlaw's own judge (in-process) passes every case on the fields the manifest
 * compares, and each case's scenario drives the judge through exactly the transitions the case
 * lists, along its abstract path (the free events aside).
 */
export function itPassesOwnJudgeAlongItsPaths(adapter: RulesetAdapter, suite: () => GeneratedSuite): void {
  it('every case file validates against schemas/suite-case.schema.json (a ruled case\'s scenario and ruling against their own schemas)', () => {
    const validate = createSchemaAjv().getSchema('urn:cardlaw:schema:suite-case')!;
    const bad = suite().cases.flatMap((c) => {
      const file = JSON.parse(caseJson(c)) as unknown;
      return validate(file) ? [] : [`${c.file}: ${describeSchemaError((validate.errors ?? []) as unknown as SchemaError[], file, 'case')}`];
    });
    expect(bad).toEqual([]);
  });
  it("passes cardlaw's own judge on every case", async () => {
    const { cases, manifest } = suite();
    const r = await runConformance(cases, inProcess(), manifest.compared);
    expect(r.results.filter((x) => !x.passed).map((x) => `${x.file}: ${x.diff.join('; ')}`)).toEqual([]);
    expect(r.passed).toBe(cases.length);
  });

  it('drives the judge along each case’s abstract path, through exactly the transitions the case lists', () => {
    const cat = catalogueOf(adapter.machine);
    for (const c of suite().cases) {
      const t = traced(adapter, c.scenario);
      expect([...new Set(t.transitions)].sort(), c.file).toEqual([...c.exercises.transitions].sort());
      if (c.path) expect(signature(cat, t.transitions, adapter.freeEvents), c.file).toBe(signature(cat, c.path.transitions, adapter.freeEvents));
    }
  });
}

/** Every case has a one-line title starting with its format (the scenario's own), and a file numbered in order. */
export function expectTitledAndNumbered(suite: GeneratedSuite): void {
  suite.cases.forEach((c, i) => {
    expect(c.title).not.toMatch(/\n/);
    expect(c.title.startsWith(c.format)).toBe(true);
    expect(c.file.startsWith(String(i + 1).padStart(3, '0') + '-' + c.format)).toBe(true);
    expect(c.scenario.title).toBe(c.title);
  });
}
