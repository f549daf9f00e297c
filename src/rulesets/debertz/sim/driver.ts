/**
 * The Debertz simulator's driver: plays whole parties through the Debertz table
 * (src/rulesets/debertz/table/) on the compiled runtime. What is left here is what only the
 * simulator does: the party loop, the deal's random streams, chance (a shuffled deck dealt in
 * place), the players' choices (the bidding and play policies, and the irregularity schedule
 * that makes them offend), the tally, the invariants, the replay recorder and the audit. The
 * table turns those cards and choices into the machine's events and applies the readings — the
 * same table the judge runs on a scenario, so a replayed deal gets the same ruling from the judge.
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
import { type Card, NUM_CARDS, suitOf } from '../../../core/cards/card.ts';
import { shuffledDeck } from '../../../core/cards/deck.ts';
import { completeNormalInto, dealFirstSix, dealFirstSixInto, dealSpecial } from '../mechanics/deal.ts';
import { formatOf, type Format, type FormatId } from '../mechanics/format.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import { EquivalenceError, assertEquivalent } from '../../../core/statechart/equivalence.ts';
import type { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import { debertzMachine } from '../machine/definition.ts';
import { initialContext, targetOf, type DebertzContext } from '../machine/context.ts';
import type { IrregularityKind } from '../machine/events.ts';
import { transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { createEngine, tableOf } from '../../../core/statechart/engine.ts';
import { dealPrefix, dealRef, formatDealId, partySeed, Stream, streamOf } from '../../../core/sim/ids.ts';
import { IrregularitySchedule } from '../../../core/sim/irregularities.ts';
import { SimRng } from '../../../core/sim/simRng.ts';
import { debertzPolicies, PASS, PLAY, type DebertzBidder, type DebertzPlayer } from '../policies/index.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../../../core/sim/types.ts';
import { ACT_BID, ACT_IRREGULARITY, ACT_PLAY, ACT_SWAP, DEALING_COMPLETE, DEALING_OFFENCE, DEALING_REFEREE_EXPOSED, DEBERTZ_TOP_STATES, DebertzTable, consultedTags, type DealChance, type TableChoices, type TableLog } from '../table.ts';
import { DEBERTZ_INVARIANTS, Inv } from './invariants.ts';
import { ScenarioRecorder } from './recorder.ts';
import { DealChecks, type Report } from './dealChecks.ts';
import { knowsEveryField, resetPartyContext } from './partyContext.ts';
import { nthCard, popcount } from '../mechanics/tables.ts';

/** Irregularity kinds a Debertz spec may give a rate for, in draw (and priority) order. */
export const DEBERTZ_KINDS = ['dealerExposedCard', 'outOfTurnBid', 'outOfTurnPass', 'outOfTurnPlay', 'signal', 'exposedCards', 'failedFirstTrumpBeat', 'revoke', 'offenceWhileDealing'] as const;
const K = { DealerExposed: 0, OotBid: 1, OotPass: 2, OotPlay: 3, Signal: 4, Exposed: 5, FirstTrump: 6, Revoke: 7, WhileDealing: 8 } as const;
/**
 * Kinds drawn from the deal's irregularity stream; the later ones (added since) draw from a
 * stream of their own, only when the spec gives them a rate, so that adding them changed no
 * report of a spec that does not (src/core/sim/irregularities.ts).
 */
const SHARED_KINDS = 8;
/** The own stream of the later kinds: one more fold step under the deal's irregularity stream. */
const OWN_SUBSTREAM = 1;
/** The machine's kind for a signal or exposed cards (the other kinds are cards or bids the table classifies). */
const MACHINE_KIND: readonly (IrregularityKind | null)[] = [null, null, null, null, 'signal', 'exposedCards', null, null, null];
/** The 6.2.1.8 causes a player can commit while the cards are dealt (src/rulesets/debertz/scenario.ts WHILE_DEALING). */
const DEALING_KINDS: readonly IrregularityKind[] = ['signal', 'exposedCards'];

/** Kinds that can happen during the bidding, in priority order. */
const BIDDING_KINDS: readonly number[] = [K.OotBid, K.OotPass, K.Signal, K.Exposed];

const FULL_DECK = 0xffffffff;
/** The table's special-deal findings (SPECIAL_UNEQUAL, SPECIAL_OFF_SIZE, SPECIAL_PARTIAL), as the reports name them. */
const SPECIAL_FINDINGS = ['special-deal-unequal-hands (DEB-G2/DEB-G3)', 'special-deal-off-size-hands (DEB-G2/DEB-G3)', 'special-deal-partial-deck (DEB-G2/DEB-G3)'];
/** Replay only: a scenario's ledger cannot say "pot open, but the next deal is a normal one" (after DEB-G7 normal-deal). */
const FINDING_POT_WITHOUT_SPECIAL = 'open-pot-normal-deal (DEB-G7): a pot is open but this is a normal deal; a scenario cannot express that, the judge will treat it as the special deal';

const bitOf = (c: Card): number => (1 << c) >>> 0;

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
 * The driver is the table's chance, its players and its log: `DealChance` deals from the deal's
 * shuffled deck, `TableChoices` asks the policies and commits the scheduled irregularities,
 * `TableLog` counts the consulted readings in the tally.
 */
export class DebertzDriver implements DealChance, TableChoices, TableLog {
  private readonly format: Format;
  private readonly P: number;
  private readonly fmtCode: number;
  private readonly master: number;
  private readonly table: DebertzTable;
  private readonly bidder: DebertzBidder;
  private readonly player: DebertzPlayer;
  private readonly schedule: IrregularitySchedule;
  /** each kind's window of turns on a normal [0] and on a special [1] deal (`windowsOf`) */
  private readonly winFrom: readonly Int32Array[];
  private readonly winTo: readonly Int32Array[];
  private readonly audit: number;
  private readonly auditTable;
  /** the tally's id of each consulted tag `TABLE_GAPS[g]=reading`, and the tags */
  private readonly tagIds: Int32Array;
  private readonly tagNames: string[];

  // deal state (reused)
  private readonly deck: Card[] = new Array<Card>(NUM_CARDS);
  /** the deck position after the first six cards each (the completion deals from there) */
  private next = 0;
  /** the irregularity kind of the card or bid offered to the table, committed when the table rules it a breach; -1 */
  private offending = -1;
  private readonly scoresBefore: number[];
  private readonly checks: DealChecks;

  // per-deal streams, reseeded for every deal
  private readonly partyRng = new SimRng();
  private readonly deckRng = new SimRng();
  private readonly rng = new SimRng();
  private readonly irng = new SimRng();
  /** the later kinds' own stream (SHARED_KINDS), seeded only on deals that draw them */
  private readonly wrng = new SimRng();
  private irrSeed = 0;
  private readonly ownStream = (): SimRng => this.wrng.reseed(streamOf(this.irrSeed, OWN_SUBSTREAM));
  private acc: FormatAccumulator;
  /** a party's initial context (dealer 0), never mutated: what `partyContext` resets to */
  private readonly contextTemplate: DebertzContext | null;
  private auditStart: DebertzContext | null = null;
  private replay: ReplayTarget | null = null;
  /** the deal being played is the replay target */
  private replayDealActive = false;
  /** the replay target's recorder while its deal is played, else null */
  private rec: ScenarioRecorder | null = null;

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
    const { bidder, player } = debertzPolicies(spec.policies, readings);
    this.bidder = bidder;
    this.player = player;
    this.schedule = new IrregularitySchedule(Float64Array.from(DEBERTZ_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery, SHARED_KINDS);
    const normal = this.windowsOf(false);
    const special = this.windowsOf(true);
    this.winFrom = [normal[0], special[0]];
    this.winTo = [normal[1], special[1]];
    this.tagNames = consultedTags(readings);
    this.tagIds = Int32Array.from(this.tagNames, (tag) => acc.consultedId(tag));

    this.scoresBefore = packed(format.sides, 0);
    this.checks = new DealChecks(format);
    if (options.replay) {
      this.replay = { deal: options.replay.deal, recorder: options.replay.recorder, violations: [], findings: [], trail: [], outcome: '', consulted: new Set() };
    }
  }

  /**
   * The turns in which each irregularity kind can happen, [from, to), on a normal or a special
   * deal (turns: bids 0 … 2P−1, then one per card from 2P); they depend on the format and the
   * readings only, so they are built once.
   */
  private windowsOf(special: boolean): [Int32Array, Int32Array] {
    const { P } = this;
    const wf = new Int32Array(DEBERTZ_KINDS.length);
    const wt = new Int32Array(DEBERTZ_KINDS.length);
    const playFrom = 2 * P;
    const playTo = playFrom + (special ? this.table.specialPlayed : P * this.format.handSize);
    const bidTo = special ? 0 : 2 * P;
    wf[K.DealerExposed] = wf[K.WhileDealing] = 0;
    wt[K.DealerExposed] = wt[K.WhileDealing] = 1;
    wf[K.OotBid] = wf[K.OotPass] = 0;
    wt[K.OotBid] = wt[K.OotPass] = bidTo;
    wf[K.OotPlay] = wf[K.FirstTrump] = wf[K.Revoke] = playFrom;
    wt[K.OotPlay] = wt[K.FirstTrump] = wt[K.Revoke] = playTo;
    wf[K.Signal] = wf[K.Exposed] = special ? playFrom : 0;
    wt[K.Signal] = wt[K.Exposed] = playTo;
    return [wf, wt];
  }

  /** The replay target's results (after `runParty`). */
  get replayed(): ReplayTarget | null {
    return this.replay;
  }

  // ──────────────────────────────── the party ────────────────────────────────

  /** Plays party `party` to its end; returns the first audit difference, or null. */
  runParty(party: number): AuditFailure | null {
    const engine = this.table.engine;
    const prng = this.partyRng.reseed(partySeed(this.master, this.fmtCode, party));
    engine.reset(this.partyContext(prng.int(0, this.P - 1)));
    this.checks.newParty();
    this.table.previousTrump = -1;
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
    shuffledDeck(this.deckRng.reseed(streamOf(prefix, Stream.Deck)), this.deck);
    this.rng.reseed(streamOf(prefix, Stream.Players));
    this.irrSeed = streamOf(prefix, Stream.Irregularities);
    this.irng.reseed(this.irrSeed);

    const ctx = t.engine.context;
    const special = ctx.specialPending;
    for (let s = 0; s < this.format.sides; s++) this.scoresBefore[s] = ctx.scores[s];
    this.replayDealActive = this.replay !== null && this.replay.deal === deal;
    const rec = (this.rec = this.replayDealActive ? this.replay!.recorder : null);
    if (rec) {
      rec.setLedger(ctx.scores, ctx.marks, ctx.pot, ctx.potDeclarer, t.previousTrump, ctx.deals);
      rec.dealer = ctx.dealer;
      if (ctx.potDeclarer >= 0 && !ctx.specialPending) this.replay!.findings.push(FINDING_POT_WITHOUT_SPECIAL);
    }

    // the deal's irregularity schedule (the windows of a normal or a special deal: `windowsOf`)
    const w = special ? 1 : 0;
    this.schedule.draw(this.irng, this.winFrom[w], this.winTo[w], this.ownStream);
    this.offending = -1;

    if (this.audit > 0 && streamOf(prefix, Stream.Audit) % this.audit === 0) {
      this.auditStart = debertzMachine.cloneContext(ctx);
      t.audit = [];
    } else {
      this.auditStart = null;
      t.audit = null;
    }
    t.run(this, this);
    return this.finishDeal(ref);
  }

  // ──────────────────────────────── TableLog ────────────────────────────────

  consult(gap: number): void {
    this.acc.consultId(this.tagIds[gap]);
    if (this.replayDealActive) this.replay!.consulted.add(this.tagNames[gap]);
  }

  // ──────────────────────────────── DealChance: the shuffled deck ────────────────────────────────

  interrupted(t: DebertzTable): number {
    if (this.schedule.due(K.DealerExposed, 0)) {
      // DEB-6.3: the referee exposes a card while dealing; the cards go back to the deck
      this.schedule.commit(K.DealerExposed);
      t.stock = FULL_DECK;
      if (this.rec) {
        const first = dealFirstSix(this.deck, this.format, t.dealer);
        this.rec.setCards(first.hands, first.turned, this.deck);
        this.rec.dealerExposedCard();
      }
      return DEALING_REFEREE_EXPOSED;
    }
    if (this.schedule.due(K.WhileDealing, 0)) {
      this.offenceWhileDealing(t);
      return DEALING_OFFENCE;
    }
    return DEALING_COMPLETE;
  }

  /**
   * DEB-6.2.1.8.b / .d while the cards are being dealt (before DEALT): a signal or a player
   * exposing his cards, once the first round of three is out and before the last card. The deal
   * stops there; the cards go back to the deck. Drawn from the kind's own stream.
   */
  private offenceWhileDealing(t: DebertzTable): void {
    const { P } = this;
    this.schedule.commit(K.WhileDealing);
    const r = this.wrng;
    const kind = DEALING_KINDS[r.int(0, DEALING_KINDS.length - 1)];
    const seat = r.int(0, P - 1);
    const total = t.special ? t.specialCards : 6 * P;
    const dealt = r.int(3 * P, total - 1);
    t.stock = FULL_DECK;
    if (this.rec) {
      const full = t.special ? dealSpecial(this.deck, this.format, t.dealer, t.engine.context.potDeclarer, t.rules.special) : dealFirstSix(this.deck, this.format, t.dealer);
      const turned = 'shown' in full ? full.shown : full.turned;
      // the hands as far as the dealing got: the first `dealt` cards of the deck, each to its seat
      const partial = new Array<number>(P).fill(0);
      let n = 0;
      for (let i = 0; i < NUM_CARDS && n < dealt; i++) {
        const c = this.deck[i];
        for (let s = 0; s < P; s++) {
          if (full.hands[s] & bitOf(c)) {
            partial[s] = (partial[s] | bitOf(c)) >>> 0;
            n++;
          }
        }
      }
      this.rec.setCards(partial, turned, this.deck);
      this.rec.irregularity(kind, seat, true);
    }
    t.actIrregularity = kind;
    t.actSeat = seat;
  }

  private markStock(from: number): void {
    let m = 0;
    for (let i = from; i < NUM_CARDS; i++) m |= 1 << this.deck[i];
    this.table.stock = m >>> 0;
  }

  dealFirst(t: DebertzTable): void {
    // the mechanics' dealing, in place: the hands are dealt into the table's hands
    const next = dealFirstSixInto(this.deck, this.format, t.dealer, t.hands);
    this.next = next;
    t.turned = this.deck[next - 1];
    this.markStock(next);
    if (this.rec) this.rec.setCards(t.hands, t.turned, this.deck);
  }

  complete(t: DebertzTable, declarer: number): void {
    const dealt = completeNormalInto(this.deck, this.next, t.turned, this.format, t.dealer, declarer, t.rules.turnedTo, t.hands);
    this.markStock(dealt);
    if (this.rec) this.rec.setCards(t.hands, t.turned, this.deck);
  }

  notCompleted(): void {}

  dealSpecial(t: DebertzTable, declarer: number): void {
    const d = dealSpecial(this.deck, this.format, t.dealer, declarer, t.rules.special);
    for (let s = 0; s < this.P; s++) t.hands[s] = d.hands[s];
    t.turned = d.shown;
    this.markStock(d.dealt);
    if (this.rec) this.rec.setCards(t.hands, d.shown, this.deck);
    for (const f of t.specialFindings) {
      this.acc.finding(SPECIAL_FINDINGS[f]);
      if (this.replayDealActive) this.replay!.findings.push(SPECIAL_FINDINGS[f]);
    }
  }

  // ──────────────────────────────── TableChoices: policies and scheduled offences ────────────────────────────────

  bid(t: DebertzTable): number {
    if (this.schedule.pending > 0) {
      const a = this.biddingIrregularity(t);
      if (a !== 0) return a;
    }
    const seat = t.bidState.toAct;
    const b = this.bidder.bid(t.bidView, this.rng);
    if (this.rec) this.rec.bid(seat, b);
    t.actSeat = seat;
    t.actBid = b;
    return ACT_BID;
  }

  /** A bidding-phase irregularity due at this turn, if any (0 when none). */
  private biddingIrregularity(t: DebertzTable): number {
    const sch = this.schedule;
    const { P } = this;
    const turn = t.bids;
    for (const k of BIDDING_KINDS) {
      if (!sch.due(k, turn)) continue;
      if (k === K.OotBid || k === K.OotPass) {
        // DEB-6.2.1.8.a: a bid or a pass out of turn, by any seat but the one to speak
        const seat = (t.bidState.toAct + 1 + this.irng.int(0, P - 2)) % P;
        let bid = PASS;
        if (k === K.OotBid) {
          if (t.bidState.round === 1) bid = PLAY;
          else {
            const turnedSuit = suitOf(t.turned);
            const pick = this.irng.int(0, 2);
            bid = pick >= turnedSuit ? pick + 1 : pick;
          }
        }
        if (this.rec) this.rec.bid(seat, bid);
        this.offending = k;
        t.actSeat = seat;
        t.actBid = bid;
        return ACT_BID;
      }
      sch.commit(k);
      const seat = this.irng.int(0, P - 1);
      if (this.rec) this.rec.irregularity(DEBERTZ_KINDS[k], seat);
      t.actIrregularity = MACHINE_KIND[k]!;
      t.actSeat = seat;
      return ACT_IRREGULARITY;
    }
    return 0;
  }

  play(t: DebertzTable): number {
    const { P } = this;
    const seat = t.tracker.toAct;
    if (t.swapOffer >= 0) {
      // the trump-seven swap, asked of its holder before anything else of the play
      const holder = t.swapOffer;
      if (this.player.swapSeven(t.viewOf(holder), this.rng)) {
        if (this.rec) this.rec.swapSeven(holder);
        t.actSeat = holder;
        return ACT_SWAP;
      }
      t.viewOf(seat);
    }
    const hand = t.hands[seat];
    const legal = t.masks.legal;
    const loose = t.masks.loose;
    let k = -1;
    if (this.schedule.pending > 0) k = this.dueInPlay(2 * P + t.cardsPlayed, seat, hand, legal, loose);
    if (k === K.Signal || k === K.Exposed) {
      this.schedule.commit(k);
      const offender = this.irng.int(0, P - 1);
      if (this.rec) this.rec.irregularity(DEBERTZ_KINDS[k], offender);
      t.actIrregularity = MACHINE_KIND[k]!;
      t.actSeat = offender;
      return ACT_IRREGULARITY;
    }
    if (k >= 0) {
      // a card played irregularly: out of turn, failing to beat the first trump, or a revoke
      let offender = seat;
      let card: Card;
      if (k === K.OotPlay) {
        offender = this.otherSeatWithCards(seat);
        card = nthCard(t.hands[offender], this.irng.int(0, popcount(t.hands[offender]) - 1));
      } else if (k === K.FirstTrump) {
        const m = (loose & ~legal) >>> 0;
        card = nthCard(m, this.irng.int(0, popcount(m) - 1));
      } else {
        const m = (hand & ~loose) >>> 0;
        card = nthCard(m, this.irng.int(0, popcount(m) - 1));
      }
      if (this.rec) this.rec.play(offender, card);
      this.offending = k;
      t.actSeat = offender;
      t.actCard = card;
      return ACT_PLAY;
    }
    const card = this.player.play(t.playView, legal, this.rng);
    if (!(legal & bitOf(card))) throw new Error(`play policy ${this.player.name} chose a card outside the legal plays (#sim-play-1)`);
    if (this.rec) this.rec.play(seat, card);
    t.actSeat = seat;
    t.actCard = card;
    return ACT_PLAY;
  }

  /** The table ruled the offered bid or card a breach: the scheduled kind is committed. */
  breach(): void {
    if (this.offending >= 0) this.schedule.commit(this.offending);
    this.offending = -1;
  }

  illegal(message: string, field: string): never {
    if (field === '.bid') throw new Error(`bidding policy ${this.bidder.name} made an illegal bid: ${message} (#sim-bid-1)`);
    throw new Error(`deal driver: ${message} (#sim-play-2)`);
  }

  private otherSeatWithCards(seat: number): number {
    const { P } = this;
    const hands = this.table.hands;
    let n = 0;
    for (let s = 0; s < P; s++) if (s !== seat && hands[s] !== 0) n++;
    let pick = this.irng.int(0, n - 1);
    for (let s = 0; s < P; s++) if (s !== seat && hands[s] !== 0 && pick-- === 0) return s;
    return -1;
  }

  /** The first play-phase kind due at `turn` that the cards allow, or -1. */
  private dueInPlay(turn: number, seat: number, hand: number, legal: number, loose: number): number {
    const sch = this.schedule;
    const hands = this.table.hands;
    if (sch.due(K.OotPlay, turn)) {
      for (let s = 0; s < this.P; s++) if (s !== seat && hands[s] !== 0) return K.OotPlay;
    }
    if (sch.due(K.Signal, turn)) return K.Signal;
    if (sch.due(K.Exposed, turn)) return K.Exposed;
    // DEB-6.2.1.8.c only where the beating obligation constrained the play and a non-beating card exists
    if (sch.due(K.FirstTrump, turn) && (loose & ~legal) !== 0) return K.FirstTrump;
    // a revoke only where a card breaks follow-suit or ruffing
    if (sch.due(K.Revoke, turn) && (hand & ~loose) !== 0) return K.Revoke;
    return -1;
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
    for (let k = 0; k < DEBERTZ_KINDS.length; k++) if (this.schedule.step[k] >= 0) acc.irregularity(k, this.schedule.committed[k] === 1);

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
