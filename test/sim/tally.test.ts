import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTally, mergeTally, type Tally } from '../../src/core/report/tally.ts';
import { tallyFromJson, tallyToJson } from '../../src/harness/report/tallyJson.ts';
import { FormatAccumulator } from '../../src/core/report/tallyAccumulator.ts';
import { joinPath } from '../../src/harness/sim/batch.ts';
import { wilson } from '../../src/harness/report/csvStats.ts';

/** A random small tally, built the way the driver builds one. */
const tallyArb = fc
  .array(
    fc.record({
      format: fc.constantFrom('1x1', '2x2'),
      party: fc.nat(50),
      deals: fc.array(fc.record({ trail: fc.array(fc.constantFrom('A', 'B', 'C'), { maxLength: 3 }), effect: fc.integer({ min: -200, max: 300 }), decl: fc.boolean(), outcome: fc.constantFrom('made', 'bayd'), ok: fc.boolean() }), { minLength: 1, maxLength: 4 }),
    }),
    { maxLength: 6 },
  )
  .map((parties) => {
    const t = createTally('debertz');
    for (const p of parties) {
      const acc = new FormatAccumulator(p.format, ['inv'], ['revoke']);
      p.deals.forEach((d, i) => {
        acc.beginDeal(p.party * 1024 + i);
        for (const c of d.trail) acc.clause(c);
        acc.consult(`G1=${d.outcome}`);
        acc.endDeal(d.outcome, d.decl, d.effect);
        acc.check(0, d.decl, d.ok, () => `deal ${i}`);
        acc.irregularity(0, d.ok);
      });
      acc.endParty(p.deals.length, 'target');
      mergeTally(t, { ruleset: 'debertz', formats: new Map([[p.format, acc.toFormatTally(joinPath)]]) });
    }
    return t;
  });

const bytes = (t: Tally) => JSON.stringify(tallyToJson(t));
const merged = (...ts: Tally[]) => ts.reduce((into, t) => mergeTally(into, tallyFromJson(tallyToJson(t), 't')), createTally('debertz'));

describe('tallies', () => {
  it('should merge associatively and commutatively', () => {
    fc.assert(
      fc.property(tallyArb, tallyArb, tallyArb, (a, b, c) => {
        expect(bytes(merged(a, b, c))).toBe(bytes(merged(c, a, b)));
        expect(bytes(merged(merged(a, b), c))).toBe(bytes(merged(a, merged(b, c))));
      }),
      { seed: 7, numRuns: 150 },
    );
  });

  it('should survive the JSON round trip of a shard file', () => {
    fc.assert(
      fc.property(tallyArb, (t) => {
        expect(bytes(tallyFromJson(JSON.parse(bytes(t)), 't'))).toBe(bytes(t));
      }),
      { seed: 8, numRuns: 100 },
    );
  });

  it('should give Wilson intervals that contain the share and shrink with n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const [lo, hi] = wilson(k, n);
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
        const [lo4, hi4] = wilson(4 * k, 4 * n);
        expect(hi4 - lo4).toBeLessThan(hi - lo + 1e-12);
      }),
      { seed: 9 },
    );
  });
});
