/**
 * The Preferans machine's random cases — deals with right and wrong counts, auctions, contracts,
 * whists, tricks, discoveries, redeal choices and play irregularities, under random readings —
 * shared by the equivalence property (preferans.test.ts) and bench/statechart.bench.ts.
 */
import fc from 'fast-check';
import { createRng } from '../../src/core/cards/rng.ts';
import { initialContext, type PreferansContext } from '../../src/rulesets/preferans/machine/context.ts';
import { PLAY_IRREGULARITIES, type FoundWhere, type MisdealKind, type PreferansEvent } from '../../src/rulesets/preferans/machine/events.ts';
import { makeVariant } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';
import { ALL_GAPS, c } from '../preferans/facts.ts';

const FOUND: FoundWhere[] = ['hand', 'talon', 'floor', 'other-deck', 'not-found', 'none'];
const MISDEALS: MisdealKind[] = ['exposed-card', 'talon-pair', 'pattern', 'wrong-count'];
const CONTRACTS = ['6S', '6H', '7C', '8NT', '9S', '10NT'].map((x) => c(x));

/**
 * PREF-C28 and PREF-C29 are read by the table only (table/play.ts, table/irregularities.ts), never
 * by the machine these cases drive, so they are not drawn.
 */
const TABLE_ONLY = ['PREF-C28', 'PREF-C29'];
const MACHINE_GAPS = ALL_GAPS.filter((g) => g.status === 'switch' && !TABLE_ONLY.includes(g.id));
/**
 * A reading of every gap, drawn from one integer through the project's seeded stream rather than
 * one fast-check draw per gap: a gap registered later adds a draw at the end of this list only, so
 * the event sequences the describe's seed gives do not shift with every new gap.
 */
const readingsArb = fc.nat().map((seed) => {
  const rng = createRng(seed);
  return Object.fromEntries(MACHINE_GAPS.map((g) => [g.id, g.readings[rng.int(0, g.readings.length - 1)].id]));
});

function eventArb(players: number): fc.Arbitrary<PreferansEvent> {
  const seat = players === 4 ? fc.integer({ min: 1, max: 3 }) : fc.integer({ min: 0, max: 2 });
  const counts: fc.Arbitrary<number[]> = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null).map(() => (players === 4 ? [0, 10, 10, 10] : [10, 10, 10])) },
    { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 8, max: 12 }), fc.integer({ min: 8, max: 12 }), fc.integer({ min: 8, max: 12 })).map((t): number[] => (players === 4 ? [0, ...t] : [...t])) },
  );
  const perSeat = <T,>(x: fc.Arbitrary<T>) => fc.array(x, { minLength: players, maxLength: players });
  return fc.oneof(
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom(...MISDEALS), pair: fc.integer({ min: 0, max: 16 }) }).map<PreferansEvent>((r) => ({ type: 'MISDEAL', ...r })) },
    { weight: 4, arbitrary: fc.record({ counts, talon: fc.constantFrom(2, 2, 2, 1, 3) }).map<PreferansEvent>((r) => ({ type: 'DEALT', ...r })) },
    { weight: 4, arbitrary: fc.record({ seat, call: fc.constantFrom('pass', 'bid', 'here'), contract: fc.constantFrom(-1, ...CONTRACTS) }).map<PreferansEvent>((r) => ({ type: 'CALL', ...r }) as PreferansEvent) },
    { weight: 3, arbitrary: fc.record({ declarer: seat, bid: fc.constantFrom(...CONTRACTS) }).map<PreferansEvent>((r) => ({ type: 'AUCTION_WON', ...r })) },
    { weight: 2, arbitrary: fc.constant<PreferansEvent>({ type: 'ALL_PASSED' }) },
    { weight: 3, arbitrary: fc.record({ contract: fc.constantFrom(...CONTRACTS), discard: fc.constantFrom(2, 2, 1, 3) }).map<PreferansEvent>((r) => ({ type: 'CONTRACT', ...r })) },
    {
      weight: 3,
      arbitrary: fc
        .record({ outcome: fc.constantFrom('unwhisted', 'half-whist', 'played'), w: seat, p: seat, open: fc.boolean() })
        .map<PreferansEvent>((r) => ({ type: 'WHIST', outcome: r.outcome as 'played', whisters: r.outcome === 'played' ? [r.w] : [], passers: r.outcome === 'played' ? [] : [r.p], halfWhister: r.outcome === 'half-whist' ? r.w : -1, open: r.open })),
    },
    { weight: 3, arbitrary: fc.constant<PreferansEvent>({ type: 'LED' }) },
    { weight: 10, arbitrary: fc.integer({ min: -1, max: players - 1 }).map<PreferansEvent>((w) => ({ type: 'TRICK', winner: w })) },
    { weight: 2, arbitrary: fc.constant<PreferansEvent>({ type: 'PLAY_COMPLETE' }) },
    {
      weight: 3,
      arbitrary: fc
        .record({ by: seat, counts, talon: fc.constantFrom(2, 1, 3, 4), found: fc.constantFrom(...FOUND), faceUp: fc.boolean(), revokeTrick: fc.integer({ min: -1, max: 9 }) })
        .map<PreferansEvent>((r) => ({ type: 'COUNT_DISCOVERED', ...r })),
    },
    { weight: 2, arbitrary: perSeat(fc.boolean()).map<PreferansEvent>((d) => ({ type: 'CHOICE', demands: d })) },
    {
      weight: 2,
      arbitrary: fc
        .record({ kind: fc.constantFrom(...PLAY_IRREGULARITIES), seat, trick: fc.integer({ min: 0, max: 9 }), damages: perSeat(fc.constantFrom(0, 0, 12)) })
        .map<PreferansEvent>((r) => ({ type: 'IRREGULARITY', ...r })),
    },
    { weight: 3, arbitrary: fc.constant<PreferansEvent>({ type: 'SCORE' }) },
  );
}

export const caseArb = fc.constantFrom(3, 4).chain((players) =>
  fc.record({
    players: fc.constant(players),
    variant: fc.constantFrom('sochi', 'leningrad', 'rostov'),
    readings: readingsArb,
    events: fc.array(eventArb(players), { minLength: 1, maxLength: 120 }),
  }),
);

export type PreferansCase = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** The initial context of a case. */
export function contextOf({ players, variant, readings }: PreferansCase): PreferansContext {
  return initialContext(players, makeVariant(variant as 'sochi'), resolveReadings(ALL_GAPS, readings));
}
