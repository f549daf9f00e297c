import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/harness/sim/run.ts';
import { parseSpec, resolveSpecReadings } from '../../src/harness/sim/spec.ts';
import { debertzSimulator } from '../../src/rulesets/debertz/sim/index.ts';

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

describe('an offence while the cards are being dealt (offenceWhileDealing, seed 19)', () => {
  it('should stop the deal before DEALT with a 6.2.1.8.b or .d cause, through the awaitingDeal IRREGULARITY arrows', async () => {
    // Arrange / Act: 1x1 ties often, so special deals are dealt too
    const ft = await run({ format: '1x1', parties: 200, irregularities: { offenceWhileDealing: 0.3 } });
    const irr = ft.irregularities.get('offenceWhileDealing')!;
    const fired = (id: string) => ft.transitions.get(id)?.deals ?? 0;
    const deals = (clause: string) => ft.clauses.get(clause)?.deals ?? 0;
    // Assert: always possible, so every scheduled one is committed, at the first turn (before any bid)
    expect(irr.committed).toBe(irr.scheduled);
    expect(irr.committed).toBeGreaterThan(0.25 * ft.deals);
    expect(irr.committed).toBeLessThan(0.35 * ft.deals);
    // a normal deal goes to preOrder (DEB-G24), a special deal, whose declarer is known, to the ruling
    expect(fired('awaitingDeal:IRREGULARITY:1')).toBeGreaterThan(0);
    expect(fired('awaitingDeal:IRREGULARITY:0')).toBeGreaterThan(0);
    expect(fired('awaitingDeal:IRREGULARITY:0') + fired('awaitingDeal:IRREGULARITY:1')).toBe(irr.committed);
    expect(fired('awaitingDeal:DEALT:0') + fired('awaitingDeal:DEALT:1')).toBe(ft.deals - irr.committed);
    // each one is a signal (6.2.1.8.b) or exposed cards (6.2.1.8.d), and there are no other offences
    expect(deals('DEB-6.2.1.8.b') + deals('DEB-6.2.1.8.d')).toBe(irr.committed);
    expect(deals('DEB-6.2.1.8.b')).toBeGreaterThan(0);
    expect(deals('DEB-6.2.1.8.d')).toBeGreaterThan(0);
    expect(ft.outcomes.get('pre-order-bayd')!.hits).toBe(fired('awaitingDeal:IRREGULARITY:1'));
    expect(ft.outcomes.get('referee-bayd')!.hits).toBe(fired('awaitingDeal:IRREGULARITY:0'));
  });

  it('should leave every other kind’s draws alone: deals it does not stop replay exactly as without it', () => {
    // Arrange
    const without = parseSpec({ format: '1x2', parties: 30, seed: 19, irregularities: { signal: 0.3, outOfTurnBid: 0.3, revoke: 0.3 } });
    const withIt = parseSpec({ format: '1x2', parties: 30, seed: 19, irregularities: { signal: 0.3, outOfTurnBid: 0.3, revoke: 0.3, offenceWhileDealing: 0.3 } });
    let same = 0;
    let stopped = 0;
    for (let party = 0; party < 30; party++) {
      // Act: the first deal of each party (the same ledger under both specs)
      const a = debertzSimulator.replay(without, resolveSpecReadings(without), '1x2', party, 0, {});
      const b = debertzSimulator.replay(withIt, resolveSpecReadings(withIt), '1x2', party, 0, {});
      const first = (b.scenario.events as Record<string, unknown>[])[0];
      // Assert
      if (first?.while === 'dealing') {
        stopped++;
        expect(b.trail.some((c) => c === 'DEB-6.2.1.8.b' || c === 'DEB-6.2.1.8.d')).toBe(true);
        continue;
      }
      expect(b.scenario.events).toEqual(a.scenario.events);
      expect(b.trail).toEqual(a.trail);
      same++;
    }
    expect(stopped).toBeGreaterThan(0);
    expect(same).toBeGreaterThan(10);
  });

  it('should be validated like every other kind', () => {
    expect(() => parseSpec({ irregularities: { offenceWhileDealing: 2 } })).toThrow('spec.irregularities.offenceWhileDealing: must be a number from 0 to 1, got 2');
    expect(parseSpec({}).irregularities.offenceWhileDealing).toBe(0);
  });
});
