import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUSES_COLUMNS, INVARIANTS_COLUMNS, OUTCOMES_COLUMNS, PATHS_COLUMNS } from '../../src/harness/report/csvReport.ts';
import { judgePreferans } from '../../src/rulesets/preferans/judge/judge.ts';
import { parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { runBatch } from '../../src/harness/sim/batch.ts';
import { PREFERANS_INVARIANTS } from '../../src/rulesets/preferans/sim/invariants.ts';
import { preferansSimulator } from '../../src/rulesets/preferans/sim/index.ts';
import { parseSpec, resolveSpecReadings } from '../../src/harness/sim/spec.ts';
import { captureIo, expectOnlyCapViolations, parseCsv, reportFiles, tempDir } from './support.ts';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import type { PreferansContext } from '../../src/rulesets/preferans/machine/context.ts';
import { AuditDifference } from '../../src/harness/sim/pool.ts';
import { simulate } from '../../src/harness/sim/run.ts';

// Short games: a deal cap of 40 (the pool of 50 takes ~100 deals), high wrong-count rates.
const RATES = ['wrongCountHand', 'wrongCountTalon', 'wrongCountFloor', 'wrongCountFloorFaceUp', 'wrongCountOtherDeck', 'wrongCountLost', 'longHandShortTalon'].flatMap((k) => ['--rate', `${k}=0.03`]);
const SPEC = ['sims/preferans-sochi.json', '--parties', '4', '--batch-parties', '1', '--max-deals', '40', '--seed', '11', '--quiet', ...RATES];

describe('Preferans simulation (seed 11)', () => {
  const tmp = tempDir('preferans');
  const dir = (name: string) => join(tmp.path, name);
  beforeAll(async () => {
    // the deal cap of 40 cuts parties short: party-terminates is violated, a finding (exit 1)
    for (const w of ['1', '2']) {
      const each = captureIo();
      expectOnlyCapViolations(await simulateCommandAsync([...SPEC, '--workers', w, '--out', dir(`w${w}`)], each), each.stderr());
    }
  }, 60_000);
  afterAll(() => tmp.cleanup());
  const csv = (name: string) => parseCsv(readFileSync(join(dir('w1'), name), 'utf8'));

  it('should write byte-identical reports with 1 and 2 worker threads', () => {
    const one = reportFiles(dir('w1'));
    expect(Object.keys(one)).toEqual(['.cardlaw-report.json', 'clauses.csv', 'gaps.csv', 'invariants.csv', 'outcomes.csv', 'paths.csv', 'run.json', 'transitions.csv']);
    expect(reportFiles(dir('w2'))).toEqual(one);
  });

  it('should give path and outcome shares that sum to 1, each inside its Wilson interval', () => {
    const paths = csv('paths.csv');
    expect(paths.header).toEqual(PATHS_COLUMNS);
    expect(paths.rows.length).toBeGreaterThan(1);
    expect(Math.abs(paths.rows.reduce((a, r) => a + Number(r.share), 0) - 1)).toBeLessThan(1e-5);
    const outcomes = csv('outcomes.csv');
    expect(outcomes.header).toEqual(OUTCOMES_COLUMNS);
    const deals = outcomes.rows.filter((r) => r.level === 'deal');
    expect(Math.abs(deals.reduce((a, r) => a + Number(r.share), 0) - 1)).toBeLessThan(1e-5);
    for (const r of [...paths.rows, ...outcomes.rows]) {
      expect(Number(r.share_low95)).toBeLessThanOrEqual(Number(r.share));
      expect(Number(r.share)).toBeLessThanOrEqual(Number(r.share_high95));
    }
    expect(new Set(deals.map((r) => r.outcome))).toContain('made');
    expect(new Set(deals.map((r) => r.outcome))).toContain('all-pass');
  });

  it('should cite wrong-count clauses and check every invariant with zero violations', () => {
    const clauses = csv('clauses.csv');
    expect(clauses.header).toEqual(CLAUSES_COLUMNS);
    expect(clauses.rows.some((r) => r.clause.startsWith('PCR-'))).toBe(true);
    const inv = csv('invariants.csv');
    expect(inv.header).toEqual(INVARIANTS_COLUMNS);
    expect(inv.rows.map((r) => r.invariant)).toEqual(PREFERANS_INVARIANTS.map((i) => i.id));
    for (const r of inv.rows) {
      expect(Number(r.checks), r.invariant).toBeGreaterThan(0);
      // the deal cap of 40 stops these games on purpose: party-terminates is checked on whole games below
      if (r.invariant !== 'party-terminates') expect(Number(r.violations), `${r.invariant}: ${r.first_message}`).toBe(0);
    }
    const run = JSON.parse(readFileSync(join(dir('w1'), 'run.json'), 'utf8'));
    expect(JSON.stringify(run)).toContain('wrongCountHand');
  });
});

describe('Preferans replay', () => {
  it('should give back a scenario the judge rules exactly as the simulation did', () => {
    const spec = parseSpec({ ruleset: 'preferans', policies: { bidding: 'trick-estimate', play: 'simple' }, parties: 1, seed: 5, maxDealsPerParty: 12, irregularities: { wrongCountHand: 0.3 } });
    const readings = resolveSpecReadings(spec);
    for (const deal of [0, 5, 11]) {
      const r = preferansSimulator.replay(spec, readings, 'sochi', 0, deal, {});
      const ruling = judgePreferans(parsePreferansScenario(r.scenario));
      expect(ruling.trail).toEqual(r.trail);
      expect(ruling.outcome).toBe(r.outcome);
      expect(r.violations).toEqual([]);
    }
  });

  it('should play whole games to the closing of the pools', () => {
    const spec = parseSpec({ ruleset: 'preferans', policies: { bidding: 'trick-estimate', play: 'simple' }, parties: 1, seed: 9, maxDealsPerParty: 400 });
    const r = runBatch({ spec, format: 'sochi', index: 0, from: 0, to: 1, audit: 0, engine: 'compiled' });
    const ft = r.tally.formats.get('sochi')!;
    expect([...ft.partyEnds.keys()]).toEqual(['pool-closed']);
    for (const [id, s] of ft.invariants) expect(s.violations, `${id}: ${s.firstMessage}`).toBe(0);
  });
});

describe('Preferans simulation engines: the compiled runtime and XState rule alike', () => {
  const spec = parseSpec({
    ruleset: 'preferans',
    policies: { bidding: 'trick-estimate', play: 'simple' },
    parties: 3,
    seed: 21,
    maxDealsPerParty: 25,
    irregularities: { wrongCountHand: 0.08, wrongCountTalon: 0.05, wrongCountFloorFaceUp: 0.05, wrongCountLost: 0.05, longHandShortTalon: 0.05 },
  });
  const tmp = tempDir('preferans-engines');
  afterAll(() => tmp.cleanup());

  it('should write the same tallies with --engine xstate as with the compiled runtime (which alone counts transitions)', async () => {
    const base = ['sims/preferans-sochi.json', '--parties', '3', '--seed', '21', '--max-deals', '25', '--rate', 'wrongCountHand=0.08', '--rate', 'longHandShortTalon=0.05', '--workers', '0', '--quiet'];
    for (const [engine, out] of [[[], 'c'], [['--engine', 'xstate'], 'x']] as const) {
      const each = captureIo();
      expectOnlyCapViolations(await simulateCommandAsync([...base, ...engine, '--out', join(tmp.path, out)], each), each.stderr());
    }
    const c = reportFiles(join(tmp.path, 'c'));
    const x = reportFiles(join(tmp.path, 'x'));
    for (const f of ['paths.csv', 'clauses.csv', 'gaps.csv', 'invariants.csv', 'outcomes.csv']) expect(x[f], f).toBe(c[f]);
    expect(c['transitions.csv']).toBeDefined();
    const fired = parseCsv(c['transitions.csv']).rows.filter((r) => Number(r.fires) > 0);
    expect(fired.length).toBeGreaterThan(20);
  }, 60_000);

  it('should find no difference when every deal is audited', async () => {
    const r = await simulate(spec, { workers: 0, audit: 1 });
    expect(r.deals).toBeGreaterThan(40);
  }, 60_000);

  it('should stop with both traces on the first difference', async () => {
    // a runtime built from a machine that forgets to count the deal: XState (the real machine) disagrees
    const machine = { ...preferansMachine, actions: { ...preferansMachine.actions, recordDeal: (ctx: PreferansContext) => void ctx } };
    const run = simulate(spec, { workers: 0, audit: 1, engineOptions: { machine } });
    await expect(run).rejects.toBeInstanceOf(AuditDifference);
    const e = (await run.catch((x) => x)) as AuditDifference;
    expect(e.dealId).toMatch(/^sochi:0:0$/);
    expect(e.message).toContain('XState:');
    expect(e.message).toContain('compiled runtime:');
  });
});
