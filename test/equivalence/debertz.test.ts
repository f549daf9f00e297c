import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { debertzMachine } from '../../machines/debertz.ts';
import { initialContext } from '../../machines/debertz.context.ts';
import type { DebertzEvent, IrregularityKind } from '../../machines/debertz.events.ts';
import { FORMATS, formatOf } from '../../src/debertz/format.ts';
import { DEBERTZ_GAPS } from '../../src/regulation/debertz/gaps.ts';
import { resolveReadings } from '../../src/regulation/readings.ts';
import { compile } from '../../src/statechart/compile.ts';
import { assertEquivalent } from '../../src/statechart/equivalence.ts';
import { BACKENDS } from './backends.ts';

/**
 * The simulator runs a table compiled from the machine definition; the judge runs XState. This
 * property drives both with the same random event sequences — whole parties of deals with
 * irregularities at random moments, under random readings and ledgers — and demands the same
 * state value and context after every event.
 */
const SEED = 20261202;
const table = compile(debertzMachine);
const KINDS: IrregularityKind[] = ['outOfTurn', 'signal', 'failedFirstTrumpBeat', 'exposedCards', 'revoke'];

const readingsArb = fc.record(
  Object.fromEntries(DEBERTZ_GAPS.filter((g) => g.status === 'switch').map((g) => [g.id, fc.constantFrom(...g.readings.map((r) => r.id))])),
);

function eventArb(players: number): fc.Arbitrary<DebertzEvent> {
  const seat = fc.integer({ min: 0, max: players - 1 });
  const perSeat = (max: number) => fc.array(fc.integer({ min: 0, max }), { minLength: players, maxLength: players });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<DebertzEvent>({ type: 'DEALT' }) },
    { weight: 1, arbitrary: fc.constant<DebertzEvent>({ type: 'DEALER_EXPOSED_CARD' }) },
    { weight: 3, arbitrary: seat.map<DebertzEvent>((s) => ({ type: 'ORDERED', declarer: s })) },
    { weight: 1, arbitrary: fc.constant<DebertzEvent>({ type: 'ALL_PASSED' }) },
    { weight: 2, arbitrary: fc.record({ declared: perSeat(3).map((a) => a.map((x) => x * 20)), deberc: fc.integer({ min: -12, max: players - 1 }) }).map<DebertzEvent>((r) => ({ type: 'MELDS', declared: r.declared, debercSeat: Math.max(-1, r.deberc) })) },
    { weight: 8, arbitrary: fc.record({ winner: seat, points: fc.integer({ min: 0, max: 45 }) }).map<DebertzEvent>((r) => ({ type: 'TRICK', ...r })) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom(...KINDS), seat, unplayed: fc.integer({ min: 0, max: 162 }) }).map<DebertzEvent>((r) => ({ type: 'IRREGULARITY', ...r })) },
    { weight: 3, arbitrary: perSeat(1).map<DebertzEvent>((p) => ({ type: 'PLAY_COMPLETE', passed: p.map((x) => x * 20) })) },
  );
}

const caseArb = fc.constantFrom(...FORMATS).chain((id) => {
  const f = formatOf(id);
  const perSide = (max: number) => fc.array(fc.integer({ min: 0, max }), { minLength: f.sides, maxLength: f.sides });
  return fc.record({
    format: fc.constant(id),
    readings: readingsArb,
    ledger: fc.record({
      scores: perSide(480),
      marks: perSide(4),
      pot: fc.integer({ min: 0, max: 120 }),
      potDeclarer: fc.integer({ min: -1, max: f.players - 1 }),
      dealer: fc.integer({ min: 0, max: f.players - 1 }),
    }),
    events: fc.array(eventArb(f.players), { minLength: 1, maxLength: 80 }),
  });
});

// The same property for each compiled runtime: the table interpreter and the generated code.
describe.each(BACKENDS)(`debertz machine: XState actor ≡ %s runtime (seed ${SEED})`, (backend) => {
  const reached = new Set<string>();
  const outcomes = new Set<string>();
  test.prop([caseArb], { seed: SEED, numRuns: 300 })('same state value and context after every event', ({ format, readings, ledger, events }) => {
    const r = resolveReadings(DEBERTZ_GAPS, readings);
    const l = { ...ledger, pot: ledger.potDeclarer >= 0 ? ledger.pot : 0 };
    const ctx = initialContext(formatOf(format), r, l);
    const result = assertEquivalent(debertzMachine, ctx, events, { table, backend });
    expect(result.eventsProcessed).toBeGreaterThan(0);
    reached.add(result.done ? 'over' : JSON.stringify(result.value));
    for (const o of [result.context.outcome]) outcomes.add(o);
  });

  // the property is only as good as the places it reaches: a whole party's worth of outcomes
  test('the random sequences reach every outcome and the end of the party', () => {
    expect([...outcomes].sort()).toEqual(['bayd', 'deberc', 'deferred', 'made', 'pending', 'pre-order-bayd', 'redeal', 'referee-bayd'].sort());
    expect(reached.has('over')).toBe(true);
  });
});
