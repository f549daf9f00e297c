/**
 * The battery every ruleset passes (OpenSpiel's pattern: one set of generic tests, run on every
 * game through the one interface the harness knows, src/core/ruleset.ts). A third ruleset added to
 * src/rulesets/index.ts is tested here without a line of new test code:
 * - golden playthroughs: a few seeded parties under every reading set, deal by deal, equal to the
 *   files under test/golden/playthroughs/ (`npm run golden:update` rewrites them);
 * - random playthroughs keep every invariant the ruleset declares;
 * - the two engines (the compiled runtime and a real XState actor) give the same tally;
 * - a simulated deal written as a scenario survives a JSON round trip and the judge rules it on
 *   the path the simulator took (the scenario format says everything the table needed);
 * - every example scenario rules to its golden ruling.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/rulesets/index.ts';
import { simulate } from '../../src/harness/sim/run.ts';
import { tallyToJson } from '../../src/harness/report/tallyJson.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';
import { playthrough, playthroughFile, playthroughSpec, PLAYTHROUGH_ROOT, readingSets } from './playthrough.ts';
import { EXAMPLES_ROOT, exampleScenarioFiles, goldenJsonOf } from '../support/examples.ts';

const UPDATE = 'npm run golden:update';

describe.each(Object.values(RULESETS))('the ruleset battery: $id', (r) => {
  const sets = readingSets(r);

  it('has a golden playthrough for exactly its reading sets', () => {
    const dir = fileURLToPath(new URL(`${r.id}/`, PLAYTHROUGH_ROOT));
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    expect(files).toEqual(sets.map((s) => `${s.name}.txt`).sort());
    expect(sets.length).toBeGreaterThan(1);
  });

  it('plays every reading set exactly as its golden playthrough (else: review the diff, then ' + UPDATE + ')', async () => {
    const differ: string[] = [];
    for (const set of sets) {
      const file = playthroughFile(r.id, set.name);
      const golden = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if ((await playthrough(r, set)) !== golden) differ.push(set.name);
    }
    expect(differ).toEqual([]);
  }, 120_000);

  it('keeps every invariant it declares on random playthroughs', async () => {
    const spec = await playthroughSpec(r, {});
    const { tally } = await simulate({ ...spec, parties: 4 }, { workers: 0 });
    const checked = [...tally.formats.values()].flatMap((f) => [...f.invariants.entries()]);
    expect(checked.length).toBeGreaterThan(0);
    for (const [id, s] of checked) {
      // a party stopped by the spec's deal cap is reported, not a rule broken (reports/README.md)
      if (id === 'party-terminates') continue;
      expect(s.violations, `${r.id} ${id}: ${s.firstMessage}`).toBe(0);
    }
    expect(new Set(checked.map(([id]) => id))).toEqual(new Set(r.simulator.invariants.map((i) => i.id)));
  }, 120_000);

  it('gives the same tally on the compiled runtime and on a real XState actor', async () => {
    const spec = { ...(await playthroughSpec(r, {})), parties: 1, maxDealsPerParty: 12 };
    const compiled = await simulate(spec, { workers: 0, engine: 'compiled' });
    const xstate = await simulate(spec, { workers: 0, engine: 'xstate' });
    expect(compiled.deals).toBeGreaterThan(0);
    // everything but the per-transition counts, which only the compiled runtime keeps (transitions.csv)
    const ruled = (t: typeof compiled.tally) => JSON.stringify(tallyToJson(t).formats.map((f) => ({ ...f, transitions: [] })));
    expect(ruled(xstate.tally)).toBe(ruled(compiled.tally));
  }, 120_000);

  it('writes a simulated deal as a scenario that survives JSON and rules on the simulator’s path', async () => {
    const spec = await playthroughSpec(r, {});
    const readings = resolveReadings(r.regulation.gaps, spec.readings);
    let ruled = 0;
    for (const format of spec.formats.slice(0, 2)) {
      // the deals party 0 really has (a deberc may end it early)
      const stepper = r.simulator.rerule!(spec, readings, format, {});
      stepper.start(0);
      let deals = 0;
      while (deals < 6 && !stepper.over) stepper.deal(deals++);
      for (let deal = 0; deal < deals; deal++) {
        const replayed = r.simulator.replay(spec, readings, format, 0, deal, {});
        const text = JSON.stringify(replayed.scenario);
        const ruling = r.judging.judge(r.judging.parseScenario(JSON.parse(text))) as { trail: readonly string[]; outcome: string };
        expect(ruling.trail, `${replayed.dealId}`).toEqual(replayed.trail);
        // the judge is a function of the scenario: the same text, the same ruling, byte for byte
        expect(JSON.stringify(r.judging.judge(r.judging.parseScenario(JSON.parse(text))))).toBe(JSON.stringify(ruling));
        ruled++;
      }
    }
    expect(ruled).toBeGreaterThan(0);
  }, 120_000);

  it('rules every example scenario to its golden ruling', () => {
    const files = exampleScenarioFiles(r.id);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const dir = `${EXAMPLES_ROOT}/${r.id}`;
      const ruling = r.judging.judge(r.judging.parseScenario(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'))));
      // the golden file names its schema ($schema); the judge's answer does not carry it
      const { $schema, ...golden } = JSON.parse(readFileSync(`${dir}/${goldenJsonOf(f)}`, 'utf8')) as Record<string, unknown>;
      expect($schema, f).toBe(`../../schemas/${r.id}-ruling.schema.json`);
      expect(JSON.stringify(ruling, null, 2), f).toBe(JSON.stringify(golden, null, 2));
    }
  });
});
