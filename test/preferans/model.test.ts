/**
 * Model-based tests of the Preferans regulation machine (src/rulesets/preferans/machine/definition.ts) with
 * `xstate/graph` (STYLE practice 10; ARCHITECTURE: always pass `limit`, list every event, replay
 * the machine alongside because the snapshots stored in a path are stand-ins).
 *
 * The context is unbounded (sheets, runs, trick logs), so the graph is taken over the FINITE
 * ABSTRACTION of one deal the suite generator explores (src/rulesets/preferans/suite/abstraction.ts,
 * ./tables.ts there):
 * - events: the suite's alphabet (a real auction in which every hand speaks, the contract 6♠ with
 *   a discard of two or three or misère, the whist outcomes, one abstract trick, the menu of
 *   wrong-count discoveries and talon and play irregularities while nothing irregular has
 *   happened yet, claims after play), and beyond the suite's one deal the next deal after a
 *   written one (`nextDeal`: DEALT, a misdeal);
 * - tables: the suite's (fresh, 4 players, the dealer already warned once, pools about to close);
 * - reading sets: the defaults and the suite's explored sets (the older club text, the Code, and
 *   two sets that flip every reading a transition guard or a ruling consults).
 * A vertex is the suite's context abstraction (every field a guard reads, the deal's facts, the
 * ruling so far) with the state, the trail and readings consulted, the written flag and the sheet,
 * so that different rulings stay different vertices.
 *
 * Every generated path is replayed through a REAL actor whose inspection microsteps tell which
 * transitions (eventless ones included) were taken; after every step the invariants are checked.
 * Coverage is measured against every state node and every transition found by walking
 * `machine.root`, and must be 100 %.
 */
import { describeModelCoverage, ModelCoverage } from '../support/modelCoverage.ts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import type { PreferansContext } from '../../src/rulesets/preferans/machine/context.ts';
import type { PreferansEvent } from '../../src/rulesets/preferans/machine/events.ts';
import { realTricks } from '../../src/rulesets/preferans/machine/rules.ts';
import { makeVariant } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { settle } from '../../src/rulesets/preferans/mechanics/settlement.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';
import { toXStateMachine } from '../../src/core/statechart/toXState.ts';
import { dealOver, preferansAbstraction, preferansAlphabet } from '../../src/rulesets/preferans/suite/abstraction.ts';
import { PREFERANS_EXPLORED_READINGS, playersOf, preferansInitialContext, preferansLedgerClasses } from '../../src/rulesets/preferans/suite/tables.ts';
import type { TracedSnapshot } from '../../src/core/suite/trace.ts';
import { ALL_GAPS } from './facts.ts';

const machine = toXStateMachine(preferansMachine);

// ───────────────────────── the machine's own inventory ─────────────────────────

const COVERAGE = new ModelCoverage(machine.root);

// ───────────────────────── the abstraction (src/rulesets/preferans/suite/) ─────────────────────────

type Ctx = PreferansContext;
type Snap = TracedSnapshot<Ctx>;

/**
 * A vertex: the suite's abstraction of the deal, with what the suite's explorer adds of its own
 * (the state, the status, the trail and the readings consulted) and, since a path here goes on
 * past a written deal, the written flag and the sheet.
 */
const abstractState = (snap: Snap): string => {
  const x = snap.context;
  return JSON.stringify([snap.value, snap.status, x.lastDealWritten, x.trail, x.consulted, x.sheet, x.run, preferansAbstraction(x)]);
};

interface Scenario {
  name: string;
  players: 3 | 4;
  input: Ctx;
}

/** The suite's reading sets, each at the fresh table; the defaults also with 4 players, alt-A with the dealer warned once, alt-B one game from closing. */
const READING_SETS: Record<string, Readonly<Record<string, string>>> = { defaults: {}, ...PREFERANS_EXPLORED_READINGS };
const OTHER_TABLE: Record<string, string> = { defaults: 'four', 'alt-A': 'dealer-warned', 'alt-B': 'closing' };
const TABLES = new Map(preferansLedgerClasses().map((t) => [t.name, t.ledger]));

const SCENARIOS: Scenario[] = Object.entries(READING_SETS).flatMap(([rn, overrides]) =>
  ['fresh', ...(OTHER_TABLE[rn] ? [OTHER_TABLE[rn]] : [])].map((tn) => {
    const ledger = TABLES.get(tn)!;
    return { name: `readings ${rn}, table «${tn}»`, players: playersOf(ledger), input: preferansInitialContext('sochi', resolveReadings(ALL_GAPS, overrides), ledger) };
  }),
);

// ───────────────────────── invariants ─────────────────────────

const KNOWN_GAPS = new Set(ALL_GAPS.filter((g) => g.status !== 'not-modelled').map((g) => g.id));

function occurrences(trail: readonly string[], run: readonly string[]): number {
  let n = 0;
  for (let i = 0; i + run.length <= trail.length; i++) if (run.every((x, k) => trail[i + k] === x)) n++;
  return n;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A failed invariant throws with its tag and the replayable path (cheaper than an expect per step). */
function check(ok: boolean, message: string | (() => string)): void {
  if (!ok) throw new Error(typeof message === 'string' ? message : message());
}

const SOCHI = makeVariant('sochi');

function replay(sc: Scenario, events: PreferansEvent[], where: string) {
  const micro: { value: unknown; context: Ctx; transitions: any[] }[] = [];
  const actor = createActor(machine, {
    input: sc.input,
    inspect: (ev: any) => {
      if (ev.type === '@xstate.microstep') micro.push({ value: ev.snapshot.value, context: ev.snapshot.context, transitions: ev._transitions });
    },
  }).start();
  COVERAGE.visit(actor.getSnapshot().value);

  events.forEach((event, step) => {
    try {
      const beforeSnap = actor.getSnapshot();
      const before: Ctx = beforeSnap.context;
      micro.length = 0;
      actor.send(event);
      const after: Ctx = actor.getSnapshot().context;

      let trailBefore = before.trail;
      for (const m of micro) {
        COVERAGE.visit(m.value);
        for (const t of m.transitions) {
          const key = COVERAGE.took(t);
          check(key !== undefined, `a transition missing from the inventory (#pmodel-inventory)`);
          const clauses: readonly string[] = t.meta?.clauses ?? [];
          if (clauses.length > 0) {
            const base = t.actions.some((a: any) => (typeof a === 'string' ? a : a.type) === 'beginDeal') && !before.dealOpen ? [] : trailBefore;
            check(occurrences(m.context.trail, clauses) - occurrences(base, clauses) > 0, () => `transition ${key} applies ${clauses.join(', ')} but the trail is [${m.context.trail.join(', ')}] (#pmodel-clauses)`);
          }
        }
        const x = m.context;
        // tricks: at most ten real ones; penalty tricks kept apart, never negative
        check(x.trickLog.length <= 10, `at most 10 tricks (#pmodel-tricks)`);
        if (x.kind !== 'none') check(sum(realTricks(x)) <= 10, `at most 10 real tricks (#pmodel-real)`);
        for (const arr of [x.lost, x.gained, x.penaltyBefore, x.penaltyAfter]) for (const v of arr) check(v >= 0, `penalty counts are not negative (#pmodel-penalty)`);
        for (const tag of x.consulted) check(KNOWN_GAPS.has(tag.split('=')[0]), `consulted ${tag} is a modelled gap (#pmodel-gap)`);
        for (const s of x.silences) check(KNOWN_GAPS.has(s.gap), `silence names a modelled gap (#pmodel-silence)`);
        trailBefore = x.trail;
      }

      // the sheet moves only when a deal is closed, or by a late fine; by exactly the entries written
      const closed = after.deals > before.deals;
      const late = !closed && after.written.length > (beforeSnap.value === 'awaitingDeal' && before.lastDealWritten ? before.written.length : after.written.length);
      if (!closed && !late) {
        check(JSON.stringify(after.sheet) === JSON.stringify(before.sheet), `the sheet changes only when a deal is written (#pmodel-sheet-open)`);
      } else {
        const added = closed ? after.written : after.written.slice(before.written.length);
        const n = sc.players;
        for (let s = 0; s < n; s++) {
          const pool = sum(added.filter((e) => e.kind === 'pool' && e.seat === s).map((e) => e.amount));
          const mount = sum(added.filter((e) => e.kind === 'mountain' && e.seat === s).map((e) => e.amount));
          check(Math.abs((after.sheet.pool[s] - before.sheet.pool[s]) - (pool)) < 1e-6, `seat ${s} pool moves by its entries (#pmodel-pool)`);
          check(Math.abs((after.sheet.mountain[s] - before.sheet.mountain[s]) - (mount)) < 1e-6, `seat ${s} mountain moves by its entries (#pmodel-mountain)`);
          check(after.sheet.pool[s] <= 50, `Sochi: no pool exceeds the target (#pmodel-pool-cap)`);
        }
        for (const e of added) {
          check(/^(CODE|PCR)-/.test(e.clause), `every entry names its clause (#pmodel-entry-clause)`);
          if (e.reason === 'wrong-count-fine' || e.reason === 'dealer-remiz' || e.reason === 'talon-fine') check(e.amount > 0, `fines are positive (#pmodel-fine)`);
        }
        if (closed) {
          check((after.deals - before.deals) === (1), `one deal closed per step (#pmodel-deals)`);
          const redeal = after.outcome === 'redeal';
          check((after.dealer) === (redeal ? before.dealer : (before.dealer + 1) % sc.players), `the same dealer deals again after a redeal, else the next (#pmodel-dealer)`);
        }
      }
      // the settlement of the sheet as it stands sums to zero
      const sheet = { players: sc.players, pool: after.sheet.pool, mountain: after.sheet.mountain, whists: after.sheet.whists };
      check(Math.abs((sum(settle(sheet, SOCHI).result)) - (0)) < 1e-6, `the settlement sums to zero (#pmodel-zero)`);
    } catch (e) {
      // where the failed invariant was, with the replayable path (built only on failure)
      throw new Error(`${where}, step ${step} (${JSON.stringify(event)}); replay: ${JSON.stringify(events)}: ${(e as Error).message}`);
    }
  });
  return actor.getSnapshot();
}

// ───────────────────────── the suites ─────────────────────────

let totalPaths = 0;
let totalSteps = 0;

describe('the Preferans machine under xstate/graph shortest paths over a finite abstraction', () => {
  for (const sc of SCENARIOS) {
    it(`should keep every invariant on every shortest path (${sc.name})`, () => {
      const paths = getShortestPaths(machine, {
        input: sc.input,
        events: preferansAlphabet(sc.players, { nextDeal: true }) as any,
        serializeState: abstractState as any,
        stopWhen: dealOver as any,
        limit: 200_000,
      });
      expect(paths.length).toBeGreaterThan(0);
      paths.forEach((path, i) => {
        const events = path.steps.slice(1).map((s) => s.event as PreferansEvent);
        const end = replay(sc, events, `scenario [${sc.name}], path ${i}`);
        if (JSON.stringify(end.value) !== JSON.stringify(path.state.value)) expect(end.value, `scenario [${sc.name}], path ${i}: replay: ${JSON.stringify(events)}`).toEqual(path.state.value);
        totalSteps += events.length;
      });
      totalPaths += paths.length;
    });
  }
});

describeModelCoverage('preferans', COVERAGE, /^(PCR(-OLD)?-\d(\.\d)*|CODE-(\d+(\.\d+)*(\.[a-e]|\.ex\d)?|fn\d+))$/, 50, () => `${SCENARIOS.length} scenarios, ${totalPaths} paths, ${totalSteps} events replayed`);
