/**
 * The Debertz machine's random cases — whole parties of deals with irregularities at random moments,
 * under random readings and ledgers — shared by the equivalence property (debertz.test.ts) and
 * bench/statechart.bench.ts (the same streams timed on each compiled runtime).
 */
import fc from 'fast-check';
import { initialContext, type DebertzContext } from '../../src/rulesets/debertz/machine/context.ts';
import type { DebertzEvent, IrregularityKind } from '../../src/rulesets/debertz/machine/events.ts';
import { FORMATS, formatOf } from '../../src/rulesets/debertz/mechanics/format.ts';
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';

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

export const caseArb = fc.constantFrom(...FORMATS).chain((id) => {
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

export type DebertzCase = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** The initial context of a case. */
export function contextOf({ format, readings, ledger }: DebertzCase): DebertzContext {
  const r = resolveReadings(DEBERTZ_GAPS, readings);
  const l = { ...ledger, pot: ledger.potDeclarer >= 0 ? ledger.pot : 0 };
  return initialContext(formatOf(format), r, l);
}
