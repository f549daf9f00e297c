/**
 * The Debertz simulator's driver: plays whole parties through the Debertz table
 * (src/rulesets/debertz/table/) on the compiled runtime. The table turns cards and choices into
 * the machine's events and applies the readings — the same table the judge runs on a scenario,
 * so a replayed deal gets the same ruling from the judge. The cards and choices are the
 * simulator's own (./deckAndPolicies.ts: the shuffled deck, the policies, the irregularity
 * schedule); what is left here is the rest of what only the simulator does: the party loop, the
 * tally, the invariants, the replay recorder, the audit, and compare's per-deal entry points.
 *
 * Hot-loop discipline: the table, its event object and views, the trick tracker, the combination
 * table and the random streams are reused from deal to deal (reset, not rebuilt); a deal's three
 * stream seeds share one hash of (master, format, party, deal); an invariant's message closure
 * is only built when the check fails; a normal deal is dealt and bid in place, and a new party
 * resets the machine's context instead of building one (`partyContext`). The allocations left
 * per deal are what the regulation machine's actions allocate (protocol entries, cited clause
 * lists) and the special deal's mechanics.
 *
 * @internal
 */
import { formatOf, type Format, type FormatId } from '../mechanics/format.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import { EquivalenceError, assertEquivalent } from '../../../core/statechart/equivalence.ts';
import type { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import { debertzMachine } from '../machine/definition.ts';
import { initialContext, targetOf, type DebertzContext } from '../machine/context.ts';
import { transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { createEngine, tableOf } from '../../../core/statechart/engine.ts';
import { dealPrefix, dealRef, formatDealId, partySeed, Stream, streamOf } from '../../../core/sim/ids.ts';
import { SimRng } from '../../../core/sim/simRng.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../../../core/sim/types.ts';
import { DEBERTZ_TOP_STATES, DebertzTable, consultedTags, type TableLog } from '../table.ts';
import { DEBERTZ_INVARIANTS, Inv } from './invariants.ts';
import { ScenarioRecorder } from './recorder.ts';
import { DealChecks, type Report } from './dealChecks.ts';
import { knowsEveryField, resetPartyContext } from './partyContext.ts';
import { DEBERTZ_KINDS, DeckAndPolicies } from './deckAndPolicies.ts';

/** Replay only: a scenario's ledger cannot say "pot open, but the next deal is a normal one" (after DEB-G7 normal-deal). */
const FINDING_POT_WITHOUT_SPECIAL = 'open-pot-normal-deal (DEB-G7): a pot is open but this is a normal deal; a scenario cannot express that, the judge will treat it as the special deal';

function packed<T>(n: number, value: T): T[] {
  const a: T[] = [];
  for (let i = 0; i < n; i++) a.push(value);
  return a;
}

/** What a replay asks of the driver: record deal `deal` of the party and stop after it. */
interface ReplayTarget {
  deal: number;
  recorder: ScenarioRecorder;
  violations: string[];
  findings: string[];
  trail: string[];
  outcome: string;
  consulted: Set<string>;
}

export interface DebertzDriverOptions extends EngineOptions {
  readonly replay?: { deal: number; recorder: ScenarioRecorder };
}

/**
 * The driver runs the table with its `DeckAndPolicies` as the table's chance and choices, and is
 * itself the table's log (`TableLog`: the consulted readings counted in the tally).
 */
export class DebertzDriver implements TableLog {
  private readonly format: Format;
  private readonly P: number;
  private readonly fmtCode: number;
  private readonly master: number;
  private readonly table: DebertzTable;
  /** the deal's cards and its players' choices */
  private readonly chance: DeckAndPolicies;
  private readonly audit: number;
  private readonly auditTable;
  /** the tally's id of each consulted tag `TABLE_GAPS[g]=reading`, and the tags */
  private readonly tagIds: Int32Array;
  private readonly tagNames: string[];

  // deal state (reused)
  private readonly scoresBefore: number[];
  private readonly checks: DealChecks;

  /** the party's stream (its first dealer), reseeded for every party */
  private readonly partyRng = new SimRng();
  private acc: FormatAccumulator;
  /** a party's initial context (dealer 0), never mutated: what `partyContext` resets to */
  private readonly contextTemplate: DebertzContext | null;
  private auditStart: DebertzContext | null = null;
  private replay: ReplayTarget | null = null;
  /** the deal being played is the replay target */
  private replayDealActive = false;

  constructor(
    private readonly spec: SimSpec,
    private readonly readings: Readings,
    formatId: string,
    formatCode: number,
    acc: FormatAccumulator,
    options: DebertzDriverOptions = {},
  ) {
    const format = formatOf(formatId as FormatId);
    this.format = format;
    this.P = format.players;
    this.fmtCode = formatCode;
    this.master = spec.seed;
    this.acc = acc;
    const def = options.machine ?? debertzMachine;
    const kind = options.engine ?? 'compiled';
    this.auditTable = tableOf(def);
    // transitions.csv: only the compiled runtime reports the transitions it takes
    if (kind === 'compiled') acc.countTransitions(transitionIdsOf(this.auditTable));
    const engine = createEngine(kind, def, initialContext(format, readings), DEBERTZ_TOP_STATES, kind === 'compiled' ? (i) => this.acc.transition(i) : undefined);
    this.table = new DebertzTable(format, readings, engine, this);
    // reset in place only for the Debertz machine's own context (a test machine may bring another)
    // and only while `partyContext` knows every field of it
    const template = initialContext(format, readings);
    this.contextTemplate = kind === 'compiled' && def === debertzMachine && knowsEveryField(template) ? template : null;
    this.audit = options.audit ?? 0;
    this.chance = new DeckAndPolicies(format, spec, readings, this.table, acc);
    this.tagNames = consultedTags(readings);
    this.tagIds = Int32Array.from(this.tagNames, (tag) => acc.consultedId(tag));

    this.scoresBefore = packed(format.sides, 0);
    this.checks = new DealChecks(format);
    if (options.replay) {
      this.replay = { deal: options.replay.deal, recorder: options.replay.recorder, violations: [], findings: [], trail: [], outcome: '', consulted: new Set() };
    }
  }

  /** The replay target's results (after `runParty`). */
  get replayed(): ReplayTarget | null {
    return this.replay;
  }

  // ──────────────────────────────── the party ────────────────────────────────

  /** Plays party `party` to its end; returns the first audit difference, or null. */
  runParty(party: number): AuditFailure | null {
    const engine = this.table.engine;
    this.startParty(party);
    let deal = 0;
    while (!engine.done && deal < this.spec.maxDealsPerParty) {
      const fail = this.playDeal(party, deal);
      if (fail) return fail;
      deal++;
      if (this.replay && deal > this.replay.deal) return null;
    }
    if (this.replay) return null;
    const done = engine.done;
    this.acc.check(Inv.Terminates, true, done, done ? undefined : () => `party ${party} still running after ${deal} deal attempts`);
    this.acc.endParty(deal, !done ? 'deal-limit' : engine.context.outcome === 'deberc' ? 'deberc' : 'target');
    return null;
  }

  /** A new party's context: the previous one reset in place where that is safe (./partyContext.ts). */
  private partyContext(dealer: number): DebertzContext {
    const t = this.contextTemplate;
    return t === null ? initialContext(this.format, this.readings, { dealer }) : resetPartyContext(this.table.engine.context, t, dealer);
  }

  // ──────────────────────────────── one deal ────────────────────────────────

  private playDeal(party: number, deal: number): AuditFailure | null {
    const { master, fmtCode } = this;
    const t = this.table;
    const ref = dealRef(party, deal);
    this.acc.beginDeal(ref);
    const prefix = dealPrefix(master, fmtCode, party, deal);
    const ctx = t.engine.context;
    const special = ctx.specialPending;
    for (let s = 0; s < this.format.sides; s++) this.scoresBefore[s] = ctx.scores[s];
    this.replayDealActive = this.replay !== null && this.replay.deal === deal;
    const rec = this.replayDealActive ? this.replay!.recorder : null;
    if (rec) {
      rec.setLedger(ctx.scores, ctx.marks, ctx.pot, ctx.potDeclarer, t.previousTrump, ctx.deals);
      rec.dealer = ctx.dealer;
      if (ctx.potDeclarer >= 0 && !ctx.specialPending) this.replay!.findings.push(FINDING_POT_WITHOUT_SPECIAL);
    }

    // the deal's deck, its players' streams and its irregularity schedule
    this.chance.beginDeal(prefix, special, rec, rec ? this.replay!.findings : null);

    if (this.audit > 0 && streamOf(prefix, Stream.Audit) % this.audit === 0) {
      this.auditStart = debertzMachine.cloneContext(ctx);
      t.audit = [];
    } else {
      this.auditStart = null;
      t.audit = null;
    }
    t.run(this.chance, this.chance);
    return this.finishDeal(ref);
  }

  // ──────────────────────────────── TableLog ────────────────────────────────

  consult(gap: number): void {
    this.acc.consultId(this.tagIds[gap]);
    if (this.replayDealActive) this.replay!.consulted.add(this.tagNames[gap]);
  }

  // ──────────────────────────────── ruling, tally, invariants ────────────────────────────────

  /**
   * One invariant evaluation. Call sites pass `ok ? null : () => …`: the message closure is only
   * built for a failing check, not eight times per deal.
   */
  private readonly report: Report = (i, applicable, ok, message) => {
    if (ok || message === null) {
      this.acc.check(i, applicable, ok);
      return;
    }
    this.acc.check(i, applicable, ok, message);
    if (this.replay && this.replayDealActive) this.replay.violations.push(`${DEBERTZ_INVARIANTS[i].id}: ${message()}`);
  };

  /** The deal's ruling into the tally, the invariants, and the audit's comparison with XState. */
  private finishDeal(ref: number): AuditFailure | null {
    const acc = this.acc;
    const t = this.table;
    const ctx = t.engine.context;
    const { format } = this;

    for (let i = 0; i < ctx.trail.length; i++) acc.clause(ctx.trail[i]);
    for (let i = 0; i < ctx.consulted.length; i++) acc.consult(ctx.consulted[i]);
    for (let i = 0; i < ctx.silences.length; i++) {
      const s = ctx.silences[i];
      acc.silence(`${s.gap}|${s.kind}|${s.clauses.join(',')}`);
    }
    const declSide = ctx.declarer >= 0 ? format.sideOf[ctx.declarer] : -1;
    const effect = declSide >= 0 ? ctx.scores[declSide] - this.scoresBefore[declSide] : 0;
    acc.endDeal(ctx.outcome, declSide >= 0, effect);
    const schedule = this.chance.schedule;
    for (let k = 0; k < DEBERTZ_KINDS.length; k++) if (schedule.step[k] >= 0) acc.irregularity(k, schedule.committed[k] === 1);

    this.checks.check(t, this.scoresBefore, this.report);

    if (t.trump >= 0) t.previousTrump = t.trump;
    if (this.replayDealActive) {
      this.replay!.trail = ctx.trail.slice();
      this.replay!.outcome = ctx.outcome;
      for (const tag of ctx.consulted) this.replay!.consulted.add(tag);
    }

    if (t.audit !== null) {
      try {
        assertEquivalent(debertzMachine, this.auditStart!, t.audit, { table: this.auditTable });
      } catch (e) {
        if (!(e instanceof EquivalenceError)) throw e;
        return { dealId: formatDealId(this.format.id, ref), message: e.message };
      }
    }
    return null;
  }

  // ──────────── the per-deal entry point of compare and gap-impact (sim/rerule.ts) ────────────

  /** Starts party `party` as `runParty` does (its first dealer, an empty ledger), playing no deal. */
  startParty(party: number): void {
    const prng = this.partyRng.reseed(partySeed(this.master, this.fmtCode, party));
    this.table.engine.reset(this.partyContext(prng.int(0, this.P - 1)));
    this.checks.newParty();
    this.table.previousTrump = -1;
  }

  /** The party's ledger between two deals: a copy of the machine's context and of what the driver carries from deal to deal. */
  ledger(): DebertzLedger {
    return { context: debertzMachine.cloneContext(this.table.engine.context), previousTrump: this.table.previousTrump, shadowMarks: this.checks.marksSoFar() };
  }

  /** Continues a party from `ledger` (possibly another driver's, under other readings: the context takes this driver's). */
  resumeParty(ledger: DebertzLedger): void {
    const c = debertzMachine.cloneContext(ledger.context);
    c.readings = this.readings;
    c.target = targetOf(this.readings); // the alternative's own target (READING DEB-G38)
    this.table.engine.reset(c);
    this.checks.restoreMarks(ledger.shadowMarks);
    this.table.previousTrump = ledger.previousTrump;
  }

  /** Plays deal `deal` of party `party` from the current ledger: one step of `runParty`'s loop. */
  ruleDeal(party: number, deal: number): AuditFailure | null {
    return this.playDeal(party, deal);
  }

  /** The machine's context now (read only). */
  get current(): DebertzContext {
    return this.table.engine.context;
  }

  get partyOver(): boolean {
    return this.table.engine.done;
  }
}

/** What a Debertz party carries from one deal to the next (`DebertzDriver.ledger`). */
export interface DebertzLedger {
  readonly context: DebertzContext;
  readonly previousTrump: number;
  readonly shadowMarks: readonly number[];
}
