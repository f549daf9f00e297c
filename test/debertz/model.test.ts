/**
 * Model-based tests of the Debertz regulation machine (src/rulesets/debertz/machine/definition.ts) with `xstate/graph`
 * (STYLE practice 10; ARCHITECTURE: always pass `limit`, list every event, replay the machine
 * alongside because the snapshots stored in a path are stand-ins).
 *
 * The machine's context is unbounded (scores, deals, pots), so the graph is taken over a FINITE
 * ABSTRACTION:
 * - small parametrised events: TRICK won by the declarer or a defender for 0 or 30 points, at most
 *   two per deal; MELDS from a small set (declarer 20, defender 20, a deberc); every IRREGULARITY
 *   kind by the declarer, a defender and (2x2) the declarer's partner; PLAY_COMPLETE;
 * - starting ledgers: fresh, an open pot, «Б» counts 2 and 3, scores near the target, both;
 * - reading sets: the defaults and three alternative sets that switch every reading a transition
 *   guard or ruling action consults;
 * - each path plays one deal (plus any redeals before it): traversal stops once a deal is closed.
 * `serializeState` keeps every field a guard or later action reads at rest: in `bidding`/`play`
 * the ledger and the deal's facts; between deals the ledger plus how the last step was ruled
 * (outcome, trail, readings consulted), so that different rulings stay different vertices. It
 * merges nothing a guard tells apart: every event leaving `awaitingDeal` begins with `beginDeal`,
 * which clears the deal's facts.
 *
 * Every generated path is replayed through a REAL actor, whose inspection microsteps tell which
 * transitions (eventless ones included) were taken. After every step the invariants are checked.
 * Coverage is measured against every state node and every transition found by walking
 * `machine.root`, and must be 100 %.
 */
import { describeModelCoverage, ModelCoverage } from '../support/modelCoverage.ts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import { initialContext, type DebertzContext, type PartyLedger } from '../../src/rulesets/debertz/machine/context.ts';
import type { DebertzEvent, IrregularityKind } from '../../src/rulesets/debertz/machine/events.ts';
import { FORMATS, formatOf, type Format, type FormatId } from '../../src/rulesets/debertz/mechanics/format.ts';
import type { Readings } from '../../src/core/regulation/types.ts';
import { toXStateMachine } from '../../src/core/statechart/toXState.ts';
import { readingsWith } from './support.ts';

const machine = toXStateMachine(debertzMachine);

// ───────────────────────── the machine's own inventory ─────────────────────────

const COVERAGE = new ModelCoverage(machine.root);

// ───────────────────────── the abstraction: events, ledgers, readings ─────────────────────────

const DECLARER = 1;
const DEFENDER = 0;

function eventsFor(format: Format, readings: Readings) {
  const partner = format.id === '2x2' ? [(DECLARER + 2) % 4] : [];
  const offenders = [DECLARER, DEFENDER, ...partner];
  const winners = format.id === '1x2' || format.id === '1x3' ? [DECLARER, DEFENDER, 2] : [DECLARER, DEFENDER];
  const zeros = () => new Array<number>(format.players).fill(0);
  const one = (seat: number, v: number) => zeros().map((_, s) => (s === seat ? v : 0));
  const irregular = (kinds: IrregularityKind[]): DebertzEvent[] =>
    kinds.flatMap((kind) => offenders.map((seat) => ({ type: 'IRREGULARITY', kind, seat, unplayed: 40 }) as const));
  const completions: DebertzEvent[] = [{ type: 'PLAY_COMPLETE', passed: zeros() }];
  if (readings['DEB-G30'] === 'pass-to-next') completions.push({ type: 'PLAY_COMPLETE', passed: one(DEFENDER, 20) });

  // Every event type a state accepts is listed (an `events` function replaces the machine's own list).
  return (snapshot: { value: unknown; status: string; context: DebertzContext }): DebertzEvent[] => {
    const c = snapshot.context;
    if (snapshot.status !== 'active') return [];
    switch (snapshot.value) {
      case 'awaitingDeal':
        return [{ type: 'DEALT' }, { type: 'DEALER_EXPOSED_CARD' }, ...irregular(['exposedCards', 'outOfTurn'])];
      case 'bidding':
        return [{ type: 'ORDERED', declarer: DECLARER }, { type: 'ALL_PASSED' }, ...irregular(['outOfTurn', 'signal', 'exposedCards'])];
      case 'play': {
        const out: DebertzEvent[] = [];
        const tricks = c.tricks.reduce((a, b) => a + b, 0);
        if (tricks === 0 && c.melds.every((m) => m === 0)) {
          out.push({ type: 'MELDS', declared: one(DECLARER, 20), debercSeat: -1 }, { type: 'MELDS', declared: one(DEFENDER, 20), debercSeat: -1 }, { type: 'MELDS', declared: zeros(), debercSeat: DECLARER });
        }
        // the declarer's tricks are worth 0 or 30, a defender's 30: enough for made, bayd and ties
        if (tricks < 2) for (const winner of winners) for (const points of winner === DECLARER ? [0, 30] : [30]) out.push({ type: 'TRICK', winner, points });
        // every kind at the first lead; later one stopping kind and the revoke (a silent revoke only
        // adds to the ruling's silences: one is enough to cover it)
        const kinds: IrregularityKind[] = tricks === 0 && c.melds.every((m) => m === 0) ? ['outOfTurn', 'signal', 'failedFirstTrumpBeat', 'exposedCards'] : ['signal'];
        if (c.silences.length === 0) kinds.push('revoke');
        out.push(...irregular(kinds));
        out.push(...completions);
        return out;
      }
      default:
        throw new Error(`model.eventsFor: no events listed for state ${JSON.stringify(snapshot.value)} (#model-events)`);
    }
  };
}

const abstractState = (startDeals: number) => (snapshot: { value: unknown; status: string; context: DebertzContext }): string => {
  const c = snapshot.context;
  const ledger = [c.scores, c.marks, c.pot, c.potDeclarer, c.specialPending, c.dealer, c.deals, c.winner, c.potIn, c.potOut, c.potVoided];
  if (snapshot.value === 'bidding' || snapshot.value === 'play') {
    return JSON.stringify([snapshot.value, ledger, c.special, c.declarer, c.tricks, c.taken, c.melds, c.debercSeat, c.silences.length]);
  }
  if (c.deals > startDeals || snapshot.status !== 'active') {
    // a closed deal ends the path (stopWhen): the ruling is what tells these leaves apart
    return JSON.stringify([snapshot.value, snapshot.status, c.outcome, c.baydSide, c.trail, c.consulted, c.marks]);
  }
  return JSON.stringify([snapshot.value, snapshot.status, ledger, c.outcome, c.baydSide, c.trail, c.consulted]);
};

interface Scenario {
  format: FormatId;
  ledgerName: string;
  ledger: PartyLedger;
  readingsName: string;
  readings: Readings;
}

const LEDGERS = (f: Format): Record<string, PartyLedger> => {
  const all = (n: number) => new Array<number>(f.sides).fill(n);
  return {
    fresh: {},
    'open pot': { pot: 40, potDeclarer: DECLARER },
    'two Б': { marks: all(2) },
    'three Б': { marks: all(3) },
    'near target': { scores: all(481) },
    'near target, open pot': { scores: all(481), pot: 40, potDeclarer: DECLARER },
  };
};

const READING_SETS: Record<string, Readings> = {
  defaults: readingsWith({}),
  'alt-A': readingsWith({
    'DEB-G7': 'normal-deal',
    'DEB-G10': 'counts-as-failure',
    'DEB-G19': 'yes',
    'DEB-G20': 'to-opponents',
    'DEB-G24': 'redeal-no-mark',
    'DEB-G27': 'bayd-by-analogy',
    'DEB-G28': 'every-third',
    'DEB-G31': 'player',
    'DEB-G32': 'also-stopped',
    'DEB-G30': 'pass-to-next',
  }),
  'alt-B': readingsWith({
    'DEB-G5': 'rotate',
    'DEB-G8': 'handicap',
    'DEB-G12': 'top-beater-takes',
    'DEB-G13': 'earlier-seat',
    'DEB-G14': 'floor-discard',
    'DEB-G16': 'top-scorer',
    'DEB-G17': 'per-player',
    'DEB-G18': 'all-equal',
    'DEB-G21': 'melds-to-opponents',
    'DEB-G22': 'all-cards',
    'DEB-G23': 'declarer-only',
  }),
  'alt-C': readingsWith({ 'DEB-G15': 'beat-combined', 'DEB-G16': 'each-full', 'DEB-G19': 'yes', 'DEB-G38': '301' }),
};

/** The grid: every ledger under the defaults in every format; the alternative sets on fewer ledgers. */
const SCENARIOS: Scenario[] = FORMATS.flatMap((format) => {
  const ledgers = LEDGERS(formatOf(format));
  const out: Scenario[] = [];
  for (const [readingsName, readings] of Object.entries(READING_SETS)) {
    const names = readingsName === 'defaults' ? Object.keys(ledgers) : readingsName === 'alt-C' ? ['fresh', 'open pot'] : ['fresh', 'open pot', 'three Б', 'near target', 'near target, open pot'];
    for (const ledgerName of names) out.push({ format, ledgerName, ledger: ledgers[ledgerName], readingsName, readings });
  }
  return out;
});

// ───────────────────────── invariants ─────────────────────────

const BAYD_OUTCOMES = ['bayd', 'referee-bayd', 'pre-order-bayd'];

/** The «Б» penalty for reaching `n` marks: DEB-6.2.1.6/6.2.1.7 literal (3rd −100, later −50), or DEB-G28 every-third. */
function bPenalty(n: number, readings: Readings): number {
  if (readings['DEB-G28'] === 'every-third') return n % 3 === 0 ? 100 : 0;
  return n === 3 ? 100 : n > 3 ? 50 : 0;
}

/** What the test itself knows about the deal in progress, from the events it sent. */
interface Shadow {
  tricks: number[];
  completed: boolean;
  preOrder: boolean;
  deberc: boolean;
}
const freshShadow = (players: number): Shadow => ({ tricks: new Array<number>(players).fill(0), completed: false, preOrder: false, deberc: false });

function expectedNoTrick(sh: Shadow, format: Format, readings: Readings, side: number): number {
  if (sh.preOrder || sh.deberc) return 0; // neither path reaches the 6.2.3 step
  if (!sh.completed && readings['DEB-G32'] === 'completed-deals-only') return 0;
  const seats = format.seatsOf[side];
  if (format.id === '2x2' && readings['DEB-G31'] === 'player') return 50 * seats.filter((s) => sh.tricks[s] === 0).length;
  return seats.every((s) => sh.tricks[s] === 0) ? 50 : 0;
}

/** How many times `run` appears as a contiguous run in `trail`. */
function occurrences(trail: readonly string[], run: readonly string[]): number {
  let n = 0;
  for (let i = 0; i + run.length <= trail.length; i++) if (run.every((c, k) => trail[i + k] === c)) n++;
  return n;
}

interface Microstep {
  value: unknown;
  context: DebertzContext;
  transitions: any[];
}

function replay(sc: Scenario, events: DebertzEvent[], where: string) {
  const format = formatOf(sc.format);
  const micro: Microstep[] = [];
  const actor = createActor(machine, {
    input: initialContext(format, sc.readings, sc.ledger),
    inspect: (ev: any) => {
      if (ev.type === '@xstate.microstep') micro.push({ value: ev.snapshot.value, context: ev.snapshot.context, transitions: ev._transitions });
    },
  }).start();
  COVERAGE.visit(actor.getSnapshot().value);
  let shadow = freshShadow(format.players);

  events.forEach((event, step) => {
    const at = `${where}, step ${step} (${JSON.stringify(event)}); replay: ${JSON.stringify(events)}`;
    const beforeSnap = actor.getSnapshot();
    const before: DebertzContext = beforeSnap.context;
    if (beforeSnap.value === 'awaitingDeal') shadow = freshShadow(format.players);
    if (event.type === 'TRICK') shadow.tricks[event.winner] += 1;
    if (event.type === 'PLAY_COMPLETE') shadow.completed = true;
    if (event.type === 'MELDS' && event.debercSeat >= 0) shadow.deberc = true;
    if (event.type === 'IRREGULARITY' && (beforeSnap.value === 'bidding' || (beforeSnap.value === 'awaitingDeal' && !before.specialPending))) shadow.preOrder = true;

    micro.length = 0;
    actor.send(event);
    const afterSnap = actor.getSnapshot();
    const after: DebertzContext = afterSnap.context;

    // coverage, pot conservation and clause citation at every microstep
    let trailBefore = before.trail;
    for (const m of micro) {
      COVERAGE.visit(m.value);
      for (const t of m.transitions) {
        const key = COVERAGE.took(t);
        expect(key, `${at}: a transition missing from the inventory (#model-inventory)`).toBeDefined();
        const clauses: readonly string[] = t.meta?.clauses ?? [];
        if (clauses.length > 0) {
          // the citation must be new in this microstep: more occurrences of the clause run than
          // before (counting from an empty trail when the transition begins a deal)
          const base = t.actions.some((a: any) => (typeof a === 'string' ? a : a.type) === 'beginDeal') ? [] : trailBefore;
          const gained = occurrences(m.context.trail, clauses) - occurrences(base, clauses);
          expect(gained, `${at}: transition ${key} applies ${clauses.join(', ')} but the trail is [${m.context.trail.join(', ')}] (#model-clauses)`).toBeGreaterThan(0);
        }
      }
      const c = m.context;
      expect(c.potIn, `${at}: potIn = potOut + potVoided + pot at ${JSON.stringify(m.value)} (#model-pot)`).toBe(c.potOut + c.potVoided + c.pot);
      expect(c.pot, `${at}: the pot is never negative (#model-pot-sign)`).toBeGreaterThanOrEqual(0);
      trailBefore = c.trail;
    }

    const closed = after.deals > before.deals;
    if (afterSnap.status === 'done') expect(closed || beforeSnap.status === 'done', `${at}: the party ended without closing a deal (#model-close)`).toBe(true);
    if (!closed) {
      expect(after.scores, `${at}: scores change only when a deal is closed (#model-scores-open)`).toEqual(before.scores);
      expect(after.marks, `${at}: marks change only when a deal is closed (#model-marks-open)`).toEqual(before.marks);
      return;
    }
    expect(after.deals - before.deals, `${at}: one deal closed per step (#model-deals)`).toBe(1);
    for (let s = 0; s < format.sides; s++) {
      // scores change only by credits + pot credits − penalties
      expect(after.scores[s] - before.scores[s], `${at}: side ${s} score delta = credits + potCredits − penalties (#model-scores)`).toBe(after.credits[s] + after.potCredits[s] - after.penalties[s]);
      // «Б» marks and their schedule
      const markedSide = BAYD_OUTCOMES.includes(after.outcome) ? after.baydSide : after.outcome === 'deferred' && sc.readings['DEB-G19'] === 'yes' ? format.sideOf[after.declarer] : -1;
      const marked = s === markedSide ? 1 : 0;
      expect(after.marks[s] - before.marks[s], `${at}: side ${s} gains a «Б» only for its own bayd (outcome ${after.outcome}) (#model-marks)`).toBe(marked);
      const want = (marked ? bPenalty(after.marks[s], sc.readings) : 0) + expectedNoTrick(shadow, format, sc.readings, s);
      expect(after.penalties[s], `${at}: side ${s} penalty = «Б» schedule (${before.marks[s]}→${after.marks[s]}) + no-trick −50s (tricks ${JSON.stringify(shadow.tricks)}, completed ${shadow.completed}) (#model-penalties)`).toBe(want);
    }
    if (BAYD_OUTCOMES.includes(after.outcome)) {
      expect(after.baydSide, `${at}: a bayd names its side (#model-bayd-side)`).toBeGreaterThanOrEqual(0);
      expect(after.credits[after.baydSide], `${at}: the side in bayd is credited nothing (DEB-6.2.1.3) (#model-bayd-credit)`).toBe(0);
      expect(after.potCredits[after.baydSide], `${at}: the side in bayd receives no deferred points (#model-bayd-pot)`).toBe(0);
    }
  });
  return actor.getSnapshot();
}

// ───────────────────────── the suites ─────────────────────────

let totalPaths = 0;
let totalSteps = 0;

describe('the Debertz machine under xstate/graph shortest paths over a finite abstraction', () => {
  for (const sc of SCENARIOS) {
    const name = `${sc.format}, ledger «${sc.ledgerName}», readings ${sc.readingsName}`;
    it(`should keep every invariant on every shortest path (${name})`, () => {
      const format = formatOf(sc.format);
      const input = initialContext(format, sc.readings, sc.ledger);
      const startDeals = input.deals;
      const paths = getShortestPaths(machine, {
        input,
        events: eventsFor(format, sc.readings) as any,
        serializeState: abstractState(startDeals) as any,
        stopWhen: (s: any) => s.status !== 'active' || s.context.deals > startDeals,
        limit: 50_000,
      });
      expect(paths.length).toBeGreaterThan(0);
      paths.forEach((path, i) => {
        const events = path.steps.slice(1).map((s) => s.event as DebertzEvent);
        const end = replay(sc, events, `scenario [${name}], path ${i}`);
        // the stand-in snapshot of the path and the real actor agree on where the path ends
        expect(end.value, `scenario [${name}], path ${i}: replay: ${JSON.stringify(events)}`).toEqual(path.state.value);
        totalSteps += events.length;
      });
      totalPaths += paths.length;
    });
  }
});

describeModelCoverage('debertz', COVERAGE, /^DEB-6(\.\d+)+(\.[a-z])?$/, 5, () => `${SCENARIOS.length} scenarios, ${totalPaths} paths, ${totalSteps} events replayed`);
