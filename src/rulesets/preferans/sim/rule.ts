/**
 * Ruling a deal on the ruled table (tables.ts): the moves not yet made are made, the result is
 * written, and the table's ruling is tallied, its invariants checked (the census after every
 * step, the sheet), and the party's sheet moved on. The deal is played once: a clean deal by the
 * policies on this table, an irregular one by the session that injected its irregularity (or, where
 * none was kept, by its moves from the start). One deal in `--audit` is also replayed through a
 * real XState actor and compared step by step.
 *
 * @internal
 */
import type { ScenarioEvent } from '../scenario.ts';
import { rulingOf, type PreferansRuling, type PreferansTable } from '../table.ts';
import { assertEquivalent, EquivalenceError } from '../../../core/statechart/equivalence.ts';
import { tableOf } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import { formatDealId } from '../../../core/sim/ids.ts';
import type { AuditFailure } from '../../../core/sim/types.ts';
import type { SimRng } from '../../../core/sim/simRng.ts';
import { playByPolicies } from './byPolicy.ts';
import { scenarioJson, scenarioOf, type DealHead } from './dealScenario.ts';
import { PInv } from './invariants.ts';
import type { DealSession } from './session.ts';
import type { PreferansSetup } from './setup.ts';
import { moveSheet, type PartySheet } from './sheet.ts';
import type { DealTables } from './tables.ts';
import type { DealTally } from './tally.ts';

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

/** A deal to rule: its moves, and the session that has made the first of them on the ruled table (null: none made yet). */
export interface DealToRule {
  readonly head: DealHead;
  readonly events: readonly ScenarioEvent[];
  readonly session: DealSession | null;
}

export class DealRuler {
  /** the first deal whose audit found the engines apart */
  auditFailure: AuditFailure | null = null;
  private readonly count: (transition: number) => void;

  constructor(
    private readonly setup: PreferansSetup,
    private readonly tally: DealTally,
    private readonly tables: DealTables,
  ) {
    const acc = tally.acc;
    this.count = (i) => acc.transition(i);
  }

  /**
   * Plays a clean deal by the policies on the ruled table and rules it; true when the game is over.
   */
  playAndRule(head: DealHead, rng: SimRng, sheet: PartySheet, ref: number, audit: boolean): boolean {
    let events: readonly ScenarioEvent[] = [];
    const { table, ruling } = this.attempt(ref, '', audit, () => {
      const t = this.tables.ruled(head, audit);
      // the moves are kept only for a replayed deal's scenario
      events = playByPolicies(t, this.setup, rng, false, this.tally.replayActive).events;
      return t;
    });
    return this.tallied(table, ruling, head, events, sheet, '');
  }

  /**
   * Makes the deal's remaining moves, rules it, tallies it, checks the invariants and moves the
   * party's sheet on; true when the game is over. `point`: where a wrong count was discovered
   * ('' for none). Throws when the table refuses the deal.
   */
  rule(deal: DealToRule, sheet: PartySheet, ref: number, point: string, audit: boolean): boolean {
    const { head, events, session } = deal;
    const { table, ruling } = this.attempt(ref, point, audit, () => {
      const t = session ? session.table : this.tables.ruled(head, audit);
      for (let i = session ? session.events.length : 0; i < events.length; i++) t.push(events[i]);
      return t;
    });
    return this.tallied(table, ruling, head, events, sheet, point);
  }

  /** The moves made by `play`, the result written: the ruling, or the refusal as the driver reports it (the transitions taken so far counted). */
  private attempt(ref: number, point: string, audit: boolean, play: () => PreferansTable): { table: PreferansTable; ruling: PreferansRuling } {
    const { setup } = this;
    try {
      if (setup.readingsFault) throw setup.readingsFault;
      const table = play();
      table.finish();
      // the trick and revoke records only for a replayed deal (a tally reads neither)
      const ruling = rulingOf(table, this.tally.replayActive);
      const record = this.tables.record;
      if (audit && record) {
        // --audit: the same machine events through a real XState actor, compared after every event
        try {
          const def = setup.engine.machine ?? preferansMachine;
          assertEquivalent(preferansMachine, record.start!, record.events, { table: tableOf(def) });
        } catch (e) {
          if (!(e instanceof EquivalenceError)) throw e;
          this.auditFailure = { dealId: formatDealId(setup.format, ref), message: e.message };
        }
      }
      this.tables.commit(this.count);
      return { table, ruling };
    } catch (e) {
      this.tables.commit(this.count);
      throw new Error(`preferans driver: the judge refused simulated deal ${formatDealId(setup.format, ref)}${point ? ` (wrong count discovered at ${point})` : ''}: ${(e as Error).message} (#sim-pref-2)`);
    }
  }

  private tallied(table: PreferansTable, ruling: PreferansRuling, head: DealHead, events: readonly ScenarioEvent[], sheet: PartySheet, point: string): boolean {
    const { setup, tally } = this;
    const census = this.tables.census;
    const consulted = tally.ruling(ruling, point !== '');
    const { cardsWhy, tricksWhy } = census;
    tally.check(PInv.Cards, true, cardsWhy === '', cardsWhy ? () => cardsWhy : null);
    tally.check(PInv.Tricks, true, tricksWhy === '', tricksWhy ? () => tricksWhy : null);

    // the sheet moves by exactly the deal's entries
    const before = ruling.sheet.before;
    const after = ruling.sheet.after;
    const pool = before.pool.slice();
    const mountain = before.mountain.slice();
    const whists = before.whists.map((r) => r.slice());
    for (const e of ruling.entries) {
      if (e.kind === 'pool') pool[e.seat] += e.amount;
      else if (e.kind === 'mountain') mountain[e.seat] += e.amount;
      else whists[e.seat][e.on] += e.amount;
    }
    const sheetOk = sameNumbers(pool, after.pool) && sameNumbers(mountain, after.mountain) && whists.every((r, i) => sameNumbers(r, after.whists[i]));
    tally.check(PInv.Sheet, ruling.entries.length > 0, sheetOk, sheetOk ? null : () => `pool ${after.pool.join('/')} (expected ${pool.join('/')}), mountain ${after.mountain.join('/')} (expected ${mountain.join('/')})`);

    if (tally.replayActive) {
      const r = tally.replay!;
      r.scenario = scenarioJson(setup, scenarioOf(head, events.slice()));
      r.trail = ruling.trail.slice();
      r.outcome = ruling.outcome;
      r.consulted = consulted.sort();
      r.findings.push(...ruling.findings);
      if (point) r.findings.push(`wrong count discovered at: ${point}`);
    }

    // the sheet fields the ruling does not carry: the machine's dealer errors and deal count
    const c = table.ctx;
    moveSheet(sheet, ruling, c);
    return after.gameOver;
  }
}
