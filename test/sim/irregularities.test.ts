import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/sim/run.ts';
import { parseSpec, resolveSpecReadings } from '../../src/sim/spec.ts';
import { debertzSimulator } from '../../src/sim/debertz/index.ts';

const run = async (raw: Record<string, unknown>) => {
  const spec = parseSpec({ parties: 40, seed: 19, ...raw });
  const r = await simulate(spec, { workers: 0 });
  return r.tally.formats.get(spec.formats[0])!;
};

describe('irregularity injection (seed 19)', () => {
  it('should commit failedFirstTrumpBeat only where the obligation constrained the play', async () => {
    for (const reading of ['led-trump', 'first-trump-in-trick']) {
      const ft = await run({ format: '2x2', readings: { 'DEB-G25': reading }, irregularities: { failedFirstTrumpBeat: 1 } });
      const irr = ft.irregularities.get('failedFirstTrumpBeat')!;
      expect(irr.scheduled).toBe(ft.deals); // rate 1: every deal draws it
      expect(irr.committed).toBeGreaterThan(0);
      expect(irr.committed).toBeLessThan(irr.scheduled); // most deals never offer a non-beating card in time
      // each committed one is a 6.2.1.8.c referee bayd (the judge-agreement test checks the cards themselves)
      expect(ft.clauses.get('DEB-6.2.1.8.c')!.deals).toBe(irr.committed);
    }
  });

  it('should commit a revoke only where one was possible, and rule it under DEB-G27', async () => {
    const ft = await run({ format: '1x1', irregularities: { revoke: 1 } });
    const irr = ft.irregularities.get('revoke')!;
    expect(irr.committed).toBeGreaterThan(0);
    expect(irr.committed).toBeLessThan(irr.scheduled);
    expect(ft.silences.get('DEB-G27|no-clause-applies|DEB-6.2.1.8')!.deals).toBe(irr.committed);
    const strict = await run({ format: '1x1', irregularities: { revoke: 1 }, readings: { 'DEB-G27': 'bayd-by-analogy' } });
    expect(strict.outcomes.get('referee-bayd')!.hits).toBe(strict.irregularities.get('revoke')!.committed);
  });

  it('should place first-opportunity irregularities at the first turn they can happen', async () => {
    const ft = await run({ format: '1x2', discovery: 'first-opportunity', irregularities: { signal: 1 } });
    const irr = ft.irregularities.get('signal')!;
    expect(irr.committed).toBe(ft.deals); // a signal is always possible: every deal stops at its first turn
    expect(ft.clauses.get('DEB-6.2.1.8.b')!.deals).toBe(ft.deals);
    expect(ft.outcomes.has('made')).toBe(false);
  });

  it('should deal the same cards whatever the irregularity rates and policies (separate streams)', () => {
    const calm = parseSpec({ format: '2x2', parties: 5, seed: 19 });
    const noisy = parseSpec({ format: '2x2', parties: 5, seed: 19, policies: 'random-legal', irregularities: { signal: 0.5, revoke: 0.5 } });
    for (let party = 0; party < 5; party++) {
      const a = debertzSimulator.replay(calm, resolveSpecReadings(calm), '2x2', party, 0, {});
      const b = debertzSimulator.replay(noisy, resolveSpecReadings(noisy), '2x2', party, 0, {});
      expect(b.scenario.deck).toEqual(a.scenario.deck);
      expect(b.scenario.dealer).toBe(a.scenario.dealer);
    }
  });
});
