/**
 * The Preferans table is the one procedure from cards and choices to the machine's events
 * (src/rulesets/preferans/table.ts): the judge drives it with a scenario's moves, the simulator with
 * its policies. These checks keep the simulator off the judge (issue 11: no judge object and no
 * XState actor on its hot path) and the table off the harness and the judge.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgePreferans } from '../../src/rulesets/preferans/judge/judge.ts';
import { parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import { preferansSimulator } from '../../src/rulesets/preferans/sim/index.ts';
import { parseSpec, resolveSpecReadings } from '../../src/harness/sim/spec.ts';

/** the Preferans judge (src/rulesets/preferans/judge/), as a module of the ruleset imports it */
const judge = (from: string): boolean => from.startsWith('../judge/') || from.startsWith('./judge/');

const importsOf = (dir: string): { file: string; from: string }[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => ({ file: `${dir}/${f}`, from: m[1] })));

describe('The Preferans table', () => {
  it('is what the simulator plays on: no module of the simulator imports the judge or XState', () => {
    const bad = importsOf('src/rulesets/preferans/sim').filter((i) => judge(i.from) || i.from === 'xstate');
    expect(bad).toEqual([]);
  });

  it('imports neither the judge nor the harness', () => {
    const bad = [...importsOf('src/rulesets/preferans/table'), ...importsOf('src/rulesets/preferans').filter((i) => i.file.endsWith('/table.ts'))].filter((i) => judge(i.from) || i.from.includes('harness'));
    expect(bad).toEqual([]);
  });

  it('rules a simulated deal (played once by the policies on the compiled runtime) as the judge rules its scenario on XState', () => {
    const spec = parseSpec({ ...JSON.parse(readFileSync('sims/preferans-sochi.json', 'utf8')), parties: 1 });
    const readings = resolveSpecReadings(spec);
    for (const deal of [0, 1, 2, 3]) {
      const r = preferansSimulator.replay(spec, readings, 'sochi', 0, deal, {});
      const ruling = judgePreferans(parsePreferansScenario(r.scenario));
      expect(ruling.trail).toEqual(r.trail);
      expect(ruling.outcome).toBe(r.outcome);
    }
  });
});
