import { describe, expect, it, beforeAll } from 'vitest';
import { catalogueOf } from '../../src/core/statechart/catalogue.ts';
import { abstractSpace } from '../../src/core/suite/candidates.ts';
import { runConformance } from '../../src/harness/suite/conform.ts';
import { generateSuite, type GeneratedSuite } from '../../src/harness/suite/generate.ts';
import { preferansAdapter } from '../../src/rulesets/preferans/suite/adapter.ts';
import { dealWith } from '../../src/rulesets/preferans/suite/deal.ts';
import { WRONG_COUNTS } from '../../src/rulesets/preferans/suite/abstraction.ts';
import { suiteAdapter } from '../../src/rulesets/adapters.ts';
import { createRng } from '../../src/core/cards/rng.ts';
import type { Json, RulesetAdapter } from '../../src/core/suite/types.ts';
import { expectTitledAndNumbered, forgetsSilences, inProcess, itPassesOwnJudgeAlongItsPaths } from './support.ts';

/**
 * The Preferans suite as `cardlaw suite --ruleset preferans --format sochi,leningrad` writes it,
 * every reading: each variant's own suite in turn (the adapter covers every format on its own,
 * `coverEachFormat`). Generated once (about 20 s); `suite` is its Sochi part, which is the whole
 * of `--format sochi` (the same cases, numbered from 001), shared by every test below but the
 * Leningrad ones, which read `len`, its Leningrad part.
 */
const adapter = preferansAdapter;
const cat = catalogueOf(adapter.machine);

/**
 * Readings covered, of the total: every reading of every gap that can act in Sochi (PREF-G8 and
 * PREF-C13 act only at Leningrad prices, PREF-C23 only under gentleman's whist, and PREF-C21 in no
 * deal, so they are not counted: docs/conformance.md, "Preferans").
 */
const READINGS = [158, 158];

/** The same in Leningrad: PREF-G8, PREF-C13 and PREF-C23 count, PREF-C6 (greedy whist only) does not. */
const LENINGRAD_READINGS = [162, 162];

/** One variant's part of a suite of several, with that variant's own figures (`byFormat`). */
function part(all: GeneratedSuite, format: string): GeneratedSuite {
  const m = all.manifest;
  return {
    cases: all.cases.filter((c) => c.format === format),
    manifest: { ...m, formats: [format], cases: m.cases.filter((c) => c.format === format), coverage: m.byFormat![format] },
  };
}

let both: GeneratedSuite;
let suite: GeneratedSuite;
let len: GeneratedSuite;
beforeAll(() => {
  both = generateSuite(adapter, { formats: ['sochi', 'leningrad'] });
  suite = part(both, 'sochi');
  len = part(both, 'leningrad');
}, 300_000);

type Entry = { clause: string; amount: number };

/** Planted error: the «без двух» of PCR-2.1 written at half its amount. */
function halvesTwoDown(r: Json): void {
  for (const e of (r.entries as Entry[]) ?? []) if (e.clause === 'PCR-2.1') e.amount /= 2;
}

describe('the generated Preferans suite (every reading)', () => {
  it('is registered for `cardlaw suite --ruleset preferans`', () => {
    expect(suiteAdapter('preferans')).toBe(adapter);
  });

  it('reaches every state and every transition with its abstract paths', () => {
    const a = suite.manifest.abstract;
    expect(a.states.missing).toEqual([]);
    expect(a.transitions.total).toBe(cat.transitions.length);
    expect(a.transitions.missing.map((m) => m.id)).toEqual([]);
  });

  it('covers every state, every clause and the readings figure with real scenarios', () => {
    const c = suite.manifest.coverage;
    expect([c.states.covered, c.states.total, c.states.missing]).toEqual([cat.states.length, cat.states.length, []]);
    expect([c.clauses.covered, c.clauses.percent, c.clauses.missing]).toEqual([c.clauses.total, 100, []]);
    expect(c.clauses.total).toBeGreaterThanOrEqual(58);
    expect([c.readings.covered, c.readings.total, c.readings.missing]).toEqual([...READINGS, []]);
  });

  it('takes every transition with a real scenario', () => {
    const t = suite.manifest.coverage.transitions;
    expect([t.covered, t.total, t.percent, t.missing]).toEqual([cat.transitions.length, cat.transitions.length, 100, []]);
  });

  it('claims a revoke in the last trick once play is over, from a long hand nobody noticed (CODE 3.9.21)', () => {
    for (const id of ['played:IRREGULARITY:0', 'played:IRREGULARITY:5']) {
      const cases = suite.cases.filter((c) => c.exercises.transitions.includes(id));
      expect(cases.length, id).toBeGreaterThan(0);
      for (const c of cases) {
        const events = c.scenario.events as Json[];
        expect((c.scenario.hands as string[][]).map((h) => h.length).sort((a, b) => a - b), c.file).toEqual([9, 10, 11]);
        expect(events.some((e) => e.discover !== undefined), c.file).toBe(false);
        expect(events.at(-2), c.file).toEqual({ irregularity: 'revoke', seat: 2 });
        expect(c.expected.trail, c.file).toEqual(['CODE-3.9.21']);
      }
    }
  });

  it('counts no reading of a gap that acts only in Leningrad (PREF-G8, PREF-C13)', () => {
    const tags = suite.cases.flatMap((c) => c.exercises.readings);
    for (const gap of ['PREF-G8', 'PREF-C13']) {
      expect(adapter.gapApplies(gap, 'sochi'), gap).toBe(false);
      expect(adapter.gapApplies(gap, 'leningrad'), gap).toBe(true);
      expect(tags.filter((t) => t.startsWith(`${gap}=`)), gap).toEqual([]);
    }
  });

  itPassesOwnJudgeAlongItsPaths(adapter, () => suite);

  it('gives every case a one-line title starting with the variant and a numbered file', () => {
    expectTitledAndNumbered(suite);
  });
});

describe('the generated Preferans suite for Leningrad (every reading)', () => {
  it('follows Sochi in a run of both: each variant covered on its own, numbered on', () => {
    expect(adapter.formats).toEqual(['sochi', 'leningrad', 'rostov']);
    expect(both.manifest.formats).toEqual(['sochi', 'leningrad']);
    expect(both.cases.map((c) => c.format)).toEqual([...suite.cases.map(() => 'sochi'), ...len.cases.map(() => 'leningrad')]);
    expectTitledAndNumbered(both);
    expect(Object.keys(both.manifest.byFormat!)).toEqual(['sochi', 'leningrad']);
    // together: every reading of either variant (PREF-C6 from Sochi, PREF-G8, PREF-C13 and PREF-C23 from Leningrad)
    const r = both.manifest.coverage.readings;
    expect([r.covered, r.total, r.missing]).toEqual([164, 164, []]);
  });

  it('covers every state, transition and clause, and every reading of a gap that can act in Leningrad', () => {
    const c = len.manifest.coverage;
    expect([c.states.covered, c.states.total, c.states.missing]).toEqual([cat.states.length, cat.states.length, []]);
    expect([c.transitions.covered, c.transitions.total, c.transitions.missing]).toEqual([cat.transitions.length, cat.transitions.length, []]);
    expect([c.clauses.covered, c.clauses.percent, c.clauses.missing]).toEqual([c.clauses.total, 100, []]);
    expect(c.clauses.total).toBeGreaterThanOrEqual(58);
    expect([c.readings.covered, c.readings.total, c.readings.missing]).toEqual([...LENINGRAD_READINGS, []]);
  });

  it('has every scenario played at Leningrad prices', () => {
    expect(len.cases.length).toBeGreaterThan(0);
    for (const c of len.cases) {
      expect(c.format, c.file).toBe('leningrad');
      expect(c.scenario.variant, c.file).toBe('leningrad');
    }
  });

  it('exercises both readings of PREF-G8 and PREF-C13, and none of PREF-C6 (greedy whist only)', () => {
    const tags = new Set(len.cases.flatMap((c) => c.exercises.readings));
    for (const tag of ['PREF-G8=variant-rate', 'PREF-G8=contract-price', 'PREF-C13=contract-price', 'PREF-C13=double-price']) expect(tags.has(tag), tag).toBe(true);
    expect([...tags].filter((t) => t.startsWith('PREF-C6=')), 'PREF-C6').toEqual([]);
    expect(adapter.gapApplies('PREF-C6', 'leningrad')).toBe(false);
    expect(adapter.gapApplies('PREF-C7', 'rostov')).toBe(false);
    for (const gap of ['PREF-G8', 'PREF-C13']) expect(adapter.gapApplies(gap, 'rostov'), gap).toBe(false);
  });

  itPassesOwnJudgeAlongItsPaths(adapter, () => len);
});

describe('the Preferans conformance runner catches a planted error', () => {
  it('the «без двух» of PCR-2.1 at half: exactly the cases writing it fail, each on its entries', async () => {
    // Arrange
    const writes = (c: { expected: Json }) => ((c.expected.entries as Entry[] | undefined) ?? []).some((e) => e.clause === 'PCR-2.1');
    const expected = suite.cases.filter(writes).map((c) => c.id);
    // Act
    const r = await runConformance(suite.cases, inProcess(halvesTwoDown), suite.manifest.compared);
    // Assert
    expect(expected.length).toBeGreaterThan(0);
    expect(r.results.filter((x) => !x.passed).map((x) => x.id)).toEqual(expected);
    for (const x of r.results.filter((y) => !y.passed)) expect(x.diff.some((d) => /^entries\[\d+\]\.amount: expected /.test(d)), x.diff.join('\n')).toBe(true);
  });

  it('an implementation that reports no silences: exactly the cases with a silence fail', async () => {
    const expected = suite.cases.filter((c) => ((c.expected.silences as unknown[] | undefined) ?? []).length > 0).map((c) => c.id);
    const r = await runConformance(suite.cases, inProcess(forgetsSilences), suite.manifest.compared);
    expect(expected.length).toBeGreaterThan(0);
    expect(r.results.filter((x) => !x.passed).map((x) => x.id)).toEqual(expected);
  });
});

describe('seeded wrong-count deals', () => {
  it('deal every configuration with the counts it names, every card exactly once', () => {
    for (const [name, w] of Object.entries(WRONG_COUNTS)) {
      for (const players of [3, 4]) {
        // Act
        const d = dealWith(players, w, createRng(7));
        // Assert
        const seats = players === 4 ? [1, 2, 3] : [1, 2, 0];
        expect(seats.map((s) => d.hands[s].length), name).toEqual([...w.counts]);
        expect(d.talon.length, name).toBe(w.talon ?? 2);
        const all = [...d.hands.flat(), ...d.talon, ...d.floor, ...d.floorFaceUp, ...d.otherDeck, ...d.lost];
        expect(new Set(all).size, name).toBe(32);
        expect(all.length, name).toBe(32);
        if (w.found === 'other-deck') expect(d.otherDeck.length, name).toBeGreaterThan(0);
        if (w.found === 'not-found') expect(d.lost.length, name).toBeGreaterThan(0);
        if (w.faceUp) expect(d.floorFaceUp.length, name).toBeGreaterThan(0);
      }
    }
  });
});

describe('determinism', () => {
  it('the same abstract path gives the same candidate scenarios, byte for byte (the generator above it is deterministic: test/suite/generate.test.ts)', () => {
    // Arrange: a spread of the suite's own paths
    const paths = suite.cases.filter((c) => c.path && Object.keys(c.readings).length === 0).slice(0, 25);
    const space = abstractSpace(adapter, ['sochi'], 'default', () => true);
    const firsts = () =>
      paths.map((c) => {
        const cand = space.candidates.find((x) => JSON.stringify(x.path.transitions) === JSON.stringify(c.path!.transitions) && x.ledger.name === c.ledger)!;
        const src = (adapter as RulesetAdapter).candidates({ format: cand.format, overrides: cand.overrides, readings: cand.readings, ledger: cand.ledger, path: cand.path });
        if ('impossible' in src) return src.impossible;
        return JSON.stringify(src[Symbol.iterator]().next().value);
      });
    // Act
    const a = firsts();
    const b = firsts();
    // Assert
    expect(a.length).toBe(25);
    expect(b).toEqual(a);
  });
});
