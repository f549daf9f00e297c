/**
 * Ruling a finished deal: the judge rules its scenario once more from the start with the hooks the
 * tally needs (transitions, the census after every event, the context at the end), then the deal
 * is tallied, its invariants checked, and the party's sheet moved on. One deal in `--audit` is
 * also replayed through a real XState actor and compared step by step.
 *
 * @internal
 */
import { judgePreferans, type PreferansJudgeOptions, type PreferansRuling } from '../judge/judge.ts';
import type { PreferansScenario } from '../scenario.ts';
import type { CompiledTable } from '../../../core/statechart/compile.ts';
import { assertEquivalent, EquivalenceError } from '../../../core/statechart/equivalence.ts';
import { preferansMachine } from '../machine/definition.ts';
import type { PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import { formatDealId } from '../../../core/sim/ids.ts';
import type { AuditFailure } from '../../../core/sim/types.ts';
import { CensusCheck } from './census.ts';
import { scenarioJson } from './dealScenario.ts';
import { PInv } from './invariants.ts';
import type { PreferansSetup } from './setup.ts';
import { moveSheet, type PartySheet } from './sheet.ts';
import type { DealTally } from './tally.ts';

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

export class DealRuler {
  /** the first deal whose audit found the engines apart */
  auditFailure: AuditFailure | null = null;
  private readonly census = new CensusCheck();
  /** the machine's context at the end of the deal: the sheet fields the ruling does not carry */
  private context: { dealerErrors: number[]; deals: number } | null = null;
  /** the judge's options for every deal but an audited one (built once) */
  private readonly options: PreferansJudgeOptions;

  constructor(
    private readonly setup: PreferansSetup,
    private readonly tally: DealTally,
    /** the compiled table (compiled engine only): transitions.csv counts its transitions */
    private readonly table: CompiledTable<PreferansContext, PreferansEvent> | null,
  ) {
    const acc = tally.acc;
    this.options = {
      ...setup.engine,
      onContext: (c) => {
        this.context = { dealerErrors: c.dealerErrors.slice(), deals: c.deals };
      },
      onTransition: table ? (i: number) => acc.transition(i) : undefined,
      onCensus: this.census.onCensus,
    };
  }

  /**
   * Judges the deal, tallies it, checks the invariants and moves the party's sheet on; true when
   * the game is over. `point`: where a wrong count was discovered ('' for none). Throws when the
   * judge refuses the deal.
   */
  rule(scenario: PreferansScenario, sheet: PartySheet, ref: number, point: string, audit: boolean): boolean {
    const { setup, tally, census } = this;
    census.reset();
    this.context = null;
    let ruling: PreferansRuling;
    try {
      if (setup.readingsFault) throw setup.readingsFault;
      const record = audit && this.table ? { start: null, events: [] } : undefined;
      ruling = judgePreferans(scenario, undefined, record ? { ...this.options, record } : this.options);
      if (record) {
        // --audit: the same machine events through a real XState actor, compared after every event
        try {
          assertEquivalent(preferansMachine, record.start!, record.events, { table: this.table! });
        } catch (e) {
          if (!(e instanceof EquivalenceError)) throw e;
          this.auditFailure = { dealId: formatDealId(setup.format, ref), message: e.message };
        }
      }
    } catch (e) {
      throw new Error(`preferans driver: the judge refused simulated deal ${formatDealId(setup.format, ref)}${point ? ` (wrong count discovered at ${point})` : ''}: ${(e as Error).message} (#sim-pref-2)`);
    }

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
      r.scenario = scenarioJson(setup, scenario);
      r.trail = ruling.trail.slice();
      r.outcome = ruling.outcome;
      r.consulted = consulted.sort();
      r.findings.push(...ruling.findings);
      if (point) r.findings.push(`wrong count discovered at: ${point}`);
    }

    moveSheet(sheet, ruling, this.context);
    return after.gameOver;
  }
}
