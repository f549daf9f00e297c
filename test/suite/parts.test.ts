import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueOf, statesOfRun, transitionId } from '../../src/core/statechart/catalogue.ts';
import { reportCoverage, formatCoverage } from '../../src/harness/coverage/measure.ts';
import { parseCsv, readSimulationReport } from '../../src/harness/coverage/simReport.ts';
import { buildDiagram } from '../../src/harness/diagram/model.ts';
import { toMermaid } from '../../src/harness/diagram/mermaid.ts';
import { signature } from '../../src/core/suite/candidates.ts';
import { compareClauseIds } from '../../src/harness/suite/clauses.ts';
import { diffRulings } from '../../src/core/suite/compare.ts';
import { checkAnswer } from '../../src/harness/suite/conform.ts';
import { debertzAdapter } from '../../src/rulesets/debertz/suite/adapter.ts';
import { caseListing } from '../../src/harness/suite/generate.ts';
import type { SuiteCase } from '../../src/core/suite/types.ts';

const cat = catalogueOf(debertzAdapter.machine);
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-suite-parts-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the machine catalogue', () => {
  it('names each transition source:EVENT:position, uniquely, in the config’s order', () => {
    const ids = cat.transitions.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('ruling.outcome:always:0');
    expect(ids).toContain('awaitingDeal:DEALT:1');
    expect(transitionId('', 'GO', 2)).toBe('(root):GO:2');
  });

  it('counts a compound target’s default child as entered', () => {
    expect([...statesOfRun(cat, ['awaitingDeal:DEALT:1', 'bidding:IRREGULARITY:0'])].sort()).toEqual(['awaitingDeal', 'bidding', 'preOrder']);
    expect(statesOfRun(cat, ['play:PLAY_COMPLETE:0']).has('ruling.outcome')).toBe(true);
  });
});

describe('a path’s signature', () => {
  it('keeps the state-changing steps in order and an unpunished revoke, and drops the tricks', () => {
    const a = signature(cat, ['awaitingDeal:DEALT:1', 'bidding:ORDERED:0', 'play:MELDS:1', 'play:TRICK:0', 'play:IRREGULARITY:0', 'play:PLAY_COMPLETE:0'], debertzAdapter.freeEvents);
    const b = signature(cat, ['awaitingDeal:DEALT:1', 'bidding:ORDERED:0', 'play:IRREGULARITY:0', 'play:TRICK:0', 'play:TRICK:0', 'play:IRREGULARITY:0', 'play:PLAY_COMPLETE:0'], debertzAdapter.freeEvents);
    expect(a).toBe(b);
    expect(a).toBe('awaitingDeal:DEALT:1 > bidding:ORDERED:0 > play:PLAY_COMPLETE:0 | play:IRREGULARITY:0');
  });
});

describe('ruling diffs', () => {
  const expected = { outcome: 'bayd', trail: ['A', 'B'], readings: { 'DEB-G1': 'x', 'DEB-G2': 'y' }, protocol: [{ side: 1, amount: -100 }], ledger: { after: { scores: [1, 2] } } };
  const fields = ['outcome', 'trail', 'readings', 'protocol', 'ledger'];

  it('say nothing when the compared fields agree, whatever the order of readings', () => {
    expect(diffRulings(expected, { ...expected, readings: { 'DEB-G2': 'y', 'DEB-G1': 'x' }, extra: 1 }, fields)).toEqual([]);
  });

  it('give one line per difference, by path', () => {
    const actual = { outcome: 'made', trail: ['A'], readings: { 'DEB-G1': 'x' }, protocol: [{ side: 1, amount: -50 }], ledger: { after: { scores: [1, 3] } } };
    expect(diffRulings(expected, actual, fields)).toEqual([
      'outcome: expected "bayd", got "made"',
      'trail: expected ["A", "B"], got ["A"]',
      'readings.DEB-G2: expected "y", got nothing',
      'protocol[0].amount: expected -100, got -50',
      'ledger.after.scores: expected [1, 2], got [1, 3]',
    ]);
  });
});

describe('checking an answer', () => {
  const ruled = { id: 'x', file: 'x.json', title: 't', expected: { outcome: 'made' } } as unknown as SuiteCase;
  const rejected = { ...ruled, expected: { rejected: true, message: 'scenario.events[3]: …' } } as unknown as SuiteCase;
  const answer = (code: number | null, stdout = '', stderr = '') => ({ code, stdout, stderr, timedOut: false });

  it('passes a rejection when the command exits 2, and fails it when it rules or crashes', () => {
    expect(checkAnswer(rejected, answer(2, '', 'bad'), ['outcome']).passed).toBe(true);
    expect(checkAnswer(rejected, answer(0, '{"outcome":"made"}'), ['outcome']).diff[0]).toMatch(/^expected a rejection \(exit code 2; cardlaw says: scenario\.events\[3\]/);
    expect(checkAnswer(rejected, answer(1, '', 'TypeError'), ['outcome']).passed).toBe(false);
  });

  it('fails a crash, a non-JSON answer and a time out, saying which', () => {
    expect(checkAnswer(ruled, answer(1, '', 'TypeError: x is undefined\n    at …'), ['outcome']).diff).toEqual(['expected a ruling, the command crashed: exit code 1: TypeError: x is undefined']);
    expect(checkAnswer(ruled, answer(0, 'made'), ['outcome']).diff).toEqual(['stdout is not JSON: made']);
    expect(checkAnswer(ruled, { ...answer(null), timedOut: true }, ['outcome']).diff[0]).toMatch(/no answer within the time limit/);
  });
});

describe('the suite progress', () => {
  it('lists the cases under the numbers of their files, not in the order they were found', () => {
    const found: { format: string; overrides: Record<string, string> }[] = [
      { format: '1x2', overrides: {} },
      { format: '1x1', overrides: { 'DEB-G19': 'yes' } },
      { format: '1x1', overrides: {} },
    ];
    const notes = new Map(found.map((a, i) => [a, `found ${i + 1}`]));
    const files = [{ file: '001-1x1-made.json' }, { file: '002-1x1-deferred.json' }, { file: '003-1x2-bayd.json' }];
    expect(caseListing({ formats: ['1x1', '1x2'] }, found, notes, files)).toEqual([
      'cases, as numbered in their files:',
      '  001-1x1-made.json: found 3',
      '  002-1x1-deferred.json: found 2',
      '  003-1x2-bayd.json: found 1',
    ]);
  });
});

describe('clause ids', () => {
  it('sort by number, part by part', () => {
    expect(['DEB-6.2.1.10', 'DEB-6.2.1.8.a', 'DEB-6.2.1.8', 'DEB-6.3', 'DEB-6.2.1.9'].sort(compareClauseIds)).toEqual(['DEB-6.2.1.8', 'DEB-6.2.1.8.a', 'DEB-6.2.1.9', 'DEB-6.2.1.10', 'DEB-6.3']);
  });
});

describe('simulation reports', () => {
  it('parse CSV fields with commas and quotes', () => {
    expect(parseCsv('a,b\n1,"x, ""y"""\r\n2,\n')).toEqual([['a', 'b'], ['1', 'x, "y"'], ['2', '']]);
  });

  it('give state coverage from the transitions that fired', () => {
    writeFileSync(join(tmp, 'run.json'), JSON.stringify({ spec: { ruleset: 'debertz', format: ['1x1', '2x2'], readings: {} }, readings: { 'DEB-G37': 'eldest-leads' }, results: { parties: 2, deals: 5 } }));
    writeFileSync(join(tmp, 'clauses.csv'), 'format,clause,hits,deals\n1x1,DEB-6.3,1,1\n');
    writeFileSync(join(tmp, 'gaps.csv'), 'format,kind,gap,reading\n1x1,consulted,DEB-G37,eldest-leads\n2x2,no-clause-applies,DEB-G27,no-clause\n');
    writeFileSync(join(tmp, 'transitions.csv'), 'format,transition,fires,deals\n1x1,awaitingDeal:DEALT:1,3,3\n2x2,awaitingDeal:DEALT:1,2,2\n2x2,bidding:ALL_PASSED:0,2,2\n');
    const report = readSimulationReport(tmp);
    expect(report.transitions!.get('awaitingDeal:DEALT:1')).toBe(5);
    const cov = reportCoverage(debertzAdapter, report, { 'awaitingDeal:DEALER_EXPOSED_CARD:2': ['DEB-6.3'], 'ruling.protocol:always:0': ['DEB-6.4'] });
    const [states, transitions, clauses, readings] = cov.rows;
    expect(states.covered).toBe(2); // awaitingDeal, bidding
    expect(transitions.covered).toBe(2);
    expect(clauses.missing.map((m) => m.id)).toContain('DEB-6.4');
    expect(clauses.missing.map((m) => m.id)).not.toContain('DEB-6.3');
    expect(readings.missing.map((m) => m.id)).not.toContain('DEB-G37=eldest-leads');
    expect(formatCoverage(cov)).toMatch(/transition play:PLAY_COMPLETE:0 — never fired in this run/);
  });
});

describe('the Mermaid diagram', () => {
  it('has one labelled arrow per transition and an entry arrow per compound state', () => {
    const text = toMermaid(buildDiagram(cat));
    const arrows = text.split('\n').filter((l) => / --> .* : /.test(l));
    expect(arrows).toHaveLength(cat.transitions.length);
    expect(text).toMatch(/\[\*\] --> ruling__outcome/);
    expect(text).not.toMatch(/ : .*;/);
  });
});

describe('the Preferans diagram (no suite adapter yet)', () => {
  it('names, on each arrow, the clauses written on it and those its actions’ code names', async () => {
    const { drawableMachine, actionClauseMap } = await import('../../src/harness/diagram/machines.ts');
    const m = drawableMachine('preferans');
    const pcat = catalogueOf(m.machine);
    const clauseMap = actionClauseMap(m.machine, m.clauses, pcat);
    const model = buildDiagram(pcat, { clauseMap });
    const mermaid = toMermaid(model);
    expect(mermaid.split('\n').filter((l) => / --> .* : /.test(l))).toHaveLength(pcat.transitions.length);
    const tokens = (text: string) => new Set(text.replace(/[()]/g, ' ').split(/\s+/));
    for (const t of pcat.transitions) {
      const label = tokens(model.edges.find((e) => e.id === t.id)!.label);
      for (const c of clauseMap[t.id]) expect(label.has(c), `${t.id} names ${c}`).toBe(true);
    }
    const all = [...new Set(Object.values(clauseMap).flat())];
    expect(all.length).toBeGreaterThan(50);
    const drawn = tokens(mermaid);
    expect(all.filter((c) => !drawn.has(c))).toEqual([]);
  });
});
