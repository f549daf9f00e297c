/**
 * The Preferans deal driver: plays whole games (a pool until it closes, or the deal cap) in four
 * formats — Sochi, Leningrad and Rostov with 3 players, Sochi with 4 (the dealer sits out). Each
 * deal is played by the policies (byPolicy.ts) on the Preferans table
 * (src/rulesets/preferans/table.ts), the one procedure that turns cards and choices into the
 * machine's fact events — the same the judge drives with a scenario's moves. The simulator
 * therefore never re-implements how cards become events, and a replayed deal is a scenario the
 * judge rules as the simulation did.
 *
 * At most one irregularity per deal: a wrong count (wrongCounts.ts) if its schedule drew one,
 * else one of the other kinds (otherKinds.ts: D0 misdeals, talon and play irregularities) from a
 * schedule and a stream of their own. A clean deal is played and ruled in one run on the ruled
 * table. An irregular one is first played clean on a scratch table (to place the irregularity
 * among its points; not for a D0 misdeal whose claim stands, which ends the deal before any move),
 * then replayed on the ruled table up to the irregularity and continued (session.ts,
 * continue.ts): the ruling is that run's (rule.ts), not a second one. The replay of the moves
 * before the irregularity is the price of placing it after the deal is generated: the table and
 * its machine have no snapshot to go back to.
 *
 * Cost: the tables step the machine on the compiled runtime, one runtime per table kind reset for
 * every deal (`engine: 'xstate'` starts a real actor instead).
 *
 * @internal
 */
import { type Card, NUM_CARDS } from '../../../core/cards/card.ts';
import { shuffledDeck } from '../../../core/cards/deck.ts';
import { dealInto, newDealBuffer } from '../mechanics/deal.ts';
import { handsOf } from '../mechanics/seats.ts';
import { settle } from '../mechanics/settlement.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import { transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { tableOf } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import { playByPolicies, type Generated } from './byPolicy.ts';
import { dealPrefix, dealRef, partySeed, Stream, streamOf } from '../../../core/sim/ids.ts';
import { IrregularitySchedule } from '../../../core/sim/irregularities.ts';
import { SimRng } from '../../../core/sim/simRng.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../../../core/sim/types.ts';
import { dealHead, type DealtCards } from './dealScenario.ts';
import { PInv } from './invariants.ts';
import { FIRST_PLAY_KIND, OTHER_KINDS, OTHER_STREAM, SPAN, WRONG_COUNT_KINDS } from './kinds.ts';
import { injectOther } from './otherKinds.ts';
import type { Injection } from './injection.ts';
import { DealRuler } from './rule.ts';
import { preferansSetup, type PreferansSetup } from './setup.ts';
import { newPartySheet, type PartySheet } from './sheet.ts';
import { DealTables } from './tables.ts';
import { DealTally, type ReplayTarget } from './tally.ts';
import { discover, misdeal } from './wrongCounts.ts';

export { OTHER_KINDS, PREFERANS_FORMATS, PREFERANS_KINDS, WRONG_COUNT_KINDS } from './kinds.ts';
export type { ReplayTarget } from './tally.ts';

export interface PreferansDriverOptions extends EngineOptions {
  readonly replay?: { deal: number };
}

export class PreferansDriver {
  private readonly setup: PreferansSetup;
  private readonly schedule: IrregularitySchedule;
  private readonly winFrom = new Int32Array(WRONG_COUNT_KINDS.length);
  private readonly winTo = new Int32Array(WRONG_COUNT_KINDS.length).fill(1);
  /** the other kinds' schedule, from the stream OTHER_STREAM */
  private readonly other: IrregularitySchedule;
  private readonly otherFrom = new Int32Array(OTHER_KINDS.length);
  private readonly otherTo = new Int32Array(OTHER_KINDS.length).fill(SPAN);
  /** some play irregularity has a rate: the generated deal records its plays */
  private readonly recordPlays: boolean;
  private readonly deck: Card[] = new Array<Card>(NUM_CARDS);
  private readonly buf = newDealBuffer();
  private readonly partyRng = new SimRng();
  private readonly deckRng = new SimRng();
  private readonly rng = new SimRng();
  private readonly irng = new SimRng();
  private readonly orng = new SimRng();
  private readonly tally: DealTally;
  private readonly ruler: DealRuler;
  private readonly tables: DealTables;
  /** one deal in `audit` (by seed) is replayed through an XState actor beside the compiled runtime */
  private readonly audit: number;

  constructor(
    private readonly spec: SimSpec,
    readings: Readings,
    format: string,
    private readonly fmtCode: number,
    private readonly acc: FormatAccumulator,
    options: PreferansDriverOptions = {},
  ) {
    this.setup = preferansSetup(spec, readings, format, options);
    this.schedule = new IrregularitySchedule(Float64Array.from(WRONG_COUNT_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery);
    this.other = new IrregularitySchedule(Float64Array.from(OTHER_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery);
    this.recordPlays = OTHER_KINDS.some((k, i) => i >= FIRST_PLAY_KIND && (spec.irregularities[k] ?? 0) > 0);
    this.audit = options.audit ?? 0;
    if (this.setup.engine.engine === 'compiled') acc.countTransitions(transitionIdsOf(tableOf(this.setup.engine.machine ?? preferansMachine)));
    const replay: ReplayTarget | null = options.replay ? { deal: options.replay.deal, scenario: null, trail: [], outcome: '', consulted: [], violations: [], findings: [] } : null;
    this.tally = new DealTally(acc, replay, this.schedule, this.other);
    this.tables = new DealTables(this.setup);
    this.ruler = new DealRuler(this.setup, this.tally, this.tables);
  }

  get replayed(): ReplayTarget | null {
    return this.tally.replay;
  }

  runParty(party: number): AuditFailure | null {
    const players = this.setup.players;
    const prng = this.partyRng.reseed(partySeed(this.spec.seed, this.fmtCode, party));
    const sheet = newPartySheet(players, prng.int(0, players - 1));
    const replay = this.tally.replay;
    let over = false;
    let deal = 0;
    while (!over && deal < this.spec.maxDealsPerParty) {
      over = this.playDeal(party, deal, sheet);
      if (this.ruler.auditFailure) return this.ruler.auditFailure;
      deal++;
      if (replay && deal > replay.deal) return null;
    }
    if (replay) return null;
    // CODE-4.2.14: the settlement sums to zero (at the end of the game, or where the cap stopped it)
    const s = settle({ players, pool: sheet.pool, mountain: sheet.mountain, whists: sheet.whists }, this.setup.variant).result;
    const sum = s.reduce((a, b) => a + b, 0);
    const zeroOk = Math.abs(sum) < 1e-6;
    this.acc.check(PInv.ZeroSum, true, zeroOk, zeroOk ? undefined : () => `party ${party}: the settlement ${s.join('/')} sums to ${sum}`);
    this.acc.check(PInv.Terminates, true, over, over ? undefined : () => `party ${party}: the pool is still open after ${deal} deal attempts (pools ${sheet.pool.join('/')})`);
    this.acc.endParty(deal, over ? 'pool-closed' : 'deal-limit');
    return null;
  }

  /** One deal: dealt, an irregularity drawn, played (and the irregularity injected), ruled; true when the game is over. Public: the per-deal entry point of compare (rerule.ts). */
  playDeal(party: number, deal: number, sheet: PartySheet): boolean {
    const { setup, tally } = this;
    const players = setup.players;
    const ref = dealRef(party, deal);
    this.acc.beginDeal(ref);
    tally.replayActive = tally.replay !== null && tally.replay.deal === deal;
    const prefix = dealPrefix(this.spec.seed, this.fmtCode, party, deal);
    shuffledDeck(this.deckRng.reseed(streamOf(prefix, Stream.Deck)), this.deck);
    const rng = this.rng.reseed(streamOf(prefix, Stream.Players));
    const irng = this.irng.reseed(streamOf(prefix, Stream.Irregularities));
    const orng = this.orng.reseed(streamOf(prefix, OTHER_STREAM));
    const audit = this.audit > 0 && streamOf(prefix, Stream.Audit) % this.audit === 0;
    dealInto(this.buf, this.deck, sheet.dealer, players);
    const cards: DealtCards = { hands: this.buf.hands.slice(0, players), talon: [this.buf.talon[0], this.buf.talon[1]], floor: [], floorFaceUp: [], otherDeck: [], lost: [] };

    // the deal's wrong count, if any: the first kind scheduled (the others are not committed)
    this.schedule.draw(irng, this.winFrom, this.winTo);
    this.other.draw(orng, this.otherFrom, this.otherTo);
    let kind = -1;
    for (let k = 0; k < WRONG_COUNT_KINDS.length; k++) if (this.schedule.step[k] >= 0) { kind = k; break; }
    // else the first other kind scheduled
    let okind = -1;
    if (kind < 0) for (let k = 0; k < OTHER_KINDS.length; k++) if (this.other.step[k] >= 0) { okind = k; break; }
    const order = handsOf(sheet.dealer, players);
    if (kind >= 0) {
      this.schedule.commit(kind);
      misdeal(WRONG_COUNT_KINDS[kind], cards, order, irng);
    }

    const head = dealHead(setup, `simulated deal ${setup.format}:${party}:${deal} (spec ${this.spec.name}, seed ${this.spec.seed})`, sheet, cards);
    // a clean deal: played by the policies and ruled in one run
    if (kind < 0 && okind < 0) return this.ruler.playAndRule(head, rng, sheet, ref, audit);

    if (kind >= 0) {
      // the deal as it would go if nobody noticed anything, on a scratch table: where the discovery can fall
      const gen = playByPolicies(this.tables.scratch(head), setup, rng, false);
      const found = discover(setup, this.tables, head, gen, cards.hands, irng, rng, audit);
      const what = `wrong-count deal discovered at ${found.point || '?'}`;
      if (found.failure !== undefined) return this.judgeFailed(found.failure, what);
      this.acc.finding(`wrong count discovered at: ${found.point}`);
      try {
        return this.ruler.rule(found.deal!, sheet, ref, found.point, audit);
      } catch (e) {
        return this.judgeFailed(e, what);
      }
    }
    const name = OTHER_KINDS[okind];
    // the deal as it would go if nobody noticed anything, on a scratch table, played when the kind
    // first asks for it (a D0 misdeal whose claim stands never does): where the irregularity can
    // fall. The play records only for a play irregularity. The policies' stream is used only by
    // this run until the irregularity, so playing it later draws the same moves.
    const tables = this.tables;
    const recordPlays = okind >= FIRST_PLAY_KIND && this.recordPlays;
    let generated: Generated | undefined;
    const inj: Injection = {
      setup, tables, audit, head, hands: cards.hands, talon: cards.talon, order, frac: this.other.step[okind] / SPAN, orng, rng,
      get gen(): Generated {
        return (generated ??= playByPolicies(tables.scratch(head), setup, rng, recordPlays));
      },
    };
    let injected;
    try {
      injected = injectOther(name, inj);
    } catch (e) {
      this.other.commit(okind);
      return this.judgeFailed(e, `${name} deal`);
    }
    if (injected) {
      this.other.commit(okind);
      try {
        return this.ruler.rule(injected, sheet, ref, '', audit);
      } catch (e) {
        return this.judgeFailed(e, `${name} deal`);
      }
    }
    // it cannot happen on this deal: the deal is ruled as generated
    return this.ruler.rule({ head, events: inj.gen.events, session: null }, sheet, ref, '', audit);
  }

  /** A deal the judge refused: tallied as `judge-error`; the sheet stays and the same dealer deals again. */
  private judgeFailed(e: unknown, what: string): false {
    this.tally.judgeFailed(e, what);
    return false;
  }
}
